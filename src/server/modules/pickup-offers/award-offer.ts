// The award of a pickup offer: the winning agency's accept, made by the same write as any accept and in its one
// statement with the offers' close and the committed pickup time, only on the request as read (moveByAward). A racing
// loser on this instance is refused on the winner's award without a read (offer-lines.ts).
import { unitCredentialRefusal } from '@/domain/credentials/credential-rules';
import type { MovedTrip } from '@/domain/trips/trip-answers';
import { awardNote, awardRefusal, PICKUP_OFFER_MESSAGES, statusAfterAward } from '@/domain/trips/pickup-offers';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { TripActor } from '@/domain/trips/trip-transitions';
import type { AppContext } from '@/server/context';
import type { Tx } from '@/server/db/connect';
import { conflict, forbidden, type HttpError, notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { todayAtCenter } from '../credentials';
import type { AlertSettings } from '../notifications';
import { type AwardMove, historyActorOf, isControlCenter, lockTrip, moveByAward, type MoveOutcome, openOnAcceptance, OPTIMISTIC_TRIES, type PreviousMove, type Reader, readTrip, tripActorOf, type TripAsRead } from '../trips';
import { type AwardFacts, awardFactsOf, type OfferAsKnown, offersAsKnown, type OfferToAward } from './award-read';
import { offerLines, refusalOn, type RequestAsKnown } from './offer-lines';

type ReadForAward = TripAsRead & { beside: AwardFacts };

/** The history's note of an award of `agency`'s offer committing to `pickupAt`. */
type NoteOf = (pickupAt: Date, agency: string) => string;

/** Who awards, as the winner's alert names them, the history's note, and the person awarding (none: the deadline's rule). */
interface Awarded {
  by: string;
  noteOf: NoteOf;
  awarder?: Caller;
}

const stateOf = ({ trip, offers }: ReadForAward, known: Record<string, OfferAsKnown>): RequestAsKnown => ({
  hospitalId: trip.hospitalId,
  status: trip.status,
  acceptanceMode: trip.acceptanceMode,
  offerDeadline: trip.offerDeadline,
  offersClosedAt: trip.offersClosedAt,
  awarded: Object.values(known).some((o) => o.status === 'AWARDED'),
  offers: known,
  responses: offers,
});

/** The request as the award of `offerId` at `now` left it: taken, its offers closed. */
const stateAfter = (state: RequestAsKnown, offerId: string, now: Date): RequestAsKnown => ({
  ...state,
  status: 'ACCEPTED',
  offersClosedAt: now,
  awarded: true,
  offers: Object.fromEntries(Object.entries(state.offers).map(([id, o]) => [id, { ...o, status: statusAfterAward(o.status, id === offerId) }])),
});

/** The winning agency as the accept's actor: its user the award read found. */
const agencyActor = (offer: OfferAsKnown, actor: NonNullable<OfferToAward['actor']>): Caller => ({
  ...actor,
  userType: 'EMS',
  facilityName: null,
  facilityType: null,
  agencyName: offer.agencyName,
  hospitalId: null,
  agencyId: offer.agencyId,
  timeZone: 'UTC',
  sessionId: '',
});

/**
 * The award judged on the request as read: the move it makes, or its refusal (409) with the request as known; 404 for
 * an offer not the request's. `today`: the control center's date, which the named unit's credentials are judged on.
 */
function judgeAward(read: ReadForAward, offerId: string, awarded: Awarded, today: string): (AwardMove | { refused: HttpError }) & { known: RequestAsKnown } {
  const { by, noteOf, awarder } = awarded;
  const known = stateOf(read, offersAsKnown(read));
  const offer = known.offers[offerId];
  const facts = read.beside.offer;
  if (!offer || !facts) throw notFound(PICKUP_OFFER_MESSAGES.offerNotFound);
  const refusal = awardRefusal(known, offer);
  if (refusal) return { refused: conflict(refusal), known };
  if (!facts.actor) throw conflict(TRIP_ERRORS.noAgencyAccount);
  const pickupAt = new Date(facts.pickupAt);
  const unit = facts.unitId && facts.unitNumber !== null ? { id: facts.unitId, number: facts.unitNumber } : null;
  const lapsed = unit && unitCredentialRefusal({ unitNumber: unit.number, firstExpiry: facts.unitFirstExpiry }, today);
  if (lapsed) throw conflict(lapsed);
  const toAward = { id: offerId, pickupAt, unit, requiresUnit: facts.requiresUnit };
  // the history names the person who awarded (not the winning agency's account the accept is made as); the control
  // center's coordinator awards for the facility
  const recorded = awarder && { by: awarder, onBehalfOf: isControlCenter(awarder) ? read.facilityName : null };
  return { asRead: read, agency: agencyActor(offer, facts.actor), offer: toAward, by, note: noteOf(pickupAt, offer.agencyName), recorded, known };
}

/** The awarded outbound's timed return opens to the winning agency first, as after its own accept. */
export async function openReturnOf(tx: Tx, moved: MovedTrip, alerts: AlertSettings): Promise<void> {
  if (moved.returnTripId) await openOnAcceptance(tx, moved.returnTripId, moved.assignedAgencyId!, alerts);
}

/**
 * The award made in `tx` on the request it locks, as `reader` sees the request (the answer shows it so): for an award
 * that kept losing to other changes, and for the deadline's.
 */
export async function awardOnLockedRow(
  tx: Tx,
  reader: Reader,
  actor: TripActor,
  tripId: string,
  offerId: string,
  awarded: Awarded,
  alerts: AlertSettings,
): Promise<MovedTrip> {
  const award = judgeAward(await lockTrip(tx, reader, actor, tripId, awardFactsOf(offerId)), offerId, awarded, todayAtCenter(alerts));
  if ('refused' in award) throw award.refused;
  const moved = await moveByAward(tx, award, new Date(), alerts);
  if (!moved) throw conflict(TRIP_ERRORS.changedMeanwhile);
  return moved;
}

/** The award's refusal on the request as known (null: none, or it takes a read), only on the caller's own request. */
const refusalAsKnown = (caller: Caller, offerId: string) => (r: RequestAsKnown) => {
  const offer = r.offers[offerId];
  // a facility learns whether a request is its own from a read alone
  if (!offer || (caller.userType === 'HEALTHCARE' && r.hospitalId !== caller.hospitalId)) return null;
  const refusal = awardRefusal(r, offer);
  return refusal === null ? null : { status: 409, message: refusal };
};

/**
 * Read, judge, then write only if the request is as it was read: no lock is held across round trips, so a race is
 * settled by the request's version (the first award wins; the others read it again and are judged on what it is).
 */
async function judgeAndAward(
  ctx: AppContext,
  caller: Caller,
  tripId: string,
  offerId: string,
  previous: PreviousMove<RequestAsKnown> | undefined,
): Promise<MoveOutcome<MovedTrip, RequestAsKnown>> {
  const refused = refusalOn(previous, refusalAsKnown(caller, offerId));
  if (refused) return { refused, passedOn: previous };
  const actor = tripActorOf(caller)!;
  const { actorName, actorOrganisation: by } = historyActorOf(caller);
  const noteOf = (pickupAt: Date, agency: string) => awardNote({ name: actorName, organisation: by }, agency, pickupAt);
  for (let tries = 0; tries < OPTIMISTIC_TRIES; tries++) {
    const readAt = performance.now();
    const read = await readTrip(ctx.db, caller, actor, tripId, awardFactsOf(offerId));
    const award = judgeAward(read, offerId, { by, noteOf, awarder: caller }, todayAtCenter(ctx.center));
    if ('refused' in award) return { refused: award.refused, passedOn: { state: award.known, at: readAt } };
    const writeAt = performance.now();
    const now = new Date();
    const moved = await moveByAward(ctx.db, award, now, ctx.center);
    if (moved) return { answer: moved, passedOn: { state: stateAfter(award.known, offerId, now), at: writeAt } };
  }
  // an award that keeps losing to other changes is made on the locked row, where nothing can come first
  return { answer: await ctx.db.transaction((tx) => awardOnLockedRow(tx, caller, actor, tripId, offerId, { by, noteOf, awarder: caller }, ctx.center)) };
}

/** POST /api/trips/{id}/offers/{offerId}/award: the requesting facility (or an administrator) awards one offer. */
export async function awardOffer(ctx: AppContext, caller: Caller, id: string, offerId: string): Promise<MovedTrip> {
  if (caller.userType !== 'HEALTHCARE' && !isControlCenter(caller)) throw forbidden(PICKUP_OFFER_MESSAGES.notYourRequest);
  const tripId = knownIdOr404(id, TRIP_ERRORS.notFound);
  const askedAt = performance.now();
  const moved = await offerLines<MovedTrip>(tripId, askedAt, (previous) => judgeAndAward(ctx, caller, tripId, offerId, previous));
  if (moved.returnTripId) await ctx.db.transaction((tx) => openReturnOf(tx, moved, ctx.center));
  return moved;
}
