// PUT /api/trips/{id}/status: the move is judged and made on the locked trip row, in one transaction, by the transition table.
import { and, eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../domain/messages';
import type { TripStatus } from '../../../domain/enums';
import {
  everyAgencyDeclined,
  findTransition,
  transitionRefusal,
  type TripActor,
  type TripStatusBody,
  type TripTransition,
} from '../../../domain/trip-transitions';
import { TRIP_ERRORS } from '../../../domain/trip-errors';
import type { Db } from '../../db/connect';
import { agencyResponses, tripHistory, trips, units } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { isUuid, knownIdOr404 } from '../../http/ids';
import { agencyIdOf, type Caller } from '../../plugins/auth';
import { alertUsers, type AlertSettings } from '../notifications/alerts';
import { deadheadMilesSql } from '../analytics/deadhead';
import { historyActorOf, tripActorOf } from './trip-actor';
import { agenciesInvolved, agencyStaff, controlCenterStaff, facilityStaff } from './trip-notices';
import { tripScope } from './trip-scope';

type TripRow = typeof trips.$inferSelect;
type Stamps = Partial<typeof trips.$inferInsert>;
const reported = (t: string | undefined) => (t === undefined ? undefined : new Date(t));

/** What each arrival status stamps on the trip: the server's clock, beside the time the client reported. */
const STAMPS: Record<TripStatus, (now: Date, b: TripStatusBody, caller: Caller) => Stamps> = {
  PENDING: () => ({}),
  // only agencies accept (the table has no other ACCEPTED row), and the agency is the caller's own, never the body's
  ACCEPTED: (now, b, caller) => ({
    acceptedTimestamp: now,
    reportedAcceptedAt: reported(b.acceptedTimestamp),
    assignedAgencyId: caller.agencyId,
    ...(b.assignedUnitId ? { assignedUnitId: b.assignedUnitId } : {}),
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

/** Outcome for the caller: the trip is still theirs to see, or their decline took it off their list. */
export type StatusChangeOutcome = 'moved' | 'declined';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Move {
  tx: Tx;
  caller: Caller;
  trip: TripRow;
  body: TripStatusBody;
  now: Date;
  alerts: AlertSettings;
}

/** The trip row, locked until the transaction ends: a facility reaches only its own; anyone else any trip, judged below. */
async function lockTrip(tx: Tx, caller: Caller, actor: TripActor, id: string): Promise<TripRow> {
  const mine = actor === 'facility' ? tripScope(caller) : undefined;
  const [trip] = await tx.select().from(trips).where(and(eq(trips.id, id), mine)).for('update');
  if (!trip) throw notFound(TRIP_ERRORS.notFound);
  return trip;
}

/** A unit named with an acceptance must be one of the accepting agency's active units. */
async function checkOwnUnit(tx: Tx, caller: Caller, actor: TripActor, body: TripStatusBody) {
  if (actor !== 'agency' || body.status !== 'ACCEPTED') throw badRequest(TRIP_ERRORS.unitOnlyOnAccept);
  const unitId = body.assignedUnitId!;
  const [unit] = isUuid(unitId)
    ? await tx
        .select({ id: units.id })
        .from(units)
        .where(and(eq(units.id, unitId), eq(units.agencyId, caller.agencyId!), eq(units.isActive, true)))
    : [];
  if (!unit) throw forbidden(TRIP_ERRORS.unitNotYours);
}

/** How the acting agency stands to the trip: assigned to it, still offered to it, declined by it, or a stranger. */
async function agencyTie(tx: Tx, agencyId: string, trip: TripRow) {
  if (trip.assignedAgencyId === agencyId) return 'assigned' as const;
  const [offer] = await tx
    .select({ response: agencyResponses.response })
    .from(agencyResponses)
    .where(and(eq(agencyResponses.tripId, trip.id), eq(agencyResponses.agencyId, agencyId)));
  if (!offer) return 'none' as const;
  return offer.response === 'DECLINED' ? ('declined' as const) : ('offered' as const);
}

/** The transition the table allows, or the refusal: 403 for a trip that is not the agency's, 409 for a wrong state. */
async function judge(tx: Tx, caller: Caller, actor: TripActor, trip: TripRow, to: TripStatus): Promise<TripTransition> {
  const tie = actor === 'agency' ? await agencyTie(tx, caller.agencyId!, trip) : undefined;
  // a trip never offered to the agency is refused before its state is revealed
  if (tie === 'none') throw forbidden(TRIP_ERRORS.notOffered);
  const move = findTransition(trip.status, to, actor);
  if (!move) {
    if (to === 'ACCEPTED' && trip.assignedAgencyId && tie !== 'assigned') throw conflict(TRIP_ERRORS.alreadyAccepted);
    throw conflict(transitionRefusal(trip.status, to));
  }
  if (move.needs === 'offered' && tie === 'declined') throw conflict(TRIP_ERRORS.declinedByYou);
  if (move.needs === 'offered' && tie !== 'offered') throw forbidden(TRIP_ERRORS.notOffered);
  if (move.needs === 'assigned' && tie !== 'assigned') throw forbidden(TRIP_ERRORS.assignedElsewhere);
  return move;
}

async function record(m: Move, to: TripStatus, note: string) {
  await m.tx.insert(tripHistory).values({
    tripId: m.trip.id,
    ...historyActorOf(m.caller),
    fromStatus: m.trip.status,
    toStatus: to,
    note,
    createdAt: m.now,
  });
}

const answerOf = (m: Move, response: 'ACCEPTED' | 'DECLINED') =>
  m.tx
    .update(agencyResponses)
    .set({ response, respondedAt: m.now, respondedById: m.caller.id })
    .where(and(eq(agencyResponses.tripId, m.trip.id), eq(agencyResponses.agencyId, m.caller.agencyId!)));

/**
 * Those on the other side of the move hear of it: the facility unless it moved itself, and the agency carrying the
 * trip, by their settings; the other agencies still offered it only in the bell, since the trip is not theirs to act on.
 */
async function tellOthers(m: Move, moved: TripRow, actor: TripActor) {
  const others = (await agenciesInvolved(m.tx, moved.id)).filter((id) => id !== m.caller.agencyId);
  const carrying = others.filter((id) => id === moved.assignedAgencyId);
  const recipients = [...(await agencyStaff(m.tx, carrying)), ...(actor === 'facility' ? [] : await facilityStaff(m.tx, moved.hospitalId))];
  const offered = await agencyStaff(
    m.tx,
    others.filter((id) => id !== moved.assignedAgencyId),
  );
  const by = historyActorOf(m.caller).actorOrganisation;
  await alertUsers(m.tx, recipients, { kind: 'moved', status: moved.status, by }, moved, m.alerts, offered);
}

async function move(m: Move, actor: TripActor): Promise<void> {
  const to = m.body.status;
  const [moved] = await m.tx
    .update(trips)
    .set({
      status: to,
      version: sql`${trips.version} + 1`,
      updatedAt: m.now,
      ...STAMPS[to](m.now, m.body, m.caller),
      // the miles driven empty to the pickup are known, and fixed, once the patient is delivered
      ...(to === 'COMPLETED' ? { deadheadMiles: deadheadMilesSql('trips') } : {}),
    })
    .where(eq(trips.id, m.trip.id))
    .returning();
  if (to === 'ACCEPTED') await answerOf(m, 'ACCEPTED');
  await record(m, to, m.body.reason ? `${NOTE[to]}: ${m.body.reason}` : NOTE[to]);
  await tellOthers(m, moved!, actor);
}

/** An agency's decline: its offer is closed; the trip ends only when no offered agency is left considering it. */
async function decline(m: Move): Promise<void> {
  await answerOf(m, 'DECLINED');
  const [left] = await m.tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(agencyResponses)
    .where(and(eq(agencyResponses.tripId, m.trip.id), eq(agencyResponses.response, 'OFFERED')));
  const agency = historyActorOf(m.caller).actorOrganisation;
  if (!everyAgencyDeclined(left?.n ?? 0)) {
    await m.tx.update(trips).set({ version: sql`${trips.version} + 1`, updatedAt: m.now }).where(eq(trips.id, m.trip.id));
    await record(m, 'PENDING', `Declined by ${agency}`);
    return;
  }
  const [cancelled] = await m.tx
    .update(trips)
    .set({ status: 'CANCELLED', version: sql`${trips.version} + 1`, updatedAt: m.now, cancelledTimestamp: m.now, cancellationReason: TRIP_ERRORS.everyAgencyDeclined })
    .where(eq(trips.id, m.trip.id))
    .returning();
  await record(m, 'CANCELLED', `Declined by ${agency}, the last agency it was offered to`);
  // nobody is coming for this patient: the facility and the control center's administrators must know at once
  const recipients = [...(await facilityStaff(m.tx, cancelled!.hospitalId)), ...(await controlCenterStaff(m.tx, ['ADMIN']))];
  await alertUsers(m.tx, recipients, { kind: 'declinedByAll' }, cancelled!, m.alerts);
}

/** Moves a trip as the table allows; refusals change nothing (the transaction rolls back). */
export async function changeTripStatus(
  db: Db,
  caller: Caller,
  id: string,
  body: TripStatusBody,
  alerts: AlertSettings,
): Promise<StatusChangeOutcome> {
  const actor = tripActorOf(caller);
  if (!actor) throw forbidden(AUTH_MESSAGES.forbidden);
  if (actor === 'agency') {
    const agencyId = agencyIdOf(caller);
    // the original client sends the acting user's id; anything else naming another agency is refused
    const named = body.assignedAgencyId;
    if (named !== undefined && named !== agencyId && named !== caller.id) throw forbidden(TRIP_ERRORS.otherAgency);
  }
  const tripId = knownIdOr404(id, TRIP_ERRORS.notFound);
  return db.transaction(async (tx) => {
    if (body.assignedUnitId !== undefined) await checkOwnUnit(tx, caller, actor, body);
    const trip = await lockTrip(tx, caller, actor, tripId);
    const transition = await judge(tx, caller, actor, trip, body.status);
    const m: Move = { tx, caller, trip, body, now: new Date(), alerts };
    if (transition.decline) {
      await decline(m);
      return 'declined';
    }
    await move(m, actor);
    return 'moved';
  });
}
