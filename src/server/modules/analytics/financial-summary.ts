import { sql } from 'drizzle-orm';
import { FINANCIAL_PERIOD_DAYS, type FinancialSummary } from '../../../domain/overview';
import type { Db } from '../../db/connect';
import { rawRows } from '../../db/raw-query';

interface Row {
  from: Date | string;
  to: Date | string;
  completedTrips: number;
  totalRevenue: number;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** Trips completed in the period and the revenue they brought (a trip without a recorded revenue counts 0). */
export async function financialSummary(db: Db): Promise<FinancialSummary> {
  const [row] = await rawRows<Row>(
    db,
    sql`select now() - make_interval(days => ${FINANCIAL_PERIOD_DAYS}) as "from",
               now() as "to",
               count(*)::int as "completedTrips",
               round(coalesce(sum(revenue), 0)::numeric, 2)::float8 as "totalRevenue"
        from trips
        where status = 'COMPLETED'
          and coalesce(completion_timestamp, actual_end_time, updated_at) > now() - make_interval(days => ${FINANCIAL_PERIOD_DAYS})
          and coalesce(completion_timestamp, actual_end_time, updated_at) <= now()`,
  );
  const { completedTrips } = row!;
  const totalRevenue = Number(row!.totalRevenue);
  return {
    periodDays: FINANCIAL_PERIOD_DAYS,
    from: iso(row!.from),
    to: iso(row!.to),
    completedTrips,
    totalRevenue,
    averageRevenuePerTrip: completedTrips === 0 ? 0 : Math.round((totalRevenue / completedTrips) * 100) / 100,
  };
}
