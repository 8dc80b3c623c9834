// Crew members on a unit for the step tests: inserted straight into the database, each with a session of its own and,
// when given a unit, an open shift on it.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TripStep } from '@/domain/trips/trip-steps';
import { CREW_PATHS } from '@/domain/crew/crew-api';
import { crewShifts, sessions, units, users } from '@/server/db/schema';
import { createTokenService } from '@/server/modules/auth/tokens';
import { uniqueEmail } from './fixtures';
import type { Headers, TripWorld } from './trip-fixtures';

// the harness signs with this secret
const tokens = createTokenService('test-secret-'.padEnd(48, 'x'));

/** A unit of the agency, free to go. */
export async function newUnit(w: TripWorld, agencyId: string) {
  const [unit] = await w.t.db.insert(units).values({ agencyId, unitNumber: `M-${randomUUID().slice(0, 6)}`, capabilities: ['ALS'] }).returning();
  return unit!;
}

/** A signed-in crew member of the agency, on the unit's shift when a unit is given. */
export async function crewMember(w: TripWorld, agencyId: string, unitId: string | null) {
  const [user] = await w.t.db
    .insert(users)
    .values({ email: uniqueEmail('crew'), passwordHash: 'unused', name: `Crew ${randomUUID().slice(0, 4)}`, userType: 'CREW', status: 'ACTIVE', agencyId, certification: 'EMT' })
    .returning();
  const expiresAt = new Date(Date.now() + 3_600_000);
  const [session] = await w.t.db.insert(sessions).values({ userId: user!.id, expiresAt }).returning();
  if (unitId) await w.t.db.insert(crewShifts).values({ userId: user!.id, unitId });
  const token = await tokens.sign({ sessionId: session!.id, userId: user!.id }, expiresAt);
  return { user: user!, auth: { authorization: `Bearer ${token}` } as Headers };
}

/** A trip of hospital A accepted by the near ALS agency for this unit: its id. */
export async function acceptedFor(w: TripWorld, unitId: string): Promise<string> {
  const res = await w.call('POST', '/api/trips/enhanced', w.nurse, {
    patientId: 'PAB12CD34',
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
