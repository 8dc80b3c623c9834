// An agency's pickup offer on a compare-offers request: made, changed in place, or withdrawn until the award.
import { and, eq, sql } from 'drizzle-orm';
import type { PickupOfferView } from '@/domain/trips/pickup-offer-answers';
import { offerRefusal, offersClosedRefusal, PICKUP_OFFER_MESSAGES, type PickupOfferBody } from '@/domain/trips/pickup-offers';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { UNIT_ASSIGNMENT_MESSAGES, unitRefusal } from '@/domain/units/unit-assignment';
import type { AppContext } from '@/server/context';
import type { Tx } from '@/server/db/connect';
import { agencies, agencyResponses, pickupOffers, trips, units } from '@/server/db/schema';
import { badRequest, conflict, forbidden, notFound } from '@/server/http/errors';
import { agencyIdOf, type Caller } from '@/server/plugins/auth';
import { nameableColumns } from '../units/unit-queries';
import { listOffers } from './list-offers';
import { lockRequest, noteOnRequest } from './offer-request';

/** The agency's standing on the request: 403 when it was never offered it, 409 when it declined it. */
async function offerStanding(tx: Tx, tripId: string, agencyId: string): Promise<void> {
  const [offered] = await tx
    .select({ response: agencyResponses.response })
    .from(agencyResponses)
    .where(and(eq(agencyResponses.tripId, tripId), eq(agencyResponses.agencyId, agencyId)));
  if (!offered) throw forbidden(TRIP_ERRORS.notOffered);
  if (offered.response === 'DECLINED') throw conflict(TRIP_ERRORS.declinedByYou);
}

/** The unit an offer names: one of the agency's active units able to carry the patient; required by the agency's own rule. */
async function checkedUnit(tx: Tx, tripId: string, agencyId: string, unitId: string | undefined): Promise<void> {
  if (unitId === undefined) {
    const [agency] = await tx.select({ requires: agencies.requireUnitOnAccept }).from(agencies).where(eq(agencies.id, agencyId));
    if (agency?.requires) throw badRequest(UNIT_ASSIGNMENT_MESSAGES.unitRequired);
    return;
  }
  const [unit] = await tx
    .select({ ...nameableColumns, transportLevel: trips.transportLevel, mobilityLevel: trips.mobilityLevel, bariatric: trips.bariatric, patientWeight: trips.patientWeight })
    .from(units)
    .innerJoin(trips, eq(trips.id, tripId))
    .where(and(eq(units.id, unitId), eq(units.agencyId, agencyId), eq(units.isActive, true)));
  if (!unit) throw forbidden(TRIP_ERRORS.unitNotYours);
  const refusal = unitRefusal(unit, unit);
  if (refusal) throw conflict(refusal);
}

const ownOffer = async (ctx: AppContext, caller: Caller, tripId: string): Promise<PickupOfferView> => (await listOffers(ctx, caller, tripId)).offers[0]!;

/** PUT /api/trips/{id}/offers/mine: the agency's offer, made or changed; refused whole when the request takes none now. */
export async function makeOffer(ctx: AppContext, caller: Caller, id: string, body: PickupOfferBody): Promise<PickupOfferView> {
  const agencyId = agencyIdOf(caller);
  const pickupAt = new Date(body.pickupTime);
  const tripId = await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, caller, id);
    await offerStanding(tx, request.id, agencyId);
    const refusal = offerRefusal(request, pickupAt, ctx.now(), caller.timeZone);
    const now = new Date();
    if (refusal) throw refusal.status === 400 ? badRequest(refusal.message) : conflict(refusal.message);
    await checkedUnit(tx, request.id, agencyId, body.unitId);
    const values = { pickupAt, unitId: body.unitId ?? null, status: 'OFFERED' as const, offeredById: caller.id, updatedAt: now };
    const [made] = await tx
      .insert(pickupOffers)
      .values({ tripId: request.id, agencyId, ...values, createdAt: now })
      .onConflictDoUpdate({ target: [pickupOffers.tripId, pickupOffers.agencyId], set: values })
      // xmax is set on a row the upsert updated, zero on one it inserted
      .returning({ changed: sql<boolean>`xmax::text <> '0'` });
    // the time stays between the agency and the facility: the other agencies read the history too
    await noteOnRequest(tx, caller, request.id, `Pickup ${made!.changed ? 'offer changed' : 'offered'} by ${caller.agencyName ?? 'an agency'}`, now);
    return request.id;
  });
  return ownOffer(ctx, caller, tripId);
}

/** DELETE /api/trips/{id}/offers/mine: the agency withdraws its offer while offers are open. */
export async function withdrawOffer(ctx: AppContext, caller: Caller, id: string): Promise<PickupOfferView> {
  const agencyId = agencyIdOf(caller);
  const tripId = await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, caller, id);
    await offerStanding(tx, request.id, agencyId);
    const [offer] = await tx
      .select({ status: pickupOffers.status })
      .from(pickupOffers)
      .where(and(eq(pickupOffers.tripId, request.id), eq(pickupOffers.agencyId, agencyId)));
    if (!offer) throw notFound(PICKUP_OFFER_MESSAGES.noOfferOfYours);
    const closed = offersClosedRefusal(request, ctx.now(), caller.timeZone);
    const now = new Date();
    if (closed) throw conflict(closed);
    if (offer.status === 'WITHDRAWN') return request.id;
    await tx
      .update(pickupOffers)
      .set({ status: 'WITHDRAWN', updatedAt: now })
      .where(and(eq(pickupOffers.tripId, request.id), eq(pickupOffers.agencyId, agencyId)));
    await noteOnRequest(tx, caller, request.id, `Pickup offer withdrawn by ${caller.agencyName ?? 'an agency'}`, now);
    return request.id;
  });
  return ownOffer(ctx, caller, tripId);
}
