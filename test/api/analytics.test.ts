import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES } from '@/domain/analytics/api';
import {
  acceptanceRate,
  averageMinutes,
  averageRevenuePerTrip,
  bedsideMinutes,
  completedIn,
  deadheadMiles,
  handoverMinutes,
  loadedMileRatio,
  loadedMiles,
  medianMinutes,
  onTimePickupRate,
  pickupMinutes,
  pickupsTimedBySteps,
  responseMinutes,
  revenuePerHour,
  roundTo,
  totalRevenue,
  unitEfficiency,
  type TripFacts,
  type UnitStatusSpan,
  type Window,
} from '@/domain/analytics/figures';
import { TIMEFRAME_MESSAGES } from '@/domain/analytics/timeframe';
import { DEMO_ACCOUNTS } from '@/domain/session/demo-accounts';
import type { LatLng } from '@/domain/places/geo';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { dateInZone } from '@/domain/trips/scheduled-time';
import type { TripStep } from '@/domain/trips/trip-steps';
import { rawRows } from '@/server/db/raw-query';
import { agencies, agencyResponses, trips, units, unitStatusHistory } from '@/server/db/schema';
import { seedDemoData } from '@/server/db/seed';
import { LOGIN_PATH, signedIn, tableCounts } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { writeStep } from './stored-steps';

// The figures of every call over the demo region's trips, compared with the definitions of src/domain/analytics
// applied in JavaScript to the same rows read straight from the tables: two independent computations.

let t: TestApp;
type Headers = Record<string, string>;
const as: Record<'ADMIN' | 'USER' | 'HEALTHCARE' | 'EMS' | 'none', Headers> = {} as never;
let metro: { id: string; name: string };
let facts: TripFacts[];
let bases: Map<string, LatLng>;

const point = (lat: number | null, lng: number | null) => (lat === null || lng === null ? null : { lat, lng });

async function demoSignIn(role: 'ems') {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const res = await t.app.inject({ method: 'POST', url: LOGIN_PATH.EMS, payload: { email: account.email, password: account.password } });
  return { authorization: `Bearer ${res.json().token}` };
}

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.db);
  // the demo facilities set the control center's zone (Eastern): read before the figures are asked for
  await t.app.centerClock.refresh();
  const [admin, user, healthcare] = await Promise.all((['ADMIN', 'USER', 'HEALTHCARE'] as const).map((r) => signedIn(t.app, t.db, r)));
  Object.assign(as, { ADMIN: admin!.auth, USER: user!.auth, HEALTHCARE: healthcare!.auth, EMS: await demoSignIn('ems'), none: {} });
  metro = (await t.db.select({ id: agencies.id, name: agencies.name }).from(agencies).where(eq(agencies.name, 'Metro EMS')))[0]!;
  const stepsOf = await crewStepsOnEveryOtherPickup();
  const rows = await t.db.select().from(trips);
  facts = rows.map((r) => ({
    steps: stepsOf.get(r.id),
    status: r.status,
    requestedAt: r.createdAt,
    acceptedAt: r.acceptedTimestamp,
    pickupAt: r.pickupTimestamp,
    completedAt: r.completionTimestamp,
    readyEnd: r.readyEnd,
    revenue: r.revenue,
    loadedMiles: r.loadedMiles,
    agencyId: r.assignedAgencyId,
    unitId: r.assignedUnitId,
    from: point(r.fromLatitude, r.fromLongitude),
    to: point(r.toLatitude, r.toLongitude),
  }));
  const agencyRows = await t.db.select().from(agencies);
  bases = new Map(agencyRows.flatMap((a) => (a.latitude === null || a.longitude === null ? [] : [[a.id, { lat: a.latitude, lng: a.longitude }]])));
});
afterAll(() => t.close());

/**
 * The crew's steps on every other trip picked up, in the order of their pickups, so that any window holding two
 * pickups holds one of each (the others keep today's times): arrived 20 minutes before the patient was loaded, and at
 * the destination 12 minutes before the handover. Their times, by trip.
 */
async function crewStepsOnEveryOtherPickup() {
  const picked = await t.db
    .select()
    .from(trips)
    .where(sql`${trips.pickupTimestamp} is not null`)
    .orderBy(asc(trips.pickupTimestamp), asc(trips.id));
  const stepsOf = new Map<string, NonNullable<TripFacts['steps']>>();
  for (const [i, trip] of picked.entries()) {
    if (i % 2 === 1) continue;
    const steps: NonNullable<TripFacts['steps']> = {
      AT_PICKUP: new Date(trip.pickupTimestamp!.getTime() - 20 * 60_000),
      PATIENT_LOADED: trip.pickupTimestamp!,
      ...(trip.completionTimestamp && {
        AT_DESTINATION: new Date(trip.completionTimestamp.getTime() - 12 * 60_000),
        HANDED_OVER: trip.completionTimestamp,
      }),
    };
    for (const [step, at] of Object.entries(steps)) await writeStep(t.db, trip.id, step as TripStep, at);
    stepsOf.set(trip.id, steps);
  }
  return stepsOf;
}

const get = (url: string, headers: Headers = as.ADMIN) => t.app.inject({ method: 'GET', url, headers });
const now = new Date();
const windowOf = (days: number): Window => ({ from: new Date(now.getTime() - days * 86_400_000), to: now });
const query = (w: Window) => `from=${encodeURIComponent(w.from.toISOString())}&to=${encodeURIComponent(w.to.toISOString())}`;
const WINDOWS = [1, 7, 30];

async function statusSpans(unitFilter: (unitId: string, agencyId: string) => boolean): Promise<UnitStatusSpan[]> {
  const rows = await t.db
    .select({ unitId: unitStatusHistory.unitId, agencyId: units.agencyId, status: unitStatusHistory.toStatus, at: unitStatusHistory.changedAt })
    .from(unitStatusHistory)
    .innerJoin(units, eq(units.id, unitStatusHistory.unitId))
    .orderBy(asc(unitStatusHistory.unitId), asc(unitStatusHistory.changedAt), asc(unitStatusHistory.id));
  return rows.flatMap((r, i) => {
    if (!unitFilter(r.unitId, r.agencyId)) return [];
    const next = rows[i + 1];
    return [{ status: r.status, from: r.at, to: next && next.unitId === r.unitId ? next.at : new Date() }];
  });
}

describe('GET /api/optimize/revenue', () => {
  it.each(WINDOWS)('system-wide over %i day(s): every figure equals its definition over the rows', async (days) => {
    const w = windowOf(days);
    const done = completedIn(facts, w);
    expect(done.length, 'the demo region completes trips in the window').toBeGreaterThan(0);
    const loaded = loadedMiles(done);
    const deadhead = deadheadMiles(done, facts, bases);
    const res = await get(`/api/optimize/revenue?${query(w)}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      totalTrips: done.length,
      totalRevenue: totalRevenue(done),
      averageRevenuePerTrip: averageRevenuePerTrip(done),
      loadedMiles: loaded,
      agencyId: null,
    });
    expect(data.revenuePerHour).toBeCloseTo(revenuePerHour(done)!, 1);
    expect(data.deadheadMiles).toBeCloseTo(deadhead, 0);
    expect(data.loadedMileRatio).toBeCloseTo(loadedMileRatio(loaded, deadhead)!, 2);
    expect(data.totalMiles).toBeCloseTo(roundTo(loaded + deadhead, 1), 0);
    // and the plainest check of all: SQL's own count and sum
    const [direct] = await rawRows<{ n: number; revenue: number }>(
      t.db,
      sql`select count(*)::int as n, round(coalesce(sum(revenue), 0)::numeric, 2)::float8 as revenue from trips
          where status = 'COMPLETED' and completion_timestamp >= ${w.from} and completion_timestamp < ${w.to}`,
    );
    expect({ n: data.totalTrips, revenue: data.totalRevenue }).toEqual({ n: direct!.n, revenue: Number(direct!.revenue) });
  });

  it("an agency's figures cover its own trips; an EMS user gets its own agency without asking", async () => {
    const w = windowOf(30);
    const done = completedIn(facts, w).filter((f) => f.agencyId === metro.id);
    const expected = { agencyId: metro.id, totalTrips: done.length, totalRevenue: totalRevenue(done), loadedMiles: loadedMiles(done) };
    expect((await get(`/api/optimize/revenue?${query(w)}&agencyId=${metro.id}`)).json().data).toMatchObject(expected);
    expect((await get(`/api/optimize/revenue?${query(w)}`, as.EMS)).json().data).toMatchObject(expected);
    expect((await get(`/api/optimize/revenue?${query(w)}&agencyId=${metro.id}`, as.EMS)).json().data).toMatchObject(expected);
  });
});

describe('GET /api/optimize/performance', () => {
  it.each(WINDOWS)('system-wide over %i day(s): every figure equals its definition over the rows', async (days) => {
    const w = windowOf(days);
    const response = responseMinutes(facts, w);
    const res = await get(`/api/optimize/performance?${query(w)}`, as.USER);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      totalTrips: completedIn(facts, w).length,
      averageResponseTime: averageMinutes(response),
      medianResponseTime: medianMinutes(response),
      averageTimeToPickup: averageMinutes(pickupMinutes(facts, w)),
      onTimePickupRate: onTimePickupRate(facts, w),
      averageBedsideTime: averageMinutes(bedsideMinutes(facts, w)),
      averageHandoverTime: averageMinutes(handoverMinutes(facts, w)),
      unitId: null,
    });
    const { trips: pickedUp, timedBySteps } = pickupsTimedBySteps(facts, w);
    expect({ pickedUpTrips: data.pickedUpTrips, timedBySteps: data.timedBySteps }).toEqual({ pickedUpTrips: pickedUp, timedBySteps });
    // the window holds trips timed both ways: the steps' times and the fallback are both in the figures
    expect(timedBySteps).toBeGreaterThan(0);
    expect(timedBySteps).toBeLessThan(pickedUp);
    expect(data.averageBedsideTime).toBe(20);
    expect(data.efficiency).toBeCloseTo(unitEfficiency(await statusSpans(() => true), w) ?? 0, 2);
  });

  it("a unit's figures cover its trips and its status history", async () => {
    const w = windowOf(30);
    const [unit] = await t.db.select().from(units).where(eq(units.agencyId, metro.id)).limit(1);
    const mine = facts.filter((f) => f.unitId === unit!.id);
    const data = (await get(`/api/optimize/performance?${query(w)}&unitId=${unit!.id}`, as.EMS)).json().data;
    expect(data).toMatchObject({
      unitId: unit!.id,
      agencyId: metro.id,
      totalTrips: completedIn(mine, w).length,
      averageResponseTime: averageMinutes(responseMinutes(mine, w)),
    });
    const efficiency = unitEfficiency(await statusSpans((id) => id === unit!.id), w);
    if (efficiency === null) expect(data.efficiency).toBeNull();
    else expect(data.efficiency).toBeCloseTo(efficiency, 2);
  });
});

describe('GET /api/tcc/analytics/trips, /agencies, /hospitals', () => {
  it('trips: the window’s requests by status, level and priority add up, per day and in all', async () => {
    const w = windowOf(30);
    const data = (await get(`/api/tcc/analytics/trips?${query(w)}`)).json().data;
    const requested = facts.filter((f) => f.requestedAt >= w.from && f.requestedAt < w.to);
    expect(data.requested).toBe(requested.length);
    for (const key of ['byStatus', 'byLevel', 'byPriority'] as const) {
      expect(Object.values(data[key] as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(requested.length);
    }
    expect(data.byStatus.COMPLETED).toBe(requested.filter((f) => f.status === 'COMPLETED').length);
    const perDay = data.perDay as { date: string; requested: number; completed: number; revenue: number }[];
    expect(perDay.reduce((s, d) => s + d.requested, 0)).toBe(requested.length);
    const done = completedIn(facts, w);
    // each trip on its own local date in the control center's zone
    const onDate = (date: string, at: (f: TripFacts) => Date | null, of: TripFacts[]) =>
      of.filter((f) => dateInZone(at(f)!, t.app.centerClock.timeZone) === date).length;
    expect(perDay.map((d) => [d.date, d.requested, d.completed])).toEqual(
      perDay.map((d) => [d.date, onDate(d.date, (f) => f.requestedAt, requested), onDate(d.date, (f) => f.completedAt, done)]),
    );
    expect(perDay.reduce((s, d) => s + d.completed, 0)).toBe(done.length);
    expect(roundTo(perDay.reduce((s, d) => s + d.revenue, 0), 2)).toBeCloseTo(totalRevenue(done), 1);
    const bands = data.responseTimes as { trips: number }[];
    expect(bands.reduce((s, b) => s + b.trips, 0)).toBe(responseMinutes(facts, w).length);
  });

  it.each(WINDOWS)('agencies over %i day(s): each row equals the definitions over that agency’s trips and offers', async (days) => {
    const w = windowOf(days);
    const offers = await t.db.select().from(agencyResponses);
    const rows = (await get(`/api/tcc/analytics/agencies?${query(w)}`, as.USER)).json().data.agencies as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const id = row.agencyId as string;
      const mine = facts.filter((f) => f.agencyId === id);
      const theirOffers = offers.filter((o) => o.agencyId === id);
      expect(row, row.agencyName as string).toMatchObject({
        offersReceived: theirOffers.filter((o) => o.createdAt >= w.from && o.createdAt < w.to).length,
        acceptanceRate: acceptanceRate(theirOffers, w),
        medianResponseTime: medianMinutes(responseMinutes(mine, w)),
        onTimePickupRate: onTimePickupRate(mine, w),
        completed: completedIn(mine, w).length,
        revenue: totalRevenue(completedIn(mine, w)),
      });
    }
  });

  it('hospitals: requests, cancellations, median wait and completions per facility', async () => {
    const w = windowOf(30);
    const rows = (await get(`/api/tcc/analytics/hospitals?${query(w)}`)).json().data.hospitals as Record<string, unknown>[];
    const all = await t.db.select({ hospitalId: trips.hospitalId, status: trips.status, createdAt: trips.createdAt }).from(trips);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const mine = all.filter((r) => r.hospitalId === row.hospitalId && r.createdAt >= w.from && r.createdAt < w.to);
      expect(row.requests).toBe(mine.length);
      expect(row.cancelled).toBe(mine.filter((r) => r.status === 'CANCELLED').length);
    }
  });
});

describe('who may ask, and bad input', () => {
  it.each([
    ['/api/optimize/revenue', ['ADMIN', 'USER', 'EMS']],
    ['/api/optimize/performance', ['ADMIN', 'USER', 'EMS']],
    ['/api/tcc/analytics/trips', ['ADMIN', 'USER']],
    ['/api/tcc/analytics/agencies', ['ADMIN', 'USER']],
    ['/api/tcc/analytics/hospitals', ['ADMIN', 'USER']],
  ] as const)('%s answers %j; the others 403, no token 401', async (url, allowed) => {
    for (const role of ['ADMIN', 'USER', 'HEALTHCARE', 'EMS', 'none'] as const) {
      const res = await get(url, as[role]);
      const expected = (allowed as readonly string[]).includes(role) ? 200 : role === 'none' ? 401 : 403;
      expect(res.statusCode, `${role} ${res.body}`).toBe(expected);
      if (expected === 403) expect(res.json().error).toBe(AUTH_MESSAGES.forbidden);
    }
  });

  it('an EMS user asking for another agency or its unit → 403', async () => {
    const [other] = await t.db.select().from(agencies).where(sql`${agencies.id} <> ${metro.id} and ${agencies.isActive}`).limit(1);
    const [otherUnit] = await t.db.select().from(units).where(eq(units.agencyId, other!.id)).limit(1);
    for (const url of [`/api/optimize/revenue?agencyId=${other!.id}`, `/api/optimize/performance?unitId=${otherUnit!.id}`]) {
      const res = await get(url, as.EMS);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(ANALYTICS_MESSAGES.otherAgency);
    }
  });

  it.each([
    ['/api/optimize/revenue?timeframe=2w', 400, TIMEFRAME_MESSAGES.timeframe],
    ['/api/tcc/analytics/trips?timeframe=forever', 400, TIMEFRAME_MESSAGES.timeframe],
    ['/api/optimize/revenue?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', 400, TIMEFRAME_MESSAGES.order],
    ['/api/optimize/performance?from=2020-01-01T00:00:00Z&to=2026-01-01T00:00:00Z', 400, TIMEFRAME_MESSAGES.tooLong],
    ['/api/tcc/analytics/agencies?from=yesterday&to=today', 400, TIMEFRAME_MESSAGES.fromTo],
    ['/api/optimize/revenue?agencyId=metro', 400, ANALYTICS_MESSAGES.agencyIdMalformed],
    ['/api/optimize/revenue?agencyId=00000000-0000-4000-8000-000000000000', 404, ANALYTICS_MESSAGES.agencyIdUnknown],
    ['/api/optimize/performance?unitId=A-101', 400, ANALYTICS_MESSAGES.unitIdMalformed],
    ['/api/optimize/performance?unitId=00000000-0000-4000-8000-000000000000', 404, ANALYTICS_MESSAGES.unitIdUnknown],
  ])('%s → %i %s, and nothing is written', async (url, status, error) => {
    const before = await tableCounts(t.db);
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, error });
    expect(await tableCounts(t.db)).toEqual(before);
  });
});
