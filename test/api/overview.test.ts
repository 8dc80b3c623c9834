import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { TIMEFRAMES } from '@/domain/analytics/timeframe';
import { FINANCIAL_DEFAULT_TIMEFRAME } from '@/domain/analytics/financial';
import type { FinancialSummary, SystemOverview } from '@/domain/analytics/overview-answers';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import { facilities, hospitals } from '@/server/db/schema';
import { seedDemoData } from '@/server/db/seed';
import { signedIn } from './fixtures';
import { createAgency, hoursAgo, insertTrip, insertUnit } from './fleet-fixtures';
import { startTestApp, type TestApp } from './harness';

const FINANCIAL_PERIOD_DAYS = TIMEFRAMES[FINANCIAL_DEFAULT_TIMEFRAME] / 86_400_000;

type Session = { auth: Record<string, string> };
let t: TestApp;
let admin: Session;
let user: Session;
let healthcare: Session;
let ems: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedIn(t.app, t.db, 'ADMIN');
  user = await signedIn(t.app, t.db, 'USER');
  healthcare = await signedIn(t.app, t.db, 'HEALTHCARE');
  ems = await signedIn(t.app, t.db, 'EMS');
});
afterAll(() => t.close());

const get = (url: string, who?: Session) => t.app.inject({ url, headers: who?.auth ?? {} });
const overview = async () => (await get('/api/tcc/analytics/overview', admin)).json().data as SystemOverview;
const financial = async () => (await get('/api/tcc/financial/summary', admin)).json().data as FinancialSummary;

/** The same figures counted table by table, independently of the endpoint's single query. */
async function countedDirectly(db: Db): Promise<SystemOverview> {
  const count = async (table: string) => {
    const [row] = await rawRows<{ total: number; active: number }>(
      db,
      sql.raw(`select count(*)::int as total, (count(*) filter (where is_active))::int as active from ${table}`),
    );
    return row!;
  };
  const [h, a, f, u] = await Promise.all(['hospitals', 'agencies', 'facilities', 'units'].map(count));
  return {
    totalHospitals: h!.total,
    activeHospitals: h!.active,
    totalAgencies: a!.total,
    activeAgencies: a!.active,
    totalFacilities: f!.total,
    activeFacilities: f!.active,
    totalUnits: u!.total,
    activeUnits: u!.active,
  };
}

describe('GET /api/tcc/analytics/overview', () => {
  it('counts every total and its active part from the rows', async () => {
    const before = await overview();
    await t.db.insert(hospitals).values([
      { name: 'Active General', type: 'Hospital', isActive: true, requiresReview: false },
      { name: 'Pending Clinic', type: 'Clinic', isActive: false, requiresReview: true },
      { name: 'Closed Rehab', type: 'Rehabilitation Facility', isActive: false, requiresReview: false },
    ]);
    const active = await createAgency(t.db);
    await createAgency(t.db, { isActive: false });
    await t.db.insert(facilities).values([
      { name: 'Dialysis East', type: 'Dialysis Center' },
      { name: 'Old Wing', type: 'Hospital', isActive: false },
    ]);
    await insertUnit(t.db, active.id);
    await insertUnit(t.db, active.id, { isActive: false });
    await insertUnit(t.db, active.id, { isActive: false });

    const after = await overview();
    expect(after).toEqual({
      totalHospitals: before.totalHospitals + 3,
      activeHospitals: before.activeHospitals + 1,
      totalAgencies: before.totalAgencies + 2,
      activeAgencies: before.activeAgencies + 1,
      totalFacilities: before.totalFacilities + 2,
      activeFacilities: before.activeFacilities + 1,
      totalUnits: before.totalUnits + 3,
      activeUnits: before.activeUnits + 1,
    });
    expect(after).toEqual(await countedDirectly(t.db));
  });

  it('matches the demo data', async () => {
    const demo = await startTestApp();
    try {
      await seedDemoData(demo.db);
      const a = await signedIn(demo.app, demo.db, 'ADMIN');
      const res = await demo.app.inject({ url: '/api/tcc/analytics/overview', headers: a.auth });
      expect(res.json().data).toEqual(await countedDirectly(demo.db));
      expect(res.json().data.totalUnits).toBeGreaterThan(0);
    } finally {
      await demo.close();
    }
  });
});

describe('GET /api/tcc/financial/summary', () => {
  it(`sums the revenue of trips completed in the last ${FINANCIAL_PERIOD_DAYS} days`, async () => {
    const before = await financial();
    const agencyId = (await createAgency(t.db)).id;
    const completed = (daysAgo: number, revenue: number | null) =>
      insertTrip(t.db, { status: 'COMPLETED', agencyId, revenue, completed: hoursAgo(daysAgo * 24) });
    await completed(1, 150.25);
    await completed(10, 249.75);
    await completed(29, null); // counted as a trip, adds no revenue
    await completed(31, 1000); // before the period
    await insertTrip(t.db, { status: 'ACCEPTED', agencyId, revenue: 500 });
    await insertTrip(t.db, { status: 'CANCELLED', agencyId, revenue: 500, completed: hoursAgo(2) });

    const after = await financial();
    expect(after.completedTrips).toBe(before.completedTrips + 3);
    expect(after.totalRevenue).toBeCloseTo(before.totalRevenue + 400, 2);
    expect(after).toMatchObject({ periodDays: FINANCIAL_PERIOD_DAYS, from: expect.any(String), to: expect.any(String) });
    expect(Date.parse(after.to) - Date.parse(after.from)).toBe(FINANCIAL_PERIOD_DAYS * 24 * 3_600_000);
    expect(after.averageRevenuePerTrip).toBeCloseTo(after.totalRevenue / after.completedTrips, 2);
  });

  it('is all zeros without completed trips', async () => {
    const empty = await startTestApp();
    try {
      const a = await signedIn(empty.app, empty.db, 'ADMIN');
      const res = await empty.app.inject({ url: '/api/tcc/financial/summary', headers: a.auth });
      expect(res.json().data).toMatchObject({ completedTrips: 0, totalRevenue: 0, averageRevenuePerTrip: 0 });
    } finally {
      await empty.close();
    }
  });
});

describe('who may read the overview and the financial summary', () => {
  it.each([
    ['ADMIN', () => admin, 200, 200],
    ['USER', () => user, 200, 403],
    ['HEALTHCARE', () => healthcare, 403, 403],
    ['EMS', () => ems, 403, 403],
    ['no token', () => undefined, 401, 401],
  ])('%s → overview %i, financial %i', async (_role, who, overviewStatus, financialStatus) => {
    const res = await get('/api/tcc/analytics/overview', who());
    expect(res.statusCode).toBe(overviewStatus);
    if (overviewStatus === 403) expect(res.json()).toEqual({ success: false, error: AUTH_MESSAGES.forbidden });
    expect((await get('/api/tcc/financial/summary', who())).statusCode).toBe(financialStatus);
  });
});
