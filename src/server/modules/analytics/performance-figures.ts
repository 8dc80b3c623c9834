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

/** The units a scope covers: its unit, its agency's units, or all. */
const unitScopeSql = (scope: FigureScope) => {
  if (scope.unitId) return sql`u.id = ${scope.unitId}`;
  if (scope.agencyId) return sql`u.agency_id = ${scope.agencyId}`;
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
  const [row] = await rawRows<Row>(
    db,
    sql`with accepted as (
          select ${response} as minutes from trips t where ${inWindowSql(sql`t.accepted_timestamp`, w)} and ${tripScopeSql(scope)}
        ),
        picked as (
          select ${toPickup} as minutes, t.pickup_timestamp <= t.ready_end as on_time, t.ready_end is not null as has_window
          from trips t where ${inWindowSql(sql`t.pickup_timestamp`, w)} and ${tripScopeSql(scope)}
        ),
        -- each status row holds until the unit's next change (or now), clipped to the window
        spans as (
          select h.to_status as status,
                 extract(epoch from least(coalesce(lead(h.created_at) over (partition by h.unit_id order by h.created_at, h.id), now()), ${w.to}::timestamptz)
                                  - greatest(h.created_at, ${w.from}::timestamptz)) as seconds
          from unit_status_history h join units u on u.id = h.unit_id
          where ${unitScopeSql(scope)} and h.created_at < ${w.to}
        )
        select
          (select count(*)::int from trips t where t.status = 'COMPLETED' and ${inWindowSql(sql`t.completion_timestamp`, w)} and ${tripScopeSql(scope)}) as "totalTrips",
          (select avg(minutes) from accepted) as "responseAvg",
          (select ${medianSql(sql`minutes`)} from accepted) as "responseMedian",
          (select avg(minutes) from picked where minutes is not null) as "pickupAvg",
          (select count(*)::int from picked where has_window) as picked,
          (select count(*)::int from picked where has_window and on_time) as "onTime",
          (select sum(seconds) from spans where seconds > 0 and status = 'COMMITTED') as "onTaskSeconds",
          (select sum(seconds) from spans where seconds > 0 and status in ('AVAILABLE', 'COMMITTED')) as "inServiceSeconds"`,
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
