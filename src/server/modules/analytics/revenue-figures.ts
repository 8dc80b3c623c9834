// GET /api/optimize/revenue: the definitions of src/domain/analytics/figures.ts over the trips completed in the window.
import { sql } from 'drizzle-orm';
import type { RevenueData } from '../../../domain/analytics/api';
import { loadedMileRatio, roundTo, SAME_SHIFT_HOURS, type Window } from '../../../domain/analytics/figures';
import type { Db } from '../../db/connect';
import { rawRows } from '../../db/raw-query';
import type { FigureScope } from './analytics-scope';
import { windowed } from './analytics-window';
import { dollarsSql, inWindowSql, minutesSql, roadMilesSql } from './figure-sql';

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
    // every column read here is in trips_completed_idx and trips_unit_drop_off_idx: the window is read from indexes alone
    sql`with done as (
          select t.id, t.assigned_agency_id, t.assigned_unit_id, t.revenue, t.loaded_miles, t.accepted_timestamp,
                 t.completion_timestamp, t.pickup_timestamp, t.from_latitude, t.from_longitude
          from trips t
          where t.status = 'COMPLETED' and ${inWindowSql(sql`t.completion_timestamp`, w)} and ${tripScopeSql(scope)}
        ),
        -- where each unit set out from: its previous drop-off within the shift before the pickup, else its agency's base
        legs as (
          select d.*,
                 coalesce(prev.to_latitude, a.latitude) as start_lat,
                 coalesce(prev.to_longitude, a.longitude) as start_lng
          from done d
          left join agencies a on a.id = d.assigned_agency_id
          left join lateral (
            select p.to_latitude, p.to_longitude from trips p
            where d.assigned_unit_id is not null and d.pickup_timestamp is not null
              and p.assigned_unit_id = d.assigned_unit_id and p.id <> d.id and p.status = 'COMPLETED'
              and p.completion_timestamp <= d.pickup_timestamp
              and p.completion_timestamp > d.pickup_timestamp - make_interval(hours => ${SAME_SHIFT_HOURS})
              and p.to_latitude is not null and p.to_longitude is not null
            order by p.completion_timestamp desc
            limit 1
          ) prev on true
        )
        select count(*)::int as "totalTrips",
               ${dollarsSql(sql`revenue`)} as "totalRevenue",
               coalesce(sum(${minutesSql(sql`accepted_timestamp`, sql`completion_timestamp`)} / 60), 0) as "unitHours",
               coalesce(sum(loaded_miles), 0)::float8 as "loadedMiles",
               coalesce(sum(${roadMilesSql(sql`start_lat`, sql`start_lng`, sql`from_latitude`, sql`from_longitude`)})
                 filter (where pickup_timestamp is not null and from_latitude is not null and from_longitude is not null
                               and start_lat is not null and start_lng is not null), 0)::float8 as "deadheadMiles"
        from legs`,
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
