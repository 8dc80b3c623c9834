// GET /api/trips/{id}/offers: a compare-offers request's offers, ranked as the facility weighs them, each with its
// agency's on-time record and whether the facility prefers it; an agency sees its own offer alone.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PickupOffersAnswer, PickupOfferView } from '@/domain/trips/pickup-offer-answers';
import { rankOffers, readyWindowOf } from '@/domain/trips/pickup-offers';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { AppContext } from '@/server/context';
import { agencies, agencyResponses, pickupOffers, trips, units } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { tripScope } from '../trips';
import { offerDistance, requestColumns } from './offer-request';
import { weighOffers } from './offer-ranking';

/** The request's offers as its facility (or the control center) sees them, or the caller's agency's own. */
export async function listOffers(ctx: AppContext, caller: Caller, id: string): Promise<PickupOffersAnswer> {
  const tripId = knownIdOr404(id, TRIP_ERRORS.notFound);
  const [trip] = await ctx.db
    .select({
      id: trips.id,
      hospitalId: trips.hospitalId,
      ...requestColumns,
      offered: caller.agencyId
        ? sql<boolean>`exists (select 1 from ${agencyResponses} where ${agencyResponses.tripId} = ${trips.id} and ${agencyResponses.agencyId} = ${caller.agencyId})`
        : sql<boolean>`false`,
    })
    .from(trips)
    .where(and(eq(trips.id, tripId), caller.userType === 'HEALTHCARE' ? tripScope(caller) : undefined));
  if (!trip) throw notFound(TRIP_ERRORS.notFound);
  const ofAgency = caller.userType === 'EMS';
  if (ofAgency && !trip.offered) throw notFound(TRIP_ERRORS.notFound);
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
    .leftJoin(agencyResponses, offerDistance)
    .where(and(eq(pickupOffers.tripId, tripId), ofAgency ? inArray(pickupOffers.agencyId, [caller.agencyId!]) : undefined));
  // whom the facility prefers is its own affair: an agency's view weighs no preference
  const weighed = await weighOffers(ctx.db, ofAgency ? null : trip.hospitalId, rows, ctx.now());
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
        preferred: ofAgency ? null : r.preferredRank !== null,
      }),
    ),
  };
}
