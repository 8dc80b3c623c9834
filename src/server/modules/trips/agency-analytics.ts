// GET /api/trips/agency-analytics: an agency's own figures, each computed in the query from its trips and offers.
import { sql } from 'drizzle-orm';
import { share } from '@/domain/analytics/figures';
import { localDayWindow, zeroFilledDays } from '@/domain/analytics/agency-analytics';
import { type AgencyAnalytics, type AgencyDayFigures } from '@/domain/analytics/overview-answers';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import type { Caller } from '@/server/plugins/auth';
import { summaryOf } from './list-trips';

// money summed in the query, to the cent, as a number (a trip without a recorded revenue counts $0)
const dollars = sql`round(coalesce(sum(revenue), 0)::numeric, 2)::float8`;
const minutes = (v: number | string | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);

/** An EMS caller's analytics over the last `days` local days of `timeZone`, today included. */
export async function agencyAnalytics(db: Db, caller: Caller & { agencyId: string }, days: number, timeZone: string): Promise<AgencyAnalytics> {
  const now = new Date();
  const { dates, from, todayStart } = localDayWindow(now.getTime(), days, timeZone);
  const agency = caller.agencyId;

  const [byStatus, [today], [offerRow], [medians], dayRows] = await Promise.all([
    // PENDING = offered to the agency and not declined by it, any other status = assigned to it (the EMS scope)
    summaryOf(db, caller).then((s) => s.byStatus),
    // completed today: assigned to the agency and completed since local midnight; today's revenue: their fees
    rawRows<{ completed: number; revenue: number }>(
      db,
      sql`select count(*)::int as completed, ${dollars} as revenue from trips
          where assigned_agency_id = ${agency} and status = 'COMPLETED' and completion_timestamp >= ${todayStart}`,
    ),
    // offered: the offers the agency received in the period; accepted / declined: its answers given in the period
    rawRows<{ offered: number; accepted: number; declined: number }>(
      db,
      sql`select count(*) filter (where created_at >= ${from})::int as offered,
                 count(*) filter (where response = 'ACCEPTED' and responded_at >= ${from})::int as accepted,
                 count(*) filter (where response = 'DECLINED' and responded_at >= ${from})::int as declined
          from agency_responses where agency_id = ${agency} and (created_at >= ${from} or responded_at >= ${from})`,
    ),
    // medians over the trips the agency accepted in the period: request (createdAt) to acceptance, acceptance to the
    // unit's arrival at the pickup (the crew's At pickup step, else the pickup time, once picked up; figures.ts arrivedAt)
    rawRows<{ toAccept: number | string | null; toPickup: number | string | null }>(
      db,
      sql`select percentile_cont(0.5) within group (order by extract(epoch from (t.accepted_timestamp - t.created_at))::float8) / 60 as "toAccept",
                 percentile_cont(0.5) within group (order by extract(epoch from (coalesce(t.arrived_at_pickup, t.pickup_timestamp) - t.accepted_timestamp))::float8) / 60 as "toPickup"
          from trips t where t.assigned_agency_id = ${agency} and t.accepted_timestamp >= ${from}`,
    ),
    // completed per day: the agency's trips completed in the period, by local day of completion, with their fees
    rawRows<AgencyDayFigures>(
      db,
      sql`select to_char(completion_timestamp at time zone ${timeZone}, 'YYYY-MM-DD') as date, count(*)::int as completed, ${dollars} as revenue
          from trips where assigned_agency_id = ${agency} and status = 'COMPLETED' and completion_timestamp >= ${from} group by 1`,
    ),
  ]);

  const offers = { offered: Number(offerRow?.offered ?? 0), accepted: Number(offerRow?.accepted ?? 0), declined: Number(offerRow?.declined ?? 0) };
  return {
    days,
    timeZone,
    from: from.toISOString(),
    to: now.toISOString(),
    overview: {
      // available: the PENDING trips offered to the agency and not declined by it (its Available Trips list)
      availableTrips: byStatus.PENDING,
      // active: assigned to the agency and ACCEPTED or IN_PROGRESS
      activeTrips: byStatus.ACCEPTED + byStatus.IN_PROGRESS,
      completedToday: Number(today?.completed ?? 0),
      todaysRevenue: Number(today?.revenue ?? 0),
    },
    tripsByStatus: byStatus,
    // acceptance rate as src/domain/analytics/figures.ts defines it: accepted ÷ answered, null when nothing was answered
    offers: { ...offers, acceptanceRate: share(offers.accepted, offers.accepted + offers.declined) },
    medianMinutes: { requestToAcceptance: minutes(medians?.toAccept ?? null), acceptanceToPickup: minutes(medians?.toPickup ?? null) },
    completedPerDay: zeroFilledDays(
      dates,
      dayRows.map((r) => ({ date: r.date, completed: Number(r.completed), revenue: Number(r.revenue) })),
    ),
  };
}
