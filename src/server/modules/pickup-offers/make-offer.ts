// An agency's pickup offer on a compare-offers request: made, changed in place, or withdrawn until the award.
import { and, eq, sql } from 'drizzle-orm';
import type { PickupOfferView } from '@/domain/trips/pickup-offer-answers';
import { offerRefusal, type PickupOfferBody, standingRefusal, withdrawalRefusal } from '@/domain/trips/pickup-offers';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { UNIT_ASSIGNMENT_MESSAGES, unitRefusal } from '@/domain/units/unit-assignment';
import { todayAtCenter } from '../credentials';
import type { AgencyResponse } from '@/domain/common/enums';
import type { AppContext } from '@/server/context';
import type { Tx } from '@/server/db/connect';
import { agencies, agencyResponses, pickupOffers, trips, units } from '@/server/db/schema';
import { badRequest, conflict, forbidden, refusalError } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import { agencyIdOf, type Caller } from '@/server/plugins/auth';
import { nameableColumns } from '../units';
import { listOffers } from './list-offers';
import { offerLines, refusalOn } from './offer-lines';
import { lockRequest, noteOnRequest } from './offer-request';

/** The agency's answer to the request, null when it was never offered it. */
async function responseOf(tx: Tx, tripId: string, agencyId: string): Promise<AgencyResponse | null> {
  const [offered] = await tx
    .select({ response: agencyResponses.response })
    .from(agencyResponses)
    .where(and(eq(agencyResponses.tripId, tripId), eq(agencyResponses.agencyId, agencyId)));
  return offered?.response ?? null;
}

/** The unit an offer names: one of the agency's active units able to carry the patient; required by the agency's own rule. */
async function checkedUnit(tx: Tx, tripId: string, agencyId: string, unitId: string | undefined, today: string): Promise<void> {
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
  const refusal = unitRefusal(unit, unit, today);
  if (refusal) throw conflict(refusal);
}

const ownOffer = async (ctx: AppContext, caller: Caller, tripId: string): Promise<PickupOfferView> => (await listOffers(ctx, caller, tripId)).offers[0]!;

/** PUT /api/trips/{id}/offers/mine: the agency's offer, made or changed; refused whole when the request takes none now. */
export async function makeOffer(ctx: AppContext, caller: Caller, id: string, body: PickupOfferBody): Promise<PickupOfferView> {
  const agencyId = agencyIdOf(caller);
  const pickupAt = new Date(body.pickupTime);
  const tripId = await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, caller, id);
    const standing = standingRefusal(await responseOf(tx, request.id, agencyId));
    if (standing) throw refusalError(standing);
    const refusal = offerRefusal(request, pickupAt, ctx.now(), caller.timeZone);
    const now = new Date();
    if (refusal) throw refusalError(refusal);
    await checkedUnit(tx, request.id, agencyId, body.unitId, todayAtCenter(ctx.center));
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

/**
 * DELETE /api/trips/{id}/offers/mine: the agency withdraws its offer while offers are open. In line with the request's
 * awards (offer-lines.ts): one asked after an award waits for it, and is refused on it without a read.
 */
export async function withdrawOffer(ctx: AppContext, caller: Caller, id: string): Promise<PickupOfferView> {
  const agencyId = agencyIdOf(caller);
  const tripId = knownIdOr404(id, TRIP_ERRORS.notFound);
  await offerLines<void>(tripId, performance.now(), async (previous) => {
    const refused = refusalOn(previous, (r) => {
      const own = Object.values(r.offers).find((o) => o.agencyId === agencyId);
      return withdrawalRefusal(r, r.responses[agencyId] ?? null, own?.status ?? null, ctx.now(), caller.timeZone);
    });
    if (refused) return { refused, passedOn: previous };
    await ctx.db.transaction(async (tx) => {
      const request = await lockRequest(tx, caller, tripId);
      const [offer] = await tx
        .select({ status: pickupOffers.status })
        .from(pickupOffers)
        .where(and(eq(pickupOffers.tripId, request.id), eq(pickupOffers.agencyId, agencyId)));
      const now = new Date();
      const refusal = withdrawalRefusal(request, await responseOf(tx, request.id, agencyId), offer?.status ?? null, ctx.now(), caller.timeZone);
      if (refusal) throw refusalError(refusal);
      if (offer!.status === 'WITHDRAWN') return;
      await tx
        .update(pickupOffers)
        .set({ status: 'WITHDRAWN', updatedAt: now })
        .where(and(eq(pickupOffers.tripId, request.id), eq(pickupOffers.agencyId, agencyId)));
      await noteOnRequest(tx, caller, request.id, `Pickup offer withdrawn by ${caller.agencyName ?? 'an agency'}`, now);
    });
    // nothing is passed on: the next call reads the request as the withdrawal left it
    return { answer: undefined };
  });
  return ownOffer(ctx, caller, tripId);
}
