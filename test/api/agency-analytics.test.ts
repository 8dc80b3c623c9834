import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDate, localDayWindow } from '@/domain/analytics/agency-analytics';
import type { AgencyAnalytics } from '@/domain/analytics/overview-answers';
import type { TripStatus } from '@/domain/common/enums';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { trips } from '@/server/db/schema';
import { writeStep } from './stored-steps';
import { refusedCaller, signedInStaff, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();
const ZONE = 'America/New_York';
const URL = '/api/trips/agency-analytics';
let cct: Headers;

const analytics = async (who: Headers, query = '') => {
  const res = await w.call('GET', `${URL}${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AgencyAnalytics;
};
const newTrip = async (selectedAgencies: string[], over: Record<string, unknown> = {}) => {
  const res = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { selectedAgencies, ...over }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TripDetails;
};
const move = async (who: Headers, id: string, status: TripStatus) => {
  const res = await w.call('PUT', `/api/trips/${id}/status`, who, { status });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TripDetails | null;
};
/** Moves the trip through the agency's lifecycle up to `to`. */
async function carry(who: Headers, id: string, to: 'ACCEPTED' | 'IN_PROGRESS' | 'COMPLETED') {
  const path: TripStatus[] = ['ACCEPTED', 'IN_PROGRESS', 'COMPLETED'];
  let last: TripDetails | null = null;
  for (const status of path.slice(0, path.indexOf(to) + 1)) last = await move(who, id, status);
  return last!;
}
/** Sets a trip's request time to `minutes` before its acceptance, and its pickup `pickupAfter` minutes after it. */
const shiftTimes = (id: string, minutes: number, pickupAfter?: number) =>
  w.t.db
    .update(trips)
    .set({
      createdAt: sql`${trips.acceptedTimestamp} - make_interval(mins => ${minutes})`,
      ...(pickupAfter === undefined ? {} : { pickupTimestamp: sql`${trips.acceptedTimestamp} + make_interval(mins => ${pickupAfter})` }),
    })
    .where(eq(trips.id, id));

describe('GET /api/trips/agency-analytics', () => {
  beforeAll(async () => {
    cct = (await signedInStaff(w.t.app, w.t.db, 'EMS', { agencyId: w.a.cct.id })).auth;
  });

  it('answers zeros, no rate and no medians for an agency with no trips, with every day of the period', async () => {
    const a = await analytics(w.ems);
    expect(a).toMatchObject({
      days: 30,
      timeZone: ZONE,
      overview: { availableTrips: 0, activeTrips: 0, completedToday: 0, todaysRevenue: 0 },
      tripsByStatus: { PENDING: 0, ACCEPTED: 0, IN_PROGRESS: 0, COMPLETED: 0, CANCELLED: 0 },
      offers: { offered: 0, accepted: 0, declined: 0, acceptanceRate: null },
      medianMinutes: { requestToAcceptance: null, acceptanceToPickup: null },
    });
    const { dates, from } = localDayWindow(new Date(a.to).getTime(), 30, ZONE);
    expect(a.completedPerDay).toEqual(dates.map((date) => ({ date, completed: 0, revenue: 0 })));
    expect(a.from).toBe(from.toISOString());
    expect((await analytics(w.ems, '?days=7')).completedPerDay).toHaveLength(7);
  });

  it("computes the agency's figures from trips moved through the lifecycle, never another agency's", async () => {
    const both = [w.a.alsNear.id, w.a.cct.id];
    const done = await newTrip(both, { patientId: 'PDONE0001' });
    const riding = await newTrip(both, { patientId: 'PRIDE0001' });
    const accepted = await newTrip(both, { patientId: 'PACPT0001' });
    const declined = await newTrip(both, { patientId: 'PDECL0001' });
    const takenByOther = await newTrip(both, { patientId: 'POTHR0001' });
    const waiting = await newTrip(both, { patientId: 'PWAIT0001', urgencyLevel: 'Urgent' });
    await newTrip([w.a.cct.id], { patientId: 'PCCTO0001' });
    const yesterday = await newTrip(both, { patientId: 'PYEST0001' });

    const completed = await carry(w.ems, done.id, 'COMPLETED');
    await carry(w.ems, riding.id, 'IN_PROGRESS');
    await carry(w.ems, accepted.id, 'ACCEPTED');
    expect(await move(w.ems, declined.id, 'CANCELLED')).toBeNull();
    await carry(cct, takenByOther.id, 'ACCEPTED');
    const early = await carry(w.ems, yesterday.id, 'COMPLETED');
    // a trip completed one minute before local midnight belongs to yesterday, not today
    const { todayStart } = localDayWindow(Date.now(), 1, ZONE);
    await w.t.db
      .update(trips)
      .set({ completionTimestamp: new Date(todayStart.getTime() - 60_000) })
      .where(eq(trips.id, yesterday.id));
    // requested 10, 20, 40 and 30 minutes before acceptance; picked up 5, 15 and 25 minutes after it
    await shiftTimes(done.id, 10, 5);
    await shiftTimes(riding.id, 20, 15);
    await shiftTimes(accepted.id, 40);
    await shiftTimes(yesterday.id, 30, 25);

    const a = await analytics(w.ems);
    const today = a.completedPerDay.at(-1)!.date;
    const completedToday = localDate(new Date(completed.completionTimestamp!).getTime(), ZONE) === today ? 1 : 0;
    expect(a.overview).toEqual({
      availableTrips: 1,
      activeTrips: 2,
      completedToday,
      todaysRevenue: completedToday ? completed.revenue : 0,
    });
    expect(a.tripsByStatus).toEqual({ PENDING: 1, ACCEPTED: 1, IN_PROGRESS: 1, COMPLETED: 2, CANCELLED: 0 });
    expect(a.offers).toEqual({ offered: 7, accepted: 4, declined: 1, acceptanceRate: 0.8 });
    // medians of 10, 20, 30, 40 and of 5, 15, 25
    expect(a.medianMinutes).toEqual({ requestToAcceptance: 25, acceptanceToPickup: 15 });
    // the crew's At pickup step times the arrival where it was recorded: 3 minutes instead of 15, so 3, 5 and 25
    const [ridingRow] = await w.t.db.select().from(trips).where(eq(trips.id, riding.id));
    await writeStep(w.t.db, riding.id, 'AT_PICKUP', new Date(ridingRow!.acceptedTimestamp!.getTime() + 3 * 60_000));
    expect((await analytics(w.ems)).medianMinutes).toEqual({ requestToAcceptance: 25, acceptanceToPickup: 5 });
    const day = (date: string) => a.completedPerDay.find((d) => d.date === date);
    const completedOn = localDate(new Date(completed.completionTimestamp!).getTime(), ZONE);
    const yesterdayDate = localDate(todayStart.getTime() - 60_000, ZONE);
    expect(day(yesterdayDate)).toEqual({ date: yesterdayDate, completed: 1, revenue: early.revenue });
    expect(day(completedOn)).toEqual({ date: completedOn, completed: 1, revenue: completed.revenue });
    expect(a.completedPerDay.reduce((n, d) => n + d.completed, 0)).toBe(2);
    expect(completed.revenue).toBeGreaterThan(0);

    // the Available Trips card counts exactly what the Available Trips list shows
    const list = await w.call('GET', '/api/trips?status=PENDING', w.ems);
    expect(list.json().total).toBe(a.overview.availableTrips);
    expect(list.json().data.map((t: TripDetails) => t.id)).toEqual([waiting.id]);

    // a one-day period keeps today only: yesterday's completion drops out of the chart
    const oneDay = await analytics(w.ems, '?days=1');
    expect(oneDay.completedPerDay).toEqual([{ date: today, completed: completedToday, revenue: completedToday ? completed.revenue : 0 }]);

    // the other agency sees its own figures: its acceptance, and the trips still open to it
    const other = await analytics(cct);
    expect(other.offers).toEqual({ offered: 8, accepted: 1, declined: 0, acceptanceRate: 1 });
    expect(other.overview).toMatchObject({ availableTrips: 3, activeTrips: 1, completedToday: 0, todaysRevenue: 0 });
    expect(other.tripsByStatus).toEqual({ PENDING: 3, ACCEPTED: 1, IN_PROGRESS: 0, COMPLETED: 0, CANCELLED: 0 });
    // an agency asked for none of these trips has nothing to show
    expect((await analytics(w.emsFar)).offers).toEqual({ offered: 0, accepted: 0, declined: 0, acceptanceRate: null });
  });

  it.each(['ADMIN', 'USER', 'none'] as const)('refuses %s', async (role) => {
    const r = refusedCaller(w, role);
    const res = await w.call('GET', URL, r.who);
    expect(res.statusCode).toBe(r.status);
    expect(res.json()).toEqual({ success: false, error: r.error });
  });

  it('refuses a facility user', async () => {
    const res = await w.call('GET', URL, w.nurse);
    expect(res.statusCode).toBe(403);
  });

  it('refuses an EMS account without an agency', async () => {
    const loose = await signedInStaff(w.t.app, w.t.db, 'EMS', {});
    const res = await w.call('GET', URL, loose.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: TRIP_ERRORS.noAgencyAccount });
  });

  it.each(['?days=0', '?days=91', '?days=abc', '?days=1.5'])('refuses %s with 400 naming days', async (query) => {
    const res = await w.call('GET', `${URL}${query}`, w.ems);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(/^days/);
  });
});
