// GET /api/trips/{id}/offers: a compare-offers request's offers, ranked as the facility weighs them, each with its
// agency's on-time record; an agency sees its own offer alone.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ON_TIME_RECORD_DAYS } from '@/domain/analytics/figures';
import type { PickupOffersAnswer, PickupOfferView } from '@/domain/trips/pickup-offer-answers';
import { rankOffers, readyWindowOf } from '@/domain/trips/pickup-offers';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { share } from '@/domain/analytics/figures';
import type { AppContext } from '@/server/context';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import { agencies, agencyResponses, pickupOffers, trips, units } from '@/server/db/schema';
import { forbidden, notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { inWindowSql } from '../analytics/figure-sql';
import { tripScope } from '../trips/trip-scope';
import { requestColumns } from './offer-request';

/** Each agency's on-time pickup rate over the days before `now`, counted as the performance figures count it. */
export async function onTimeRecords(db: Db, agencyIds: readonly string[], now: Date): Promise<Map<string, number | null>> {
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

/** The request's offers as its facility (or the control center) sees them, or the caller's agency's own. */
export async function listOffers(ctx: AppContext, caller: Caller, id: string): Promise<PickupOffersAnswer> {
  const tripId = knownIdOr404(id, TRIP_ERRORS.notFound);
  const [trip] = await ctx.db
    .select({
      id: trips.id,
      ...requestColumns,
      offered: caller.agencyId
        ? sql<boolean>`exists (select 1 from ${agencyResponses} where ${agencyResponses.tripId} = ${trips.id} and ${agencyResponses.agencyId} = ${caller.agencyId})`
        : sql<boolean>`false`,
    })
    .from(trips)
    .where(and(eq(trips.id, tripId), caller.userType === 'HEALTHCARE' ? tripScope(caller) : undefined));
  if (!trip) throw notFound(TRIP_ERRORS.notFound);
  const ofAgency = caller.userType === 'EMS';
  if (ofAgency && !trip.offered) throw forbidden(TRIP_ERRORS.notOffered);
  const rows = await ctx.db
    .select({
      id: pickupOffers.id,
      agencyId: pickupOffers.agencyId,
      agencyName: agencies.name,
      unitId: pickupOffers.unitId,
      unitNumber: units.unitNumber,
      pickupAt: pickupOffers.pickupAt,
      status: pickupOffers.status,
      createdAt: pickupOffers.createdAt,
      updatedAt: pickupOffers.updatedAt,
      distanceMiles: agencyResponses.distanceMiles,
    })
    .from(pickupOffers)
    .innerJoin(agencies, eq(agencies.id, pickupOffers.agencyId))
    .leftJoin(units, eq(units.id, pickupOffers.unitId))
    .leftJoin(agencyResponses, and(eq(agencyResponses.tripId, pickupOffers.tripId), eq(agencyResponses.agencyId, pickupOffers.agencyId)))
    .where(and(eq(pickupOffers.tripId, tripId), ofAgency ? inArray(pickupOffers.agencyId, [caller.agencyId!]) : undefined));
  const records = await onTimeRecords(
    ctx.db,
    rows.map((r) => r.agencyId),
    ctx.now(),
  );
  const weighed = rows.map((r) => ({ ...r, onTimeRate: records.get(r.agencyId) ?? null }));
  // the offers still standing, best first; those to confirm, the withdrawn and the losers after them
  const standing = (r: (typeof weighed)[number]) => r.status === 'OFFERED' || r.status === 'AWARDED';
  const ranked = [...rankOffers(weighed.filter(standing)), ...rankOffers(weighed.filter((r) => !standing(r)))];
  const window = readyWindowOf(trip);
  return {
    tripId,
    acceptanceMode: trip.acceptanceMode,
    offerDeadline: trip.offerDeadline?.toISOString() ?? null,
    offersClosedAt: trip.offersClosedAt?.toISOString() ?? null,
    readyStart: window.start.toISOString(),
    readyEnd: window.end.toISOString(),
    offers: ranked.map(
      (r): PickupOfferView => ({
        id: r.id,
        tripId,
        agencyId: r.agencyId,
        agencyName: r.agencyName,
        unitId: r.unitId,
        unitNumber: r.unitNumber,
        pickupTime: r.pickupAt.toISOString(),
        status: r.status,
        offeredAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        onTimeRate: r.onTimeRate,
        distanceMiles: r.distanceMiles,
      }),
    ),
  };
}
