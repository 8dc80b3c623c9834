// GET /api/optimize/performance: the definitions of src/domain/analytics/figures.ts for a unit, an agency or everyone.
import { sql, type SQL } from 'drizzle-orm';
import type { PerformanceData } from '@/domain/analytics/analytics-answers';
import { share, type Window } from '@/domain/analytics/figures';
import { OFFER_KEPT_TOLERANCE_MINUTES } from '@/domain/trips/pickup-offers';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
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

/** Seconds on task (COMMITTED) and in service (AVAILABLE or COMMITTED) over the rows' spans, summed as intervals. */
const secondsIn = (span: SQL) =>
  sql`date_part('epoch', sum(${span}) filter (where h.to_status = 'COMMITTED')) as on_task,
      date_part('epoch', sum(${span}) filter (where h.to_status in ('AVAILABLE', 'COMMITTED'))) as in_service`;

type Num = number | string | null;
interface Row {
  totalTrips: number;
  responseAvg: Num;
  responseMedian: Num;
  handoverAvg: Num;
  pickupAvg: Num;
  pickedUp: number;
  timedBySteps: number;
  bedsideAvg: Num;
  picked: number;
  onTime: number;
  awardedOffers: number;
  offersKept: number;
  onTaskSeconds: Num;
  inServiceSeconds: Num;
}

export async function performanceFigures(db: Db, scope: FigureScope, w: Window): Promise<PerformanceData> {
  const response = minutesSql(sql`t.created_at`, sql`t.accepted_timestamp`);
  // the unit's arrival: the crew's At pickup step, else the pickup time (figures.ts, arrivedAt)
  const arrived = sql`coalesce(t.arrived_at_pickup, t.pickup_timestamp)`;
  const toPickup = minutesSql(sql`t.accepted_timestamp`, arrived);
  // each source is read once, along its own index: completions, acceptances, pickups and the units' status changes
  const [row] = await rawRows<Row>(
    db,
    sql`select * from
        (select count(*)::int as "totalTrips", avg(${minutesSql(sql`t.arrived_at_destination`, sql`t.completion_timestamp`)}) as "handoverAvg"
         from trips t
         where t.status = 'COMPLETED' and ${inWindowSql(sql`t.completion_timestamp`, w)} and ${tripScopeSql(scope)}) as completed,
        (select avg(minutes) as "responseAvg", ${medianSql(sql`minutes`)} as "responseMedian"
         from (select ${response} as minutes from trips t where ${inWindowSql(sql`t.accepted_timestamp`, w)} and ${tripScopeSql(scope)}) as a
        ) as accepted,
        (select avg(${toPickup}) as "pickupAvg",
                count(*)::int as "pickedUp",
                count(t.arrived_at_pickup)::int as "timedBySteps",
                count(*) filter (where t.ready_end is not null)::int as picked,
                count(*) filter (where ${arrived} <= t.ready_end)::int as "onTime",
                count(t.committed_pickup_at)::int as "awardedOffers",
                count(*) filter (where ${arrived} <= t.committed_pickup_at + make_interval(mins => ${OFFER_KEPT_TOLERANCE_MINUTES}))::int as "offersKept",
                avg(${minutesSql(sql`t.arrived_at_pickup`, sql`t.pickup_timestamp`)}) as "bedsideAvg"
         from trips t
         where ${inWindowSql(sql`t.pickup_timestamp`, w)} and ${tripScopeSql(scope)}) as picked,
        -- each status change holds until the unit's next one (ended_at) or now, clipped to the window: the changes that
        -- ended inside or after the window and began before its end (unit_status_history_ended_idx), then those still open
        (select sum(on_task) as "onTaskSeconds", sum(in_service) as "inServiceSeconds"
         from (
           select ${secondsIn(sql`least(h.ended_at, ${w.to}::timestamptz) - greatest(h.created_at, ${w.from}::timestamptz)`)}
           from unit_status_history h
           where ${changeScopeSql(scope)} and h.ended_at > ${w.from} and h.created_at < ${w.to}
           union all
           select ${secondsIn(sql`span`)}
           from (select h.to_status, least(now(), ${w.to}::timestamptz) - greatest(h.created_at, ${w.from}::timestamptz) as span
                 from unit_status_history h
                 where ${changeScopeSql(scope)} and h.ended_at is null and h.created_at < ${w.to}) as h
           where span > interval '0'
         ) as spans) as service`,
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
    averageBedsideTime: rounded(r.bedsideAvg, 1),
    averageHandoverTime: rounded(r.handoverAvg, 1),
    pickedUpTrips: Number(r.pickedUp),
    timedBySteps: Number(r.timedBySteps),
    awardedOffers: Number(r.awardedOffers),
    offersKept: Number(r.offersKept),
    offersKeptRate: share(Number(r.offersKept), Number(r.awardedOffers)),
    efficiency: share(Number(r.onTaskSeconds ?? 0), Number(r.inServiceSeconds ?? 0)),
  };
}
