// What ranks a request's offers beside their pickup times, read alike for the facility's list and for the award at the
// deadline, so both rank by the one rule (rankOffers): each agency's place among the requesting facility's preferred
// agencies and its on-time record.
import { sql } from 'drizzle-orm';
import { ON_TIME_RECORD_DAYS, share } from '@/domain/analytics/figures';
import type { RankedOfferFacts } from '@/domain/trips/pickup-offers';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import { inWindowSql } from '../analytics';
import { preferredAgenciesOf } from '../hospitals';

/** Each agency's on-time pickup rate over the days before `now`, counted as the performance figures count it. */
async function onTimeRecords(db: Db, agencyIds: readonly string[], now: Date): Promise<Map<string, number | null>> {
  if (agencyIds.length === 0) return new Map();
  const w = { from: new Date(now.getTime() - ON_TIME_RECORD_DAYS * 86_400_000), to: now };
  const rows = await rawRows<{ agencyId: string; picked: number; onTime: number }>(
    db,
    sql`select t.assigned_agency_id as "agencyId", count(*) filter (where t.ready_end is not null)::int as picked,
          count(*) filter (where coalesce(t.arrived_at_pickup, t.pickup_timestamp) <= t.ready_end)::int as "onTime"
        from trips t
        where ${inWindowSql(sql`t.pickup_timestamp`, w)} and t.assigned_agency_id in (${sql.join(
          agencyIds.map((a) => sql`${a}`),
          sql`, `,
        )})
        group by 1`,
  );
  return new Map(rows.map((r) => [r.agencyId, share(Number(r.onTime), Number(r.picked))]));
}

/**
 * The offers with what ranks them: the place of each agency among the preferred agencies of `hospitalId` (none when
 * null: a request without a facility, or an agency's view of its own offer) and its on-time record up to `now`.
 */
export async function weighOffers<T extends { agencyId: string; pickupAt: Date; distanceMiles: number | null }>(
  db: Db,
  hospitalId: string | null,
  offers: readonly T[],
  now: Date,
): Promise<(T & RankedOfferFacts)[]> {
  const records = await onTimeRecords(
    db,
    offers.map((o) => o.agencyId),
    now,
  );
  const preferred = hospitalId ? await preferredAgenciesOf(db, hospitalId) : [];
  const rankOf = new Map(preferred.map((a, rank) => [a.id, rank]));
  return offers.map((o) => ({ ...o, onTimeRate: records.get(o.agencyId) ?? null, preferredRank: rankOf.get(o.agencyId) ?? null }));
}
