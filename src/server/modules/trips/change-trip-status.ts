// PUT /api/trips/{id}/status: one conditional UPDATE per move, allowed by the transition table, recorded in the history.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../domain/messages';
import type { TripStatus } from '../../../domain/enums';
import { findTransition, fromStatusesFor, transitionRefusal, type TripActor, type TripStatusBody } from '../../../domain/trip-transitions';
import { TRIP_ERRORS } from '../../../domain/trip-errors';
import type { Db } from '../../db/connect';
import { tripHistory, trips } from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';
import type { Caller } from '../../plugins/auth';
import { historyActorOf, tripActorOf } from './trip-actor';
import { visibleTrip } from './trip-details';
import { agenciesInvolved, notifyAgencies, notifyFacility } from './trip-notices';

type TripRow = typeof trips.$inferSelect;
type Stamps = Partial<typeof trips.$inferInsert>;
const reported = (t: string | undefined) => (t === undefined ? undefined : new Date(t));

/** What each arrival status stamps on the trip: the server's clock, beside the time the client reported. */
const STAMPS: Record<TripStatus, (now: Date, b: TripStatusBody, caller: Caller, actor: TripActor) => Stamps> = {
  PENDING: () => ({}),
  ACCEPTED: (now, b, caller, actor) => ({
    acceptedTimestamp: now,
    reportedAcceptedAt: reported(b.acceptedTimestamp),
    // the agency that accepts is the caller's own, never one named in the body
    ...(actor === 'agency' ? { assignedAgencyId: caller.agencyId } : {}),
  }),
  IN_PROGRESS: (now, b) => ({ pickupTimestamp: now, actualStartTime: now, reportedPickupAt: reported(b.pickupTimestamp) }),
  COMPLETED: (now, b) => ({ completionTimestamp: now, actualEndTime: now, reportedCompletionAt: reported(b.completionTimestamp) }),
  CANCELLED: (now, b) => ({ cancelledTimestamp: now, cancellationReason: b.reason ?? null }),
};

const NOTE: Record<TripStatus, string> = {
  PENDING: 'Returned to pending',
  ACCEPTED: 'Accepted',
  IN_PROGRESS: 'Patient picked up',
  COMPLETED: 'Patient delivered to destination',
  CANCELLED: 'Cancelled',
};

/** Those on the other side of the move hear of it: every agency still involved, and the facility unless it moved itself. */
async function tellOthers(db: Db, trip: TripRow, to: TripStatus, actor: TripActor, caller: Caller) {
  const n = {
    type: to === 'CANCELLED' ? ('warning' as const) : ('info' as const),
    title: `Transport request ${to === 'CANCELLED' ? 'cancelled' : 'updated'}`,
    message: `${trip.tripNumber} (${trip.fromLocation} to ${trip.toLocation}) is now ${to} (${caller.facilityName ?? caller.agencyName ?? 'Transport Control Center'}).`,
  };
  const agencies = (await agenciesInvolved(db, trip.id)).filter((id) => id !== caller.agencyId);
  await notifyAgencies(db, agencies, n);
  if (actor !== 'facility') await notifyFacility(db, trip.hospitalId, n);
}

/** One attempt: the conditional UPDATE; false when the trip moved since it was read (nothing is written then). */
async function tryMove(db: Db, caller: Caller, actor: TripActor, trip: TripRow, body: TripStatusBody): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [moved] = await tx
      .update(trips)
      .set({ status: body.status, version: sql`${trips.version} + 1`, updatedAt: now, ...STAMPS[body.status](now, body, caller, actor) })
      .where(and(eq(trips.id, trip.id), inArray(trips.status, fromStatusesFor(body.status, actor)), eq(trips.version, trip.version)))
      .returning();
    if (!moved) return false;
    await tx.insert(tripHistory).values({
      tripId: trip.id,
      ...historyActorOf(caller),
      fromStatus: trip.status,
      toStatus: body.status,
      note: body.reason ? `${NOTE[body.status]}: ${body.reason}` : NOTE[body.status],
      createdAt: now,
    });
    await tellOthers(tx, moved, body.status, actor, caller);
    return true;
  });
}

const ATTEMPTS = 3;

/** Moves a trip the caller can see; a move the table does not allow from the trip's current state is 409 naming both. */
export async function changeTripStatus(db: Db, caller: Caller, id: string, body: TripStatusBody): Promise<void> {
  const actor = tripActorOf(caller);
  if (!actor) throw forbidden(AUTH_MESSAGES.forbidden);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // read again after a lost race: the move is judged against the state the trip is in now
    const { trip } = await visibleTrip(db, caller, id);
    if (!findTransition(trip.status, body.status, actor)) throw conflict(transitionRefusal(trip.status, body.status));
    if (await tryMove(db, caller, actor, trip, body)) return;
  }
  throw conflict(TRIP_ERRORS.changedMeanwhile);
}
