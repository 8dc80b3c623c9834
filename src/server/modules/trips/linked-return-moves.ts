// The status moves that concern a linked return too: an outbound's acceptance opens its timed return to the accepting
// agency first, that agency's decline of the return ends its first look, and a cancellation that says so
// (cancelReturn: true) cancels the return with it. Left out, the return
// stays as it is: the specification's cancel body cancels exactly the trip it names.
import { and, eq } from 'drizzle-orm';
import { RETURN_MESSAGES, RETURN_NOTES } from '@/domain/trips/linked-returns';
import type { TripStatusBody } from '@/domain/trips/trip-transitions';
import type { Db } from '@/server/db/connect';
import { trips } from '@/server/db/schema';
import { badRequest, conflict, HttpError } from '@/server/http/errors';
import { isUuid } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import type { AlertSettings } from '../notifications';
import { changeTripStatus, type StatusChangeAnswer } from './change-trip-status';
import { endFirstLook, openOnAcceptance } from './open-return';
import { tripActorOf } from './trip-actor';
import { tripScope } from './trip-scope';

/**
 * The return a cancellation with cancelReturn: true will cancel: null when the caller cannot see the trip (the move
 * answers that) or the return has already ended; 400 without a return, 409 for one already under way.
 */
async function returnToCancel(db: Db, caller: Caller, outboundId: string): Promise<string | null> {
  if (!isUuid(outboundId)) return null;
  const [outbound] = await db
    .select({ returnTripId: trips.returnTripId })
    .from(trips)
    .where(and(eq(trips.id, outboundId), tripScope(caller)));
  if (!outbound) return null;
  if (!outbound.returnTripId) throw badRequest(RETURN_MESSAGES.noReturnToCancel);
  const [ret] = await db.select({ status: trips.status }).from(trips).where(eq(trips.id, outbound.returnTripId));
  if (ret!.status === 'IN_PROGRESS') throw conflict(RETURN_MESSAGES.returnStarted);
  return ret!.status === 'PENDING' || ret!.status === 'ACCEPTED' ? outbound.returnTripId : null;
}

/** PUT /api/trips/{id}/status: the move, then what it means for the trip's return. */
export async function moveTripWithItsReturn(db: Db, caller: Caller, id: string, body: TripStatusBody, alerts: AlertSettings): Promise<StatusChangeAnswer> {
  const actor = tripActorOf(caller);
  if (body.cancelReturn !== undefined && actor !== null && (body.status !== 'CANCELLED' || actor === 'agency')) {
    throw badRequest(RETURN_MESSAGES.cancelReturnOnlyOnCancel);
  }
  const returnId = body.cancelReturn && actor !== null ? await returnToCancel(db, caller, id) : null;
  const answer = await changeTripStatus(db, caller, id, body, alerts);
  const opened = body.status === 'ACCEPTED' && answer?.returnTripId && caller.agencyId;
  if (opened) await db.transaction((tx) => openOnAcceptance(tx, answer.returnTripId!, caller.agencyId!, alerts));
  // the outbound's agency declined the return in its first look: every other agency is offered it now
  if (body.status === 'CANCELLED' && actor === 'agency') await endFirstLook(db, id, alerts);
  if (returnId && answer?.status === 'CANCELLED') {
    try {
      await changeTripStatus(db, caller, returnId, { status: 'CANCELLED', reason: RETURN_NOTES.cancelledWithOutbound }, alerts);
    } catch (refused) {
      // the return started or ended in the moment between: the outbound's cancellation stands, the return stays as it is
      if (!(refused instanceof HttpError && refused.statusCode === 409)) throw refused;
    }
  }
  return answer;
}
