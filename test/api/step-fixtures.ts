// Units, crew members on them and their steps, for the tests of the crew's steps.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TripStep } from '@/domain/trips/trip-steps';
import { CREW_PATHS } from '@/domain/crew/crew-api';
import { trips, units } from '@/server/db/schema';
import { signedInCrew, signOnTo } from './crew-fixtures';
import { freshPatientId, type Headers, type TripWorld } from './trip-fixtures';

/** A unit of the agency, free to go. */
export async function newUnit(w: TripWorld, agencyId: string) {
  const [unit] = await w.t.db.insert(units).values({ agencyId, unitNumber: `M-${randomUUID().slice(0, 6)}`, capabilities: ['ALS'] }).returning();
  return unit!;
}

/** A crew member of the agency signed in through the crew's door, and on the unit's shift when a unit is given. */
export async function crewMember(w: TripWorld, agencyId: string, unitId: string | null) {
  const crew = await signedInCrew(w.t.app, w.t.db, agencyId);
  if (unitId) await signOnTo(w.t.app, crew.auth, unitId);
  return { user: crew.user, auth: crew.auth as Headers };
}

/** How long before the test's steps their trip was accepted: a step may not be dated before the acceptance. */
const ACCEPTED_BEFORE_MS = 3 * 3_600_000;

/** Dates the trip's acceptance three hours back, so that steps tapped minutes ago came after it. */
export const acceptedEarlier = (w: TripWorld, tripId: string) =>
  w.t.db.update(trips).set({ acceptedTimestamp: new Date(Date.now() - ACCEPTED_BEFORE_MS) }).where(eq(trips.id, tripId));

/** A trip of hospital A accepted by the near ALS agency for this unit, three hours ago: its id. */
export async function acceptedFor(w: TripWorld, unitId: string): Promise<string> {
  const res = await w.call('POST', '/api/trips/enhanced', w.nurse, {
    patientId: freshPatientId(),
    toLocation: 'Riverside Rehab',
    toFacilityId: w.rehab.id,
    scheduledTime: '2026-11-21T14:30',
    transportLevel: 'ALS',
    urgencyLevel: 'Routine',
    selectedAgencies: [w.a.alsNear.id],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as string;
  const accepted = await w.call('PUT', `/api/trips/${id}/status`, w.ems, { status: 'ACCEPTED', assignedUnitId: unitId });
  expect(accepted.statusCode, accepted.body).toBe(200);
  await acceptedEarlier(w, id);
  return id;
}

/** A step as the phone queues it, tapped `secondsAgo` before `phoneNow` on the phone's clock. */
export const tapped = (tripId: string, step: TripStep, phoneNow: number, secondsAgo: number, extra: object = {}) => ({
  id: randomUUID(),
  tripId,
  step,
  at: new Date(phoneNow - secondsAgo * 1000).toISOString(),
  ...extra,
});

/** Sends a batch as the phone does, its clock reading `phoneNow` as it sends. */
export const sendSteps = (w: TripWorld, who: Headers, steps: object[], phoneNow = Date.now()) =>
  w.call('POST', CREW_PATHS.steps, who, { sentAt: new Date(phoneNow).toISOString(), steps });
