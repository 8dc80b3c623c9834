import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMEFRAME_MESSAGES } from '@/domain/analytics/timeframe';
import { BREAKDOWNS, FINANCIAL_REPORT_TEXTS } from '@/domain/analytics/financial';
import type { FinancialBreakdown } from '@/domain/analytics/financial-answers';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { rawRows } from '@/server/db/raw-query';
import { seedDemoData } from '@/server/db/seed';
import { csvRows } from '../support/csv-rows';
import { signedIn, tableCounts } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
const as = {} as Record<'ADMIN' | 'USER' | 'HEALTHCARE' | 'EMS' | 'none', Record<string, string>>;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.db);
  for (const role of ['ADMIN', 'USER', 'HEALTHCARE', 'EMS'] as const) as[role] = (await signedIn(t.app, t.db, role)).auth;
  as.none = {};
});
afterAll(() => t.close());

const get = (url: string, headers = as.ADMIN) => t.app.inject({ method: 'GET', url, headers });
const to = new Date();
const from = new Date(to.getTime() - 30 * 86_400_000);
const window = `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;

async function directTotal() {
  const [row] = await rawRows<{ n: number; revenue: number; miles: number }>(
    t.db,
    sql`select count(*)::int as n, round(coalesce(sum(revenue), 0)::numeric, 2)::float8 as revenue,
               round(coalesce(sum(loaded_miles), 0)::numeric, 1)::float8 as miles
        from trips where status = 'COMPLETED' and completion_timestamp >= ${from} and completion_timestamp < ${to}`,
  );
  return { completedTrips: row!.n, revenue: Number(row!.revenue), loadedMiles: Number(row!.miles) };
}

describe('GET /api/tcc/financial/breakdown', () => {
  it.each(BREAKDOWNS)('by %s: the rows add up to the total, which is the SQL sum over the completed trips', async (by) => {
    const res = await get(`/api/tcc/financial/breakdown?by=${by}&${window}`);
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json().data as FinancialBreakdown;
    const expected = await directTotal();
    expect(expected.completedTrips, 'the demo region completed trips in the window').toBeGreaterThan(0);
    expect(b.total).toEqual(expected);
    expect(b.rows.reduce((s, r) => s + r.completedTrips, 0)).toBe(expected.completedTrips);
    expect(Math.round(b.rows.reduce((s, r) => s + r.revenue * 100, 0))).toBe(Math.round(expected.revenue * 100));
    expect(b.rows.every((r) => r.label.length > 0)).toBe(true);
  });

  it('the summary agrees with every breakdown', async () => {
    const summary = (await get(`/api/tcc/financial/summary?${window}`)).json().data;
    const total = (await get(`/api/tcc/financial/breakdown?by=level&${window}`)).json().data.total;
    expect({ trips: summary.completedTrips, revenue: summary.totalRevenue }).toEqual({ trips: total.completedTrips, revenue: total.revenue });
  });

  it('the CSV holds the same rows and a Total line that adds up', async () => {
    const res = await get(`/api/tcc/financial/breakdown.csv?by=agency&${window}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="revenue-by-agency-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = csvRows(res.body);
    expect(header).toEqual([FINANCIAL_REPORT_TEXTS.by.agency, FINANCIAL_REPORT_TEXTS.columns.completedTrips, FINANCIAL_REPORT_TEXTS.columns.revenue, FINANCIAL_REPORT_TEXTS.columns.loadedMiles]);
    const total = lines.pop()!;
    expect(total[0]).toBe(FINANCIAL_REPORT_TEXTS.total);
    const cents = lines.reduce((s, l) => s + Math.round(Number(l[2]) * 100), 0);
    expect(cents).toBe(Math.round(Number(total[2]) * 100));
    expect(Number(total[2])).toBe((await directTotal()).revenue);
  });
});

describe('who may ask, and bad input', () => {
  it.each(['/api/tcc/financial/summary', '/api/tcc/financial/breakdown?by=month', '/api/tcc/financial/breakdown.csv?by=week'])(
    '%s: ADMIN only',
    async (url) => {
      expect((await get(url)).statusCode).toBe(200);
      for (const role of ['USER', 'HEALTHCARE', 'EMS'] as const) {
        const res = await get(url, as[role]);
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe(AUTH_MESSAGES.forbidden);
      }
      expect((await get(url, as.none)).statusCode).toBe(401);
    },
  );

  it.each([
    ['/api/tcc/financial/breakdown?by=day', `by must be one of ${BREAKDOWNS.join(', ')}`],
    ['/api/tcc/financial/breakdown', `by must be one of ${BREAKDOWNS.join(', ')}`],
    ['/api/tcc/financial/breakdown?by=agency&timeframe=1y', TIMEFRAME_MESSAGES.timeframe],
    ['/api/tcc/financial/summary?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', TIMEFRAME_MESSAGES.order],
    ['/api/tcc/financial/breakdown.csv?by=agency&from=2020-01-01T00:00:00Z&to=2026-01-01T00:00:00Z', TIMEFRAME_MESSAGES.tooLong],
  ])('%s → 400 %s, nothing written', async (url, error) => {
    const before = await tableCounts(t.db);
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error });
    expect(await tableCounts(t.db)).toEqual(before);
  });
});
