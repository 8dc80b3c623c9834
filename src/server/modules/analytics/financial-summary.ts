import { sql } from 'drizzle-orm';
import { roundTo, type Window } from '@/domain/analytics/figures';
import type { FinancialSummary } from '@/domain/analytics/overview-answers';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import { windowed } from './analytics-window';
import { dollarsSql, inWindowSql } from './figure-sql';

/** Trips completed in the window and the revenue they brought, as src/domain/analytics/figures.ts defines them. */
export async function financialSummary(db: Db, w: Window): Promise<FinancialSummary> {
  const [row] = await rawRows<{ completedTrips: number; totalRevenue: number | string }>(
    db,
    sql`select count(*)::int as "completedTrips", ${dollarsSql(sql`revenue`)} as "totalRevenue"
        from trips where status = 'COMPLETED' and ${inWindowSql(sql`completion_timestamp`, w)}`,
  );
  const completedTrips = Number(row!.completedTrips);
  const totalRevenue = Number(row!.totalRevenue);
  return {
    periodDays: Math.round((w.to.getTime() - w.from.getTime()) / 86_400_000),
    ...windowed(w),
    completedTrips,
    totalRevenue,
    // the average of no trips is $0.00 here, as this summary has always answered
    averageRevenuePerTrip: completedTrips === 0 ? 0 : roundTo(totalRevenue / completedTrips, 2),
  };
}
