// The request an offer, a withdrawal or a change of time acts on, locked for its transaction: each moves the request's
// version, so an award judged on the request before it is judged again (award-offer.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { OfferableRequest } from '@/domain/trips/pickup-offers';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { Tx } from '@/server/db/connect';
import { agencyResponses, pickupOffers, trips } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { historyActorOf, historyRow, tripScope } from '../trips';

export type LockedRequest = OfferableRequest & { id: string; hospitalId: string | null; version: number };

/** What offers are judged against, as columns of the trip. */
export const requestColumns = {
  acceptanceMode: trips.acceptanceMode,
  offerDeadline: trips.offerDeadline,
  offersClosedAt: trips.offersClosedAt,
  scheduledTime: trips.scheduledTime,
  readyStart: trips.readyStart,
  readyEnd: trips.readyEnd,
};

/** The join of an offer to its agency's answer on the request, which holds how far the agency is. */
export const offerDistance = and(eq(agencyResponses.tripId, pickupOffers.tripId), eq(agencyResponses.agencyId, pickupOffers.agencyId));

/**
 * The request, locked; 404 when it does not exist, or for a facility when it is another's. An agency is judged by its
 * standing on the request (offerStanding), as its status moves are, so a closed request answers 409, not 404.
 */
export async function lockRequest(tx: Tx, caller: Caller | null, id: string): Promise<LockedRequest> {
  const tripId = knownIdOr404(id, TRIP_ERRORS.notFound);
  const [trip] = await tx
    .select({
      id: trips.id,
      hospitalId: trips.hospitalId,
      version: trips.version,
      status: trips.status,
      ...requestColumns,
    })
    .from(trips)
    .where(and(eq(trips.id, tripId), caller?.userType === 'HEALTHCARE' ? tripScope(caller) : undefined))
    .for('update');
  if (!trip) throw notFound(TRIP_ERRORS.notFound);
  return trip;
}

/**
 * What an offer or a withdrawal changes of the request: its version (so a move judged before it is made again, and the
 * screens hear of it live) and a line of its history, while it stays PENDING.
 */
export async function noteOnRequest(tx: Tx, caller: Caller, tripId: string, note: string, now: Date): Promise<void> {
  await tx.update(trips).set({ version: sql`${trips.version} + 1`, updatedAt: now }).where(eq(trips.id, tripId));
  await historyRow(tx, { tripId, ...historyActorOf(caller), fromStatus: 'PENDING', note }, 'PENDING', now);
}
