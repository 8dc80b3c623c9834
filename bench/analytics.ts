// Section "analytics": the "trips" data set (100,000 trips over 90 days) on PGlite and on PostgreSQL. Requests/s, p50
// and p99 of every analytics, revenue, performance and financial call over a 30-day window (revenue and performance
// also over 24 hours), each answer first checked against the same figure counted in SQL over the same window.
// Every trip an agency carried has a unit and a ready window, so deadhead (each unit's previous drop-off), on-time
// pickups and unit efficiency (some 160,000 unit status changes) are measured at scale too.
import { sql } from 'drizzle-orm';
import type { PerformanceData, RevenueData, TripAnalytics } from '../src/domain/analytics/analytics-answers';
import type { FinancialBreakdown } from '../src/domain/analytics/financial-answers';
import type { FinancialSummary } from '../src/domain/analytics/overview-answers';
import type { Db } from '../src/server/db/connect';
import { rawRows } from '../src/server/db/raw-query';
import { hashPassword } from '../src/server/modules/secrets/passwords';
import { onEachDatabase, serveFilled, type Target } from './databases';
import { type LoadSpec, measureEndpoint, sendOnce } from './load';
import { type Check, count, type EndpointRow, loadTable, printChecks } from './report';
import type { ServerProcess } from './server-process';
import { signIn } from './tcc-server';
import { ADMIN, dispatcherEmail, insertTripData, STAFF_PASSWORD, TRIPS } from './trips-data';

const SECONDS = 5;
const WARMUP_SECONDS = 1;
const CONNECTIONS = 4;
const DAY_MS = 86_400_000;

interface Expected {
  completed: number;
  revenue: number;
  requested: number;
  busiest: { id: string; completed: number; revenue: number };
}

export async function analyticsSection(): Promise<void> {
  console.log(
    `Analytics: ${count(TRIPS.trips)} trips over ${TRIPS.days} days, ${TRIPS.agencies} agencies; a 30-day window (revenue and ` +
      `performance also 24 h); ${CONNECTIONS} connections, ${SECONDS} s per row after a ${WARMUP_SECONDS} s warm-up`,
  );
  await onEachDatabase('analytics', onDatabase);
}

async function onDatabase(target: Target): Promise<void> {
  const now = new Date();
  // one window for the bench's SQL and the server: explicit instants, so both count the same trips
  const window = { from: new Date(now.getTime() - 30 * DAY_MS), to: now };
  const query = `from=${encodeURIComponent(window.from.toISOString())}&to=${encodeURIComponent(window.to.toISOString())}`;
  await serveFilled(
    target,
    async (db) => insertTripData(db, now, { admin: await hashPassword(ADMIN.password), staff: await hashPassword(STAFF_PASSWORD) }),
    async (server, expected: Expected) => {
      const checks: Check[] = [];
      const rows = await measure(server, query, expected, checks);
      loadTable(rows, SECONDS);
      printChecks('analytics', 'a direct SQL count over the same window', checks);
    },
    // vacuumed as PostgreSQL's autovacuum and the embedded database's maintenance would have done by then
    async (db) => {
      await db.execute(sql`vacuum analyze`);
      return expectations(db, window);
    },
  );
}

async function expectations(db: Db, w: { from: Date; to: Date }): Promise<Expected> {
  const [done] = await rawRows<{ n: number; revenue: number }>(
    db,
    sql`select count(*)::int as n, round(coalesce(sum(revenue), 0)::numeric, 2)::float8 as revenue from trips
        where status = 'COMPLETED' and completion_timestamp >= ${w.from} and completion_timestamp < ${w.to}`,
  );
  const [requested] = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from trips where created_at >= ${w.from} and created_at < ${w.to}`);
  const [busiest] = await rawRows<{ id: string; n: number; revenue: number }>(
    db,
    sql`select assigned_agency_id as id, count(*)::int as n, round(coalesce(sum(revenue), 0)::numeric, 2)::float8 as revenue from trips
        where status = 'COMPLETED' and completion_timestamp >= ${w.from} and completion_timestamp < ${w.to}
        group by 1 order by 2 desc, 1 limit 1`,
  );
  return {
    completed: done!.n,
    revenue: Number(done!.revenue),
    requested: requested!.n,
    busiest: { id: busiest!.id, completed: busiest!.n, revenue: Number(busiest!.revenue) },
  };
}

async function measure(server: ServerProcess, window: string, e: Expected, checks: Check[]): Promise<EndpointRow[]> {
  const admin = { authorization: `Bearer ${await signIn(server.baseUrl, ADMIN.email, ADMIN.password)}` };
  const dispatcher = { authorization: `Bearer ${await signIn(server.baseUrl, dispatcherEmail(1), STAFF_PASSWORD, '/api/auth/ems/login')}` };
  const calls: { label: string; path: string; headers: Record<string, string>; check?: (body: string) => void }[] = [
    { label: 'overview counts', path: '/api/tcc/analytics/overview', headers: admin },
    {
      label: 'trips analytics, 30 d',
      path: `/api/tcc/analytics/trips?${window}`,
      headers: admin,
      check: (b) => checks.push(['trips analytics: requested', data<TripAnalytics>(b).requested, e.requested]),
    },
    { label: 'agency analytics, 30 d', path: `/api/tcc/analytics/agencies?${window}`, headers: admin },
    { label: 'facility analytics, 30 d', path: `/api/tcc/analytics/hospitals?${window}`, headers: admin },
    {
      label: 'revenue, system, 30 d',
      path: `/api/optimize/revenue?${window}`,
      headers: admin,
      check: (b) => {
        const r = data<RevenueData>(b);
        checks.push(['revenue: completed trips', r.totalTrips, e.completed], ['revenue: total (cents)', cents(r.totalRevenue), cents(e.revenue)]);
      },
    },
    {
      label: 'revenue, one agency, 30 d',
      path: `/api/optimize/revenue?${window}&agencyId=${e.busiest.id}`,
      headers: admin,
      check: (b) => {
        const r = data<RevenueData>(b);
        checks.push(['agency revenue: completed trips', r.totalTrips, e.busiest.completed], ['agency revenue: total (cents)', cents(r.totalRevenue), cents(e.busiest.revenue)]);
      },
    },
    { label: 'revenue, system, 24 h', path: '/api/optimize/revenue?timeframe=24h', headers: admin },
    {
      label: 'performance, system, 30 d',
      path: `/api/optimize/performance?${window}`,
      headers: admin,
      check: (b) => checks.push(['performance: completed trips', data<PerformanceData>(b).totalTrips, e.completed]),
    },
    { label: 'performance, as an agency, 30 d', path: `/api/optimize/performance?${window}`, headers: dispatcher },
    { label: 'performance, system, 24 h', path: '/api/optimize/performance?timeframe=24h', headers: admin },
    {
      label: 'financial summary, 30 d',
      path: `/api/tcc/financial/summary?${window}`,
      headers: admin,
      check: (b) => checks.push(['financial summary: total (cents)', cents(data<FinancialSummary>(b).totalRevenue), cents(e.revenue)]),
    },
    {
      label: 'financial by agency, 30 d',
      path: `/api/tcc/financial/breakdown?by=agency&${window}`,
      headers: admin,
      check: (b) => checks.push(['financial by agency: total (cents)', cents(data<FinancialBreakdown>(b).total.revenue), cents(e.revenue)]),
    },
    { label: 'financial by week, 30 d', path: `/api/tcc/financial/breakdown?by=week&${window}`, headers: admin },
  ];
  const rows: EndpointRow[] = [];
  for (const c of calls) {
    const spec: LoadSpec = { url: server.baseUrl + c.path, headers: c.headers, connections: CONNECTIONS, seconds: SECONDS };
    const { body } = await sendOnce(spec);
    c.check?.(body);
    rows.push({ label: c.label, ...(await measureEndpoint(spec, WARMUP_SECONDS)), responseBytes: Buffer.byteLength(body) });
  }
  return rows;
}

const data = <T>(body: string) => (JSON.parse(body) as { data: T }).data;
const cents = (dollars: number) => Math.round(dollars * 100);
