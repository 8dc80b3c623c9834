// The award of a pickup offer: the winning agency's accept, made through the same write as any accept, with the other
// offers closed and the committed pickup time kept. The request's row is locked first, so exactly one award wins.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { MovedTrip } from '@/domain/trips/trip-answers';
import { awardNote, PICKUP_OFFER_MESSAGES, type PickupOfferStatus } from '@/domain/trips/pickup-offers';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { AppContext } from '@/server/context';
import type { Tx } from '@/server/db/connect';
import { agencies, pickupOffers, trips, units, users } from '@/server/db/schema';
import { conflict, forbidden, notFound } from '@/server/http/errors';
import { isUuid } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { alertUsers, type AlertSettings } from '../notifications/alerts';
import { moveByAward } from '../trips/change-trip-status';
import { historyActorOf } from '../trips/trip-actor';
import { agencyStaff, alertFacts } from '../trips/trip-notices';
import { lockRequest, offerColumns, type LockedRequest } from './offer-request';

type OfferRow = { id: string; agencyId: string; agencyName: string; pickupAt: Date; status: PickupOfferStatus; unitId: string | null; offeredById: string | null };

/** The offer of the request, or 404. */
async function offerOf(tx: Tx, tripId: string, offerId: string): Promise<OfferRow> {
  const [offer] = isUuid(offerId)
    ? await tx
        .select(offerColumns)
        .from(pickupOffers)
        .innerJoin(agencies, eq(agencies.id, pickupOffers.agencyId))
        .where(and(eq(pickupOffers.id, offerId), eq(pickupOffers.tripId, tripId)))
    : [];
  if (!offer) throw notFound(PICKUP_OFFER_MESSAGES.offerNotFound);
  return offer;
}

/** The winning agency as the accept's actor: the user who made the offer, else any active user of the agency. */
async function agencyActor(tx: Tx, offer: OfferRow): Promise<Caller> {
  const [user] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.agencyId, offer.agencyId), eq(users.userType, 'EMS')))
    .orderBy(sql`${users.id} = ${offer.offeredById} desc, ${users.status} = 'ACTIVE' desc`)
    .limit(1);
  if (!user) throw conflict(TRIP_ERRORS.noAgencyAccount);
  return {
    ...user,
    userType: 'EMS',
    facilityName: null,
    facilityType: null,
    agencyName: offer.agencyName,
    hospitalId: null,
    agencyId: offer.agencyId,
    timeZone: 'UTC',
    sessionId: '',
  };
}

/**
 * Awards `offer` on the locked request: the offer wins, every other standing offer loses, offers close with the
 * committed time kept, and the winning agency accepts. `by`: who awarded, as the history and the winner read it. Stamped
 * by the server's clock, as every move is.
 */
export async function award(tx: Tx, request: LockedRequest, offer: OfferRow, by: string, note: string, alerts: AlertSettings): Promise<MovedTrip> {
  const now = new Date();
  if (request.offersClosedAt !== null || request.status !== 'PENDING') {
    const [winner] = await tx.select({ id: pickupOffers.id }).from(pickupOffers).where(and(eq(pickupOffers.tripId, request.id), eq(pickupOffers.status, 'AWARDED')));
    throw conflict(winner ? PICKUP_OFFER_MESSAGES.alreadyAwarded : PICKUP_OFFER_MESSAGES.closed);
  }
  if (offer.status === 'WITHDRAWN') throw conflict(PICKUP_OFFER_MESSAGES.withdrawn(offer.agencyName));
  if (offer.status === 'TO_CONFIRM') throw conflict(PICKUP_OFFER_MESSAGES.toConfirm(offer.agencyName));
  await tx.update(pickupOffers).set({ status: 'AWARDED', updatedAt: now }).where(eq(pickupOffers.id, offer.id));
  await tx
    .update(pickupOffers)
    .set({ status: 'NOT_AWARDED', updatedAt: now })
    .where(and(eq(pickupOffers.tripId, request.id), ne(pickupOffers.id, offer.id), inArray(pickupOffers.status, ['OFFERED', 'TO_CONFIRM'])));
  await tx.update(trips).set({ offersClosedAt: now, committedPickupAt: offer.pickupAt }).where(eq(trips.id, request.id));
  const [unit] = offer.unitId ? await tx.select({ id: units.id, number: units.unitNumber }).from(units).where(eq(units.id, offer.unitId)) : [];
  const moved = await moveByAward(tx, await agencyActor(tx, offer), request.id, unit ?? null, note, now, alerts);
  // the accept tells the facility and the losing agencies; the winner learns it was its offer that won
  const [facts] = await tx.select(alertFacts).from(trips).where(eq(trips.id, request.id));
  await alertUsers(tx, await agencyStaff(tx, [offer.agencyId]), { kind: 'awarded', by }, facts!, alerts);
  return moved;
}

/** POST /api/trips/{id}/offers/{offerId}/award: the requesting facility (or an administrator) awards one offer. */
export async function awardOffer(ctx: AppContext, caller: Caller, id: string, offerId: string): Promise<MovedTrip> {
  if (caller.userType !== 'HEALTHCARE' && caller.userType !== 'ADMIN') throw forbidden(PICKUP_OFFER_MESSAGES.notYourRequest);
  return ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, caller, id);
    const offer = await offerOf(tx, request.id, offerId);
    const by = historyActorOf(caller).actorOrganisation;
    return award(tx, request, offer, by, awardNote(by, offer.pickupAt), ctx.config);
  });
}
