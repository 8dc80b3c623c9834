// GET /api/optimize/revenue: the definitions of src/domain/analytics/figures.ts over the trips completed in the window
// (deadhead as recorded on each trip when it was completed: ./deadhead.ts).
import { sql } from 'drizzle-orm';
import type { RevenueData } from '@/domain/analytics/analytics-answers';
import { loadedMileRatio, roundTo, type Window } from '@/domain/analytics/figures';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import type { FigureScope } from './analytics-scope';
import { windowed } from './analytics-window';
import { dollarsSql, inWindowSql, minutesSql } from './figure-sql';

/** The trips a scope covers: those assigned to its unit, or to its agency, or all. */
export const tripScopeSql = (scope: FigureScope, alias = 't') => {
  const t = sql.raw(alias);
  if (scope.unitId) return sql`${t}.assigned_unit_id = ${scope.unitId}`;
  if (scope.agencyId) return sql`${t}.assigned_agency_id = ${scope.agencyId}`;
  return sql`true`;
};

interface Row {
  totalTrips: number;
  totalRevenue: number | string;
  unitHours: number | string;
  loadedMiles: number | string;
  deadheadMiles: number | string;
}

export async function revenueFigures(db: Db, scope: FigureScope, w: Window): Promise<RevenueData> {
  const [row] = await rawRows<Row>(
    db,
    // every column read here is in trips_completed_idx: the window is one index range and no table reads
    sql`select count(*)::int as "totalTrips",
               ${dollarsSql(sql`t.revenue`)} as "totalRevenue",
               coalesce(sum(${minutesSql(sql`t.accepted_timestamp`, sql`t.completion_timestamp`)} / 60), 0) as "unitHours",
               coalesce(sum(t.loaded_miles), 0)::float8 as "loadedMiles",
               coalesce(sum(t.deadhead_miles), 0)::float8 as "deadheadMiles"
        from trips t
        where t.status = 'COMPLETED' and ${inWindowSql(sql`t.completion_timestamp`, w)} and ${tripScopeSql(scope)}`,
  );
  const totalTrips = Number(row!.totalTrips);
  const totalRevenue = Number(row!.totalRevenue);
  const hours = Number(row!.unitHours);
  const loaded = roundTo(Number(row!.loadedMiles), 1);
  const deadhead = roundTo(Number(row!.deadheadMiles), 1);
  return {
    ...windowed(w),
    agencyId: scope.agencyId,
    totalRevenue,
    revenuePerHour: hours === 0 ? null : roundTo(totalRevenue / hours, 2),
    loadedMileRatio: loadedMileRatio(loaded, deadhead),
    totalTrips,
    averageRevenuePerTrip: totalTrips === 0 ? null : roundTo(totalRevenue / totalTrips, 2),
    totalMiles: roundTo(loaded + deadhead, 1),
    loadedMiles: loaded,
    deadheadMiles: deadhead,
  };
}
