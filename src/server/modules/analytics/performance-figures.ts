// GET /api/optimize/performance: the definitions of src/domain/analytics/figures.ts for a unit, an agency or everyone.
import { sql } from 'drizzle-orm';
import type { PerformanceData } from '../../../domain/analytics/api';
import { share, type Window } from '../../../domain/analytics/figures';
import type { Db } from '../../db/connect';
import { rawRows } from '../../db/raw-query';
import type { FigureScope } from './analytics-scope';
import { windowed } from './analytics-window';
import { inWindowSql, medianSql, minutesSql, rounded } from './figure-sql';
import { tripScopeSql } from './revenue-figures';

/** The status changes a scope covers: its unit's, its agency's units', or all. */
const changeScopeSql = (scope: FigureScope) => {
  if (scope.unitId) return sql`h.unit_id = ${scope.unitId}`;
  if (scope.agencyId) return sql`h.unit_id in (select id from units where agency_id = ${scope.agencyId})`;
  return sql`true`;
};

type Num = number | string | null;
interface Row {
  totalTrips: number;
  responseAvg: Num;
  responseMedian: Num;
  pickupAvg: Num;
  picked: number;
  onTime: number;
  onTaskSeconds: Num;
  inServiceSeconds: Num;
}

export async function performanceFigures(db: Db, scope: FigureScope, w: Window): Promise<PerformanceData> {
  const response = minutesSql(sql`t.created_at`, sql`t.accepted_timestamp`);
  const toPickup = minutesSql(sql`t.accepted_timestamp`, sql`t.pickup_timestamp`);
  // each source is read once, along its own index: completions, acceptances, pickups and the units' status changes
  const [row] = await rawRows<Row>(
    db,
    sql`select * from
        (select count(*)::int as "totalTrips"
         from trips t where t.status = 'COMPLETED' and ${inWindowSql(sql`t.completion_timestamp`, w)} and ${tripScopeSql(scope)}) as completed,
        (select avg(minutes) as "responseAvg", ${medianSql(sql`minutes`)} as "responseMedian"
         from (select ${response} as minutes from trips t where ${inWindowSql(sql`t.accepted_timestamp`, w)} and ${tripScopeSql(scope)}) as a
        ) as accepted,
        (select avg(${toPickup}) as "pickupAvg",
                count(*) filter (where t.ready_end is not null)::int as picked,
                count(*) filter (where t.pickup_timestamp <= t.ready_end)::int as "onTime"
         from trips t where ${inWindowSql(sql`t.pickup_timestamp`, w)} and ${tripScopeSql(scope)}) as picked,
        -- each status change holds until the unit's next one (ended_at) or now, clipped to the window: the changes that
        -- end after the window starts (or have not ended) and began before it ends, read from unit_status_history_ended_idx
        (select sum(seconds) filter (where status = 'COMMITTED') as "onTaskSeconds",
                sum(seconds) filter (where status in ('AVAILABLE', 'COMMITTED')) as "inServiceSeconds"
         from (
           select h.to_status as status,
                  date_part('epoch', least(coalesce(h.ended_at, now()), ${w.to}::timestamptz) - greatest(h.created_at, ${w.from}::timestamptz)) as seconds
           from unit_status_history h
           where ${changeScopeSql(scope)} and h.ended_at > ${w.from} and h.created_at < ${w.to}
           union all
           select h.to_status, date_part('epoch', least(now(), ${w.to}::timestamptz) - greatest(h.created_at, ${w.from}::timestamptz))
           from unit_status_history h
           where ${changeScopeSql(scope)} and h.ended_at is null and h.created_at < ${w.to}
         ) as spans
         where seconds > 0) as service`,
  );
  const r = row!;
  return {
    ...windowed(w),
    agencyId: scope.agencyId,
    unitId: scope.unitId,
    totalTrips: Number(r.totalTrips),
    averageResponseTime: rounded(r.responseAvg, 1),
    medianResponseTime: rounded(r.responseMedian, 1),
    averageTimeToPickup: rounded(r.pickupAvg, 1),
    onTimePickupRate: share(Number(r.onTime), Number(r.picked)),
    efficiency: share(Number(r.onTaskSeconds ?? 0), Number(r.inServiceSeconds ?? 0)),
  };
}
