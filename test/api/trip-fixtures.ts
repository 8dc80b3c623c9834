// A small region for the transport request tests: two facilities, destinations and agencies at known distances.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { UserType } from '@/domain/common/enums';
import type { MovedTrip, TripDetails } from '@/domain/trips/trip-answers';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import { agencies, facilities, hospitals, users } from '@/server/db/schema';
import { hashPassword } from '@/server/modules/secrets/passwords';
import { LOGIN_PATH, PASSWORD, signedIn, tableCounts, uniqueEmail } from './fixtures';
import { startTestApp, type TestApp } from './harness';

export type Headers = Record<string, string>;
type Reply = Awaited<ReturnType<FastifyInstance['inject']>>;

/** Pittsburgh; every other place is a number of miles due north of it (1° of latitude ≈ 69.05 miles). */
export const ORIGIN = { lat: 40.4406, lng: -79.9959 };
export const milesNorth = (miles: number) => ({ latitude: ORIGIN.lat + miles / 69.05, longitude: ORIGIN.lng });

let hash: Promise<string> | undefined;

/** A signed-in account of an existing organisation (the shared fixtures would create a new one). */
export async function signedInStaff(app: FastifyInstance, db: Db, userType: UserType, org: { hospitalId?: string; agencyId?: string }) {
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail(userType.toLowerCase()),
      passwordHash: await (hash ??= hashPassword(PASSWORD)),
      name: `${userType === 'HEALTHCARE' ? 'Nurse' : 'Crew'} ${Math.random().toString(36).slice(2, 6)}`,
      userType,
      status: 'ACTIVE',
      ...org,
    })
    .returning();
  const res = await app.inject({ method: 'POST', url: LOGIN_PATH[userType], payload: { email: user!.email, password: PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { user: user!, auth: { authorization: `Bearer ${res.json().token}` } as Headers };
}

export async function insertHospital(db: Db, name: string, point: { latitude: number | null; longitude: number | null }) {
  const [h] = await db
    .insert(hospitals)
    .values({ name, type: 'Hospital', address: '1 Main St', city: 'Pittsburgh', state: 'PA', zipCode: '15213', ...point, isActive: true, requiresReview: false })
    .returning();
  const [entry] = await db
    .insert(facilities)
    .values({ name, type: 'Hospital', address: '1 Main St', city: 'Pittsburgh', state: 'PA', zipCode: '15213', ...point, hospitalId: h!.id })
    .returning();
  return { hospital: h!, entry: entry! };
}

export async function insertPlace(db: Db, name: string, miles: number, opts: { isActive?: boolean; hospitalId?: string } = {}) {
  const [f] = await db
    .insert(facilities)
    .values({ name, type: 'Nursing Home', address: '9 Elm St', city: 'Pittsburgh', state: 'PA', zipCode: '15222', ...milesNorth(miles), ...opts })
    .returning();
  return f!;
}

export async function insertAgency(
  db: Db,
  name: string,
  miles: number | null,
  opts: { serviceType?: string; capabilities?: string[]; isActive?: boolean; requiresReview?: boolean } = {},
) {
  const [a] = await db
    .insert(agencies)
    .values({
      name,
      serviceType: opts.serviceType ?? 'ALS',
      capabilities: opts.capabilities ?? [],
      isActive: opts.isActive ?? true,
      requiresReview: opts.requiresReview ?? false,
      ...(miles === null ? {} : milesNorth(miles)),
    })
    .returning();
  return a!;
}

export interface TripWorld {
  t: TestApp;
  admin: Headers;
  user: Headers;
  /** A nurse of General (hospital A) and a nurse of St. Clair (hospital B, 2 miles away). */
  nurse: Headers;
  nurseB: Headers;
  ems: Headers;
  emsFar: Headers;
  /** The user ids behind the callers, to find their notifications. */
  userIds: Record<'admin' | 'user' | 'nurse' | 'nurseB' | 'ems' | 'emsFar', string>;
  hospitalA: Awaited<ReturnType<typeof insertHospital>>;
  hospitalB: Awaited<ReturnType<typeof insertHospital>>;
  /** Directory places: an active destination, an inactive one, a second campus of hospital A. */
  rehab: typeof facilities.$inferSelect;
  closedPlace: typeof facilities.$inferSelect;
  campusA2: typeof facilities.$inferSelect;
  /** Agencies by what they can do and how far north of the origin they are. */
  a: Record<'alsNear' | 'blsMid' | 'cct' | 'alsFar' | 'inactive' | 'inReview' | 'wheelchair' | 'unplaced', typeof agencies.$inferSelect>;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object): Promise<Reply>;
}

/** One app per test file with the region above, and callers of every role; `settings` adds to the test configuration. */
export function useTripWorld(settings: () => Partial<Config> = () => ({})): TripWorld {
  const w = {
    call: (method, url, headers, payload) => w.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }),
  } as TripWorld;
  beforeAll(async () => {
    const t = await startTestApp({ timeZone: 'America/New_York', ...settings() });
    w.t = t;
    w.hospitalA = await insertHospital(t.db, 'General Hospital', milesNorth(0));
    w.hospitalB = await insertHospital(t.db, 'St. Clair Hospital', milesNorth(2));
    w.rehab = await insertPlace(t.db, 'Riverside Rehab', 12);
    w.closedPlace = await insertPlace(t.db, 'Closed Clinic', 8, { isActive: false });
    w.campusA2 = await insertPlace(t.db, 'General Hospital North Campus', 6, { hospitalId: w.hospitalA.hospital.id });
    w.a = {
      alsNear: await insertAgency(t.db, 'Allegheny ALS', 5),
      blsMid: await insertAgency(t.db, 'Mon Valley BLS', 40, { serviceType: 'BLS' }),
      cct: await insertAgency(t.db, 'Critical Care Air', 30, { serviceType: 'Critical Care' }),
      alsFar: await insertAgency(t.db, 'Erie ALS', 150),
      inactive: await insertAgency(t.db, 'Closed EMS', 3, { isActive: false }),
      inReview: await insertAgency(t.db, 'New EMS', 4, { isActive: false, requiresReview: true }),
      wheelchair: await insertAgency(t.db, 'Easy Van', 20, { serviceType: 'Wheelchair Van', capabilities: ['Bariatric'] }),
      unplaced: await insertAgency(t.db, 'Nowhere EMS', null),
    };
    const [admin, user, nurse, nurseB, ems, emsFar] = await Promise.all([
      signedIn(t.app, t.db, 'ADMIN'),
      signedIn(t.app, t.db, 'USER'),
      signedInStaff(t.app, t.db, 'HEALTHCARE', { hospitalId: w.hospitalA.hospital.id }),
      signedInStaff(t.app, t.db, 'HEALTHCARE', { hospitalId: w.hospitalB.hospital.id }),
      signedInStaff(t.app, t.db, 'EMS', { agencyId: w.a.alsNear.id }),
      signedInStaff(t.app, t.db, 'EMS', { agencyId: w.a.alsFar.id }),
    ]);
    Object.assign(w, { admin: admin.auth, user: user.auth, nurse: nurse.auth, nurseB: nurseB.auth, ems: ems.auth, emsFar: emsFar.auth });
    w.userIds = { admin: admin.user.id, user: user.user.id, nurse: nurse.user.id, nurseB: nurseB.user.id, ems: ems.user.id, emsFar: emsFar.user.id };
  });
  afterAll(() => w.t.close());
  return w;
}

let patientSerial = 0;
/** A patient of its own for every request a test makes, so that no two repeat each other (the duplicate rule). */
export const freshPatientId = () => `PT${String(++patientSerial).padStart(7, '0')}`;

/** The wizard's required fields, with a listed destination and a patient of its own. */
export const wizardBody = (w: TripWorld, over: Record<string, unknown> = {}) => ({
  patientId: freshPatientId(),
  toLocation: 'Riverside Rehab',
  toFacilityId: w.rehab.id,
  scheduledTime: '2026-11-21T14:30',
  transportLevel: 'BLS',
  urgencyLevel: 'Routine',
  ...over,
});

/** A request of hospital A (or `who`'s) offered to the near and the far ALS agency: its id. */
export async function requestOfferedToBoth(w: TripWorld, who: Headers = w.nurse): Promise<string> {
  const res = await w.call('POST', '/api/trips/enhanced', who, wizardBody(w, { selectedAgencies: [w.a.alsNear.id, w.a.alsFar.id], notificationRadius: 200 }));
  if (res.statusCode !== 201) throw new Error(res.body);
  return (res.json().data as TripDetails).id;
}

/** A status change that must succeed. */
export async function moveTrip(w: TripWorld, who: Headers, id: string, status: string) {
  const res = await w.call('PUT', `/api/trips/${id}/status`, who, { status });
  expect(res.statusCode, res.body).toBe(200);
}

/** A trip's details as a status call answers them: without the crew's steps and hand-over, the estimated arrival, the outbound's id and the facility's contact. */
export function asMoved(details: TripDetails): MovedTrip {
  const { steps: _steps, handover: _handover, estimatedArrival: _arrival, patientContact: _contact, outboundTripId: _outbound, facilityContact: _facility, ...moved } = details;
  return moved;
}

/**
 * The specification's creation payload as its client sends it: every field, blanks as '', the destination only
 * by name (here one from the facilities list) and one agency chosen; no destination id; a patient of its own.
 */
export const specClientBody = (w: TripWorld, over: Record<string, unknown> = {}) =>
  JSON.stringify({
    patientId: freshPatientId(),
    patientWeight: null,
    specialNeeds: '',
    insuranceCompany: '',
    generateQRCode: false,
    fromLocation: 'General Hospital',
    toLocation: 'Riverside Rehab',
    scheduledTime: '2026-11-21T14:30',
    transportLevel: 'BLS',
    urgencyLevel: 'Routine',
    diagnosis: '',
    mobilityLevel: 'Ambulatory',
    oxygenRequired: false,
    monitoringRequired: false,
    selectedAgencies: [w.a.blsMid.id],
    notificationRadius: 100,
    notes: '',
    ...over,
  });

/** Every table a request writes to, to prove a refused one wrote nothing. */
export async function tripCounts(db: Db) {
  const [row] = await rawRows<Record<string, number>>(db, sql`select (select count(*) from trip_history)::int as "tripHistory"`);
  return { ...(await tableCounts(db)), ...row! };
}

/** The agencies stored as offered for a trip, nearest first. */
export async function storedOffers(db: Db, tripId: string) {
  return rawRows<{ agency_id: string; response: string; distance_miles: number }>(
    db,
    sql`select agency_id, response, distance_miles from agency_responses where trip_id = ${tripId} order by distance_miles, agency_id`,
  );
}

/** The titles of a user's notifications, newest first. */
export async function notificationTitles(db: Db, userId: string) {
  const rows = await rawRows<{ title: string; message: string }>(
    db,
    sql`select title, message from notifications where user_id = ${userId} order by created_at desc`,
  );
  return rows;
}

/** The caller of a role and the refusal it gets from a call not meant for it: 403, or 401 without a token. */
export const refusedCaller = (w: TripWorld, role: 'ADMIN' | 'USER' | 'EMS' | 'none') => ({
  who: role === 'ADMIN' ? w.admin : role === 'USER' ? w.user : role === 'EMS' ? w.ems : {},
  status: role === 'none' ? 401 : 403,
  error: role === 'none' ? AUTH_MESSAGES.authRequired : AUTH_MESSAGES.forbidden,
});
