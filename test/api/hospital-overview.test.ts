import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localDayWindow } from '@/domain/analytics/agency-analytics';
import type { TripStatus } from '@/domain/common/enums';
import type { HospitalOverview } from '@/domain/analytics/overview-answers';
import type { TripDetails, TripListItem } from '@/domain/trips/trip-answers';
import { trips } from '@/server/db/schema';
import { refusedCaller, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();
const ZONE = 'America/New_York';
const URL = '/api/trips/facility-overview';
const DAY_MS = 86_400_000;

const overview = async (who: Headers) => {
  const res = await w.call('GET', URL, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as HospitalOverview;
};
const request = async (who: Headers, over: Record<string, unknown> = {}) => {
  const res = await w.call('POST', '/api/trips/enhanced', who, wizardBody(w, { selectedAgencies: [w.a.alsNear.id], ...over }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TripDetails;
};
const move = async (who: Headers, id: string, status: TripStatus) => {
  const res = await w.call('PUT', `/api/trips/${id}/status`, who, { status });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TripDetails;
};
/** Carries the trip through acceptance, pickup and completion as its agency. */
async function complete(id: string) {
  for (const status of ['ACCEPTED', 'IN_PROGRESS'] as const) await move(w.ems, id, status);
  return move(w.ems, id, 'COMPLETED');
}
const setTimes = (id: string, times: Partial<Record<'scheduledTime' | 'completionTimestamp', Date>>) =>
  w.t.db.update(trips).set(times).where(eq(trips.id, id));

describe('GET /api/trips/facility-overview', () => {
  it('answers zeros for a facility without trips', async () => {
    expect(await overview(w.nurse)).toEqual({ pendingRequests: 0, completedToday: 0, highPriority: 0 });
  });

  it("counts the facility's own trips: completed today by completion time, not by scheduled time", async () => {
    const { todayStart } = localDayWindow(Date.now(), 1, ZONE);
    const scheduledYesterday = await request(w.nurse, { patientId: 'PYEST0001' });
    const scheduledToday = await request(w.nurse, { patientId: 'PTODY0001' });
    await complete(scheduledYesterday.id);
    await complete(scheduledToday.id);
    // scheduled for yesterday, completed just now: today's
    await setTimes(scheduledYesterday.id, { scheduledTime: new Date(todayStart.getTime() - DAY_MS / 2) });
    // scheduled for today, completed one minute before local midnight: yesterday's
    await setTimes(scheduledToday.id, { scheduledTime: new Date(), completionTimestamp: new Date(todayStart.getTime() - 60_000) });

    await request(w.nurse, { patientId: 'PWAIT0001' });
    await request(w.nurse, { patientId: 'PURGT0001', urgencyLevel: 'Urgent' });
    const critical = await request(w.nurse, { patientId: 'PCRIT0001', urgencyLevel: 'Emergent' });
    await move(w.ems, critical.id, 'ACCEPTED');
    const urgentDone = await request(w.nurse, { patientId: 'PURGD0001', urgencyLevel: 'Urgent' });
    await complete(urgentDone.id);
    const cancelled = await request(w.nurse, { patientId: 'PCNCL0001', urgencyLevel: 'Emergent' });
    await move(w.nurse, cancelled.id, 'CANCELLED');
    // another facility's trips never count
    const elsewhere = await request(w.nurseB, { patientId: 'POTHR0001', urgencyLevel: 'Emergent' });
    await complete(elsewhere.id);
    await request(w.nurseB, { patientId: 'POTHR0002' });

    // pending: the two waiting; completed today: the one scheduled yesterday and the urgent one; high: the open urgent and critical
    expect(await overview(w.nurse)).toEqual({ pendingRequests: 2, completedToday: 2, highPriority: 2 });
    expect(await overview(w.nurseB)).toEqual({ pendingRequests: 1, completedToday: 1, highPriority: 0 });
  });

  it.each(['ADMIN', 'USER', 'EMS', 'none'] as const)('refuses %s', async (role) => {
    const r = refusedCaller(w, role);
    const res = await w.call('GET', URL, r.who);
    expect(res.statusCode).toBe(r.status);
    expect(res.json()).toEqual({ success: false, error: r.error });
  });
});

describe('GET /api/trips rows carry the lifecycle times', () => {
  it('accepted, picked up, completed and cancelled times, as the trip details and history have them', async () => {
    const done = await complete((await request(w.nurse, { patientId: 'PTIME0001' })).id);
    const accepted = await move(w.ems, (await request(w.nurse, { patientId: 'PTIME0002' })).id, 'ACCEPTED');
    const cancelled = await move(w.nurse, (await request(w.nurse, { patientId: 'PTIME0003' })).id, 'CANCELLED');
    const pending = await request(w.nurse, { patientId: 'PTIME0004' });

    const res = await w.call('GET', '/api/trips?limit=500', w.nurse);
    expect(res.statusCode, res.body).toBe(200);
    const row = (id: string) => (res.json().data as TripListItem[]).find((t) => t.id === id)!;
    const at = (trip: TripDetails, to: TripStatus) => trip.history.find((h) => h.toStatus === to)!.at;

    expect(row(done.id)).toMatchObject({
      acceptedTimestamp: at(done, 'ACCEPTED'),
      pickupTimestamp: at(done, 'IN_PROGRESS'),
      completionTimestamp: at(done, 'COMPLETED'),
      cancelledTimestamp: null,
    });
    expect(row(accepted.id)).toMatchObject({ acceptedTimestamp: at(accepted, 'ACCEPTED'), pickupTimestamp: null, completionTimestamp: null, cancelledTimestamp: null });
    expect(row(cancelled.id)).toMatchObject({ acceptedTimestamp: null, cancelledTimestamp: at(cancelled, 'CANCELLED') });
    expect(row(pending.id)).toMatchObject({ acceptedTimestamp: null, pickupTimestamp: null, completionTimestamp: null, cancelledTimestamp: null });
    for (const trip of [done, accepted, cancelled]) {
      const { acceptedTimestamp, pickupTimestamp, completionTimestamp, cancelledTimestamp } = trip;
      expect(row(trip.id)).toMatchObject({ acceptedTimestamp, pickupTimestamp, completionTimestamp, cancelledTimestamp });
    }
  });
});
