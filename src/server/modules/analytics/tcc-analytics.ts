// GET /api/tcc/analytics/trips, /agencies, /hospitals: the control center's analytics over a window, every figure as
// src/domain/analytics/figures.ts defines it, each computed in one query.
import { sql, type SQL } from 'drizzle-orm';
import { RESPONSE_TIME_BANDS } from '@/domain/analytics/api';
import { type AgencyPerformance, type HospitalActivity, type ResponseBand, type TripAnalytics, type TripDay } from '@/domain/analytics/analytics-answers';
import { share, type Window } from '@/domain/analytics/figures';
import { localDaysIn, wholeUtcDaysOf } from '@/domain/analytics/timeframe';
import { TRANSPORT_LEVELS, TRIP_PRIORITIES, TRIP_STATUSES, type TripStatus } from '@/domain/common/enums';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import { windowed } from './analytics-window';
import { dollarsSql, inWindowSql, medianSql, minutesSql, rounded } from './figure-sql';

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const countsBy = <K extends string>(keys: readonly K[], rows: { key: string; n: number }[]) => {
  const counts = zeros(keys);
  for (const r of rows) if (r.key in counts) counts[r.key as K] += Number(r.n);
  return counts;
};

const bandLabel = (i: number) =>
  i === RESPONSE_TIME_BANDS.length ? `${RESPONSE_TIME_BANDS.at(-1)}+ min` : `${i === 0 ? 0 : RESPONSE_TIME_BANDS[i - 1]}–${RESPONSE_TIME_BANDS[i]} min`;

/** Requests of the window by status, level and priority, per local day; revenue per day; how long acceptance took. */
export async function tripAnalytics(db: Db, w: Window, timeZone: string): Promise<TripAnalytics> {
  // Each event's local date is found among the window's day starts by width_bucket (0 before the second day's start,
  // i from day i's start on): a search in a short list of instants, far cheaper than converting every
  // trip's time to the zone.
  const days = localDaysIn(w, timeZone);
  const starts = sql.raw(days.slice(1).map((d) => `'${d.starts.toISOString()}'`).join(','));
  const dayOf = (column: string) => (days.length === 1 ? sql`0` : sql`width_bucket(${sql.raw(column)}, array[${starts}]::timestamptz[])`);
  const [requested, completed, bands] = await Promise.all([
    rawRows<{ day: number; status: string; level: string; priority: string; n: number }>(
      db,
      sql`select ${dayOf('created_at')} as day, status, transport_level as level, priority, count(*)::int as n
          from trips where ${inWindowSql(sql`created_at`, w)} group by 1, 2, 3, 4`,
    ),
    rawRows<{ day: number; completed: number; revenue: number | string }>(
      db,
      sql`select ${dayOf('completion_timestamp')} as day, count(*)::int as completed, ${dollarsSql(sql`revenue`)} as revenue
          from trips where status = 'COMPLETED' and ${inWindowSql(sql`completion_timestamp`, w)} group by 1`,
    ),
    // width_bucket: 0 below the first bound, i for [bound i-1, bound i), n past the last
    rawRows<{ band: number; n: number }>(
      db,
      sql`select width_bucket(${minutesSql(sql`created_at`, sql`accepted_timestamp`)}, array[${sql.raw(RESPONSE_TIME_BANDS.join(','))}]::float8[]) as band,
                 count(*)::int as n
          from trips where ${inWindowSql(sql`accepted_timestamp`, w)} group by 1`,
    ),
  ]);

  const perDay: TripDay[] = days.map(({ date }) => ({ date, requested: 0, byStatus: zeros(TRIP_STATUSES), completed: 0, revenue: 0 }));
  for (const r of requested) {
    const d = perDay[Number(r.day)];
    if (!d) continue;
    d.requested += Number(r.n);
    d.byStatus[r.status as TripStatus] += Number(r.n);
  }
  for (const r of completed) {
    const d = perDay[Number(r.day)];
    if (d) Object.assign(d, { completed: Number(r.completed), revenue: Number(r.revenue) });
  }
  const responseTimes: ResponseBand[] = Array.from({ length: RESPONSE_TIME_BANDS.length + 1 }, (_, i) => ({
    label: bandLabel(i),
    trips: Number(bands.find((b) => Number(b.band) === i)?.n ?? 0),
  }));
  const flat = (key: 'status' | 'level' | 'priority') => requested.map((r) => ({ key: r[key], n: r.n }));
  return {
    ...windowed(w),
    timeZone,
    requested: requested.reduce((s, r) => s + Number(r.n), 0),
    byStatus: countsBy(TRIP_STATUSES, flat('status')),
    byLevel: countsBy(TRANSPORT_LEVELS, flat('level')),
    byPriority: countsBy(TRIP_PRIORITIES, flat('priority')),
    perDay,
    responseTimes,
  };
}

type Num = number | string | null;

/** Offers each agency received in the window, as rows (agency_id, received, accepted 0, declined 0). */
function receivedSql(w: Window): SQL {
  const { days, edges } = wholeUtcDaysOf(w);
  const parts = edges.map(
    (e) => sql`select agency_id, count(*) as received, 0 as accepted, 0 as declined
               from agency_responses where ${inWindowSql(sql`created_at`, e)} group by 1`,
  );
  if (days) {
    parts.push(sql`select agency_id, sum(offers) as received, 0 as accepted, 0 as declined
                   from agency_offer_days where day >= ${days.from}::date and day < ${days.to}::date group by 1`);
  }
  return sql.join(parts, sql` union all `);
}

/** Each agency with an offer received or answered, a trip accepted or completed in the window. */
export async function agencyPerformance(db: Db, w: Window): Promise<AgencyPerformance> {
  const rows = await rawRows<{
    agencyId: string;
    agencyName: string;
    offersReceived: number;
    accepted: number;
    declined: number;
    medianResponse: Num;
    picked: number;
    onTime: number;
    completed: number;
    revenue: Num;
  }>(
    db,
    // offers made in the window (whole UTC days from agency_offer_days, the partial ones offer by offer) and offers
    // answered in it (an index range by responded_at), added up per agency
    sql`with offers as (
          select agency_id, sum(received)::int as received, sum(accepted)::int as accepted, sum(declined)::int as declined
          from (
            ${receivedSql(w)}
            union all
            select agency_id, 0, count(*) filter (where response = 'ACCEPTED'), count(*) filter (where response = 'DECLINED')
            from agency_responses where ${inWindowSql(sql`responded_at`, w)} group by 1
          ) as counted
          group by agency_id
        ),
        responses as (
          select assigned_agency_id as agency_id, ${medianSql(minutesSql(sql`created_at`, sql`accepted_timestamp`))} as median
          from trips where ${inWindowSql(sql`accepted_timestamp`, w)} group by 1
        ),
        pickups as (
          select t.assigned_agency_id as agency_id, count(*)::int as picked,
                 count(*) filter (where coalesce(t.arrived_at_pickup, t.pickup_timestamp) <= t.ready_end)::int as on_time
          from trips t
          where ${inWindowSql(sql`t.pickup_timestamp`, w)} and t.ready_end is not null group by 1
        ),
        done as (
          select assigned_agency_id as agency_id, count(*)::int as completed, ${dollarsSql(sql`revenue`)} as revenue
          from trips where status = 'COMPLETED' and ${inWindowSql(sql`completion_timestamp`, w)} group by 1
        ),
        active as (
          select agency_id from offers union select agency_id from responses union select agency_id from pickups union select agency_id from done
        )
        select a.id as "agencyId", a.name as "agencyName",
               coalesce(o.received, 0) as "offersReceived", coalesce(o.accepted, 0) as accepted, coalesce(o.declined, 0) as declined,
               r.median as "medianResponse", coalesce(p.picked, 0) as picked, coalesce(p.on_time, 0) as "onTime",
               coalesce(d.completed, 0) as completed, coalesce(d.revenue, 0) as revenue
        from active x join agencies a on a.id = x.agency_id
        left join offers o on o.agency_id = a.id
        left join responses r on r.agency_id = a.id
        left join pickups p on p.agency_id = a.id
        left join done d on d.agency_id = a.id
        order by coalesce(o.received, 0) desc, a.name`,
  );
  return {
    ...windowed(w),
    agencies: rows.map((r) => ({
      agencyId: r.agencyId,
      agencyName: r.agencyName,
      offersReceived: Number(r.offersReceived),
      accepted: Number(r.accepted),
      declined: Number(r.declined),
      acceptanceRate: share(Number(r.accepted), Number(r.accepted) + Number(r.declined)),
      medianResponseTime: rounded(r.medianResponse, 1),
      onTimePickupRate: share(Number(r.onTime), Number(r.picked)),
      completed: Number(r.completed),
      revenue: Number(r.revenue),
    })),
  };
}

/** Each facility with a request made, accepted or completed in the window. */
export async function hospitalActivity(db: Db, w: Window): Promise<HospitalActivity> {
  const rows = await rawRows<{ hospitalId: string; hospitalName: string; requests: number; cancelled: number; medianWait: Num; completed: number }>(
    db,
    // requests, acceptances and completions of the window are three index ranges, one per moment, joined per facility
    sql`with requests as (
          select hospital_id, count(*)::int as requests, count(*) filter (where status = 'CANCELLED')::int as cancelled
          from trips where ${inWindowSql(sql`created_at`, w)} and hospital_id is not null group by 1
        ),
        waits as (
          select hospital_id, ${medianSql(minutesSql(sql`created_at`, sql`accepted_timestamp`))} as median_wait
          from trips where ${inWindowSql(sql`accepted_timestamp`, w)} and hospital_id is not null group by 1
        ),
        done as (
          select hospital_id, count(*)::int as completed
          from trips where status = 'COMPLETED' and ${inWindowSql(sql`completion_timestamp`, w)} and hospital_id is not null group by 1
        ),
        active as (select hospital_id from requests union select hospital_id from waits union select hospital_id from done)
        select h.id as "hospitalId", h.name as "hospitalName", coalesce(r.requests, 0) as requests, coalesce(r.cancelled, 0) as cancelled,
               wt.median_wait as "medianWait", coalesce(d.completed, 0) as completed
        from active x join hospitals h on h.id = x.hospital_id
        left join requests r on r.hospital_id = h.id
        left join waits wt on wt.hospital_id = h.id
        left join done d on d.hospital_id = h.id
        order by coalesce(r.requests, 0) desc, h.name`,
  );
  return {
    ...windowed(w),
    hospitals: rows.map((r) => ({
      hospitalId: r.hospitalId,
      hospitalName: r.hospitalName,
      requests: Number(r.requests),
      cancelled: Number(r.cancelled),
      medianWaitTime: rounded(r.medianWait, 1),
      completed: Number(r.completed),
    })),
  };
}
