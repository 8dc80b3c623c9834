// At a compare-offers request's deadline the best offer meeting its ready window is awarded; with none, offers close,
// the facility is alerted and the first agency to accept takes the request (escalated as any other when nobody does).
// Each request is settled on its locked row, skipped when another instance holds it, so it is settled once.
import { and, asc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { automaticAwardNote, noOfferNote, offerToAwardAtDeadline, UNDECIDED_OFFER_STATUSES } from '@/domain/trips/pickup-offers';
import type { Db, Tx } from '@/server/db/connect';
import { agencyResponses, pickupOffers, tripHistory, trips } from '@/server/db/schema';
import { alertFacts, type AlertSettings, alertUsers, hospitalStaff } from '../notifications';
import { CONTROL_CENTER_NAME, type Reader } from '../trips';
import { awardOnLockedRow, openReturnOf } from './award-offer';
import { lockRequest, offerDistance, type LockedRequest } from './offer-request';
import { weighOffers } from './offer-ranking';

/** How the history names the automatic award's side: no person, the request's own rule. */
export const AWARD_ACTOR = { actorUserId: null, actorName: 'Automatic award', actorRole: 'SYSTEM', actorOrganisation: CONTROL_CENTER_NAME } as const;

// a sweep settles this many at most; the next one takes the rest
const SWEEP_LIMIT = 100;

/** The automatic award reads the request as the control center sees it. */
const CONTROL_CENTER: Reader = { userType: 'ADMIN', hospitalId: null, agencyId: null };

/** No offer met the window: offers close, the request is open to the first agency to accept, and its facility is told. */
async function closeWithoutAward(tx: Tx, request: LockedRequest, alerts: AlertSettings): Promise<void> {
  const now = new Date();
  await tx
    .update(pickupOffers)
    .set({ status: 'NOT_AWARDED', updatedAt: now })
    .where(and(eq(pickupOffers.tripId, request.id), inArray(pickupOffers.status, [...UNDECIDED_OFFER_STATUSES])));
  const [trip] = await tx
    .update(trips)
    .set({ offersClosedAt: now, acceptanceMode: 'FIRST_TO_ACCEPT', version: sql`${trips.version} + 1`, updatedAt: now })
    .where(eq(trips.id, request.id))
    .returning(alertFacts);
  await tx.insert(tripHistory).values({ tripId: request.id, ...AWARD_ACTOR, fromStatus: 'PENDING', toStatus: 'PENDING', note: noOfferNote, createdAt: now });
  await alertUsers(tx, await hospitalStaff(tx, request.hospitalId), { kind: 'noFittingOffer' }, trip!, alerts);
}

/**
 * Settles one request whose deadline has passed by `now` (the app's clock, which the offers' ranking reads too); false
 * when it was settled meanwhile or another instance holds it.
 */
async function settle(db: Db, tripId: string, now: Date, alerts: AlertSettings): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [free] = await tx
      .select({ id: trips.id })
      .from(trips)
      .where(and(eq(trips.id, tripId), isNull(trips.offersClosedAt)))
      .for('update', { skipLocked: true });
    if (!free) return false;
    const request = await lockRequest(tx, null, tripId);
    if (request.status !== 'PENDING') {
      // cancelled while offers were open: nothing to award, offers simply close
      await tx.update(trips).set({ offersClosedAt: new Date() }).where(eq(trips.id, tripId));
      return false;
    }
    const offers = await tx
      .select({ id: pickupOffers.id, agencyId: pickupOffers.agencyId, pickupAt: pickupOffers.pickupAt, status: pickupOffers.status, distanceMiles: agencyResponses.distanceMiles })
      .from(pickupOffers)
      .leftJoin(agencyResponses, offerDistance)
      .where(and(eq(pickupOffers.tripId, tripId), ne(pickupOffers.status, 'WITHDRAWN')));
    const best = offerToAwardAtDeadline(await weighOffers(tx, request.hospitalId, offers, now), request);
    if (best) {
      const awarded = { by: AWARD_ACTOR.actorName, noteOf: automaticAwardNote };
      await openReturnOf(tx, await awardOnLockedRow(tx, CONTROL_CENTER, 'admin', tripId, best.id, awarded, alerts), alerts);
    } else await closeWithoutAward(tx, request, alerts);
    return true;
  });
}

/** Settles every compare-offers request whose deadline is past at `now`; answers how many it settled. */
export async function awardDueRequests(db: Db, alerts: AlertSettings, now: Date): Promise<number> {
  const due = await db
    .select({ id: trips.id })
    .from(trips)
    .where(and(lte(trips.offerDeadline, now), isNull(trips.offersClosedAt)))
    .orderBy(asc(trips.offerDeadline))
    .limit(SWEEP_LIMIT);
  let settled = 0;
  for (const { id } of due) if (await settle(db, id, now, alerts)) settled++;
  return settled;
}
