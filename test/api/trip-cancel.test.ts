import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TripStatus } from '@/domain/common/enums';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { transitionRefusal } from '@/domain/trips/trip-transitions';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { tripHistory, trips } from '@/server/db/schema';
import { asMoved, notificationTitles, tripCounts, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();
const newTrip = async (over: Record<string, unknown> = {}, who: Headers = w.nurse) => {
  const res = await w.call('POST', '/api/trips/enhanced', who, wizardBody(w, { selectedAgencies: [w.a.alsNear.id], ...over }));
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as TripDetails;
};
const setStatus = (id: string, status: TripStatus, extra: Partial<typeof trips.$inferInsert> = {}) =>
  w.t.db.update(trips).set({ status, ...extra }).where(eq(trips.id, id));
const cancel = (who: Headers, id: string, body: object = { status: 'CANCELLED' }) => w.call('PUT', `/api/trips/${id}/status`, who, body);
const row = async (id: string) => (await w.t.db.select().from(trips).where(eq(trips.id, id)))[0]!;

/** A refused move answers this status and text, and neither the trip nor any table changes. */
async function expectRefused(who: Headers, id: string, status: number, error: string, body?: object) {
  const before = { counts: await tripCounts(w.t.db), trip: await row(id) };
  const res = await cancel(who, id, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ success: false, error });
  expect({ counts: await tripCounts(w.t.db), trip: await row(id) }).toEqual(before);
}

describe('the requesting facility cancels its own request', () => {
  it('cancels a PENDING request: stamped, versioned, in the timeline, and the offered agency is told', async () => {
    const trip = await newTrip();
    const res = await cancel(w.nurse, trip.id, { status: 'CANCELLED', reason: 'Discharge postponed' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as TripDetails;
    expect(after).toEqual(asMoved((await w.call('GET', `/api/trips/${trip.id}`, w.nurse)).json().data));
    expect(after).toMatchObject({ status: 'CANCELLED', version: 2, cancellationReason: 'Discharge postponed' });
    expect(after.cancelledTimestamp).not.toBeNull();
    expect(after.history.map((h) => [h.fromStatus, h.toStatus, h.actorRole])).toEqual([
      [null, 'PENDING', 'HEALTHCARE'],
      ['PENDING', 'CANCELLED', 'HEALTHCARE'],
    ]);
    expect(after.history[1]!.note).toBe('Cancelled: Discharge postponed');
    const [notice] = await notificationTitles(w.t.db, w.userIds.ems);
    expect(notice).toMatchObject({ title: 'Transport request cancelled' });
    expect(notice!.message).toContain(trip.tripNumber);
  });

  it('cancels an ACCEPTED request and tells the assigned agency too', async () => {
    const trip = await newTrip();
    await setStatus(trip.id, 'ACCEPTED', { assignedAgencyId: w.a.alsFar.id, version: 2 });
    const res = await cancel(w.nurse, trip.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'CANCELLED', version: 3 });
    expect((await notificationTitles(w.t.db, w.userIds.emsFar))[0]).toMatchObject({ title: 'Transport request cancelled' });
  });

  it.each(['IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const)('refuses from %s with 409 saying where the trip is', async (from) => {
    const trip = await newTrip();
    await setStatus(trip.id, from, { assignedAgencyId: w.a.alsNear.id });
    await expectRefused(w.nurse, trip.id, 409, transitionRefusal(from, 'CANCELLED', 'hospital'));
  });

  it('refuses any other status with 409', async () => {
    const trip = await newTrip();
    for (const status of ['ACCEPTED', 'IN_PROGRESS', 'COMPLETED', 'PENDING'] as const) {
      await expectRefused(w.nurse, trip.id, 409, transitionRefusal('PENDING', status, 'hospital'), { status });
    }
  });

  it('lets exactly one of two simultaneous cancellations win', async () => {
    const trip = await newTrip();
    const answers = await Promise.all([cancel(w.nurse, trip.id), cancel(w.admin, trip.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error).toBe('This trip has been cancelled');
    const cancelled = await w.t.db.select().from(tripHistory).where(eq(tripHistory.tripId, trip.id));
    expect(cancelled.filter((h) => h.toStatus === 'CANCELLED')).toHaveLength(1);
  });
});

describe('the other roles', () => {
  it('lets an administrator cancel any request, and the facility hears of it', async () => {
    const trip = await newTrip({}, w.nurseB);
    const res = await cancel(w.admin, trip.id);
    expect(res.json().data).toEqual(asMoved((await w.call('GET', `/api/trips/${trip.id}`, w.admin)).json().data));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.history[1]).toMatchObject({ actorRole: 'ADMIN', actorOrganisation: 'Transport Control Center' });
    expect((await notificationTitles(w.t.db, w.userIds.nurseB))[0]).toMatchObject({ title: 'Transport request cancelled' });
  });

  it("answers 404 for another facility's trip and for unknown ids, changing nothing", async () => {
    const trip = await newTrip();
    await expectRefused(w.nurseB, trip.id, 404, TRIP_ERRORS.notFound);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await cancel(w.nurse, id);
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses a call without a token (401); USER, the control center, may cancel (center-actions tests)', async () => {
    const trip = await newTrip();
    await expectRefused({}, trip.id, 401, AUTH_MESSAGES.authRequired);
  });

  it('refuses a status that does not exist with 400', async () => {
    const trip = await newTrip();
    await expectRefused(w.nurse, trip.id, 400, 'status must be one of PENDING, ACCEPTED, IN_PROGRESS, COMPLETED, CANCELLED', { status: 'DONE' });
  });
});
