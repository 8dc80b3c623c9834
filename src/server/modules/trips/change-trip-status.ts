// PUT /api/trips/{id}/status: the move is judged by the transition table on the trip as read, and made in one statement
// only if the trip is still as judged.
// What the database does on a move (status counts, open offers, live events, the version guard): src/server/db/functions/.
import { randomUUID } from 'node:crypto';
import { and, eq, is, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import type { TripStatus } from '@/domain/common/enums';
import { DECLINE_MESSAGES, declineReasonText } from '@/domain/trips/decline-reasons';
import {
  everyAgencyDeclined,
  findTransition,
  neverAllowedAgain,
  transitionRefusal,
  type TripActor,
  type TripStatusBody,
  type TripTransition,
  UNDO_MESSAGES,
  undoStillOpen,
} from '@/domain/trips/trip-transitions';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { CENTER_ACTION_MESSAGES, centerCancelNote, phoneAcceptanceNote } from '@/domain/trips/center-actions';
import { inFirstLook } from '@/domain/trips/linked-returns';
import { PICKUP_OFFER_MESSAGES } from '@/domain/trips/pickup-offers';
import { STEP_OF_MOVE } from '@/domain/trips/trip-steps';
import { summaryOfHandover } from '@/domain/trips/handover';
import type { MovedTrip, TripDetails } from '@/domain/trips/trip-answers';
import type { Db, Tx } from '@/server/db/connect';
import { trips, units } from '@/server/db/schema';
import { UNIT_ASSIGNMENT_MESSAGES, unitRefusal } from '@/domain/units/unit-assignment';
import type { VehicleNeed } from '@/domain/units/vehicle-fit';
import { readableTime } from '@/domain/common/time-zones';
import { nameableColumns } from '../units';
import { unitEffectOf } from './unit-effects';
import { badRequest, conflict, forbidden, notFound } from '@/server/http/errors';
import { isUuid, knownIdOr404 } from '@/server/http/ids';
import { agencyIdOf, type Caller } from '@/server/plugins/auth';
import { alertParameters, type AlertSettings, alertShape, alertUsers, alertWrites, type AlertWrites, allAlerts, controlCenterStaff, hospitalStaff, patientTexts } from '../notifications';
import { declinedByAllEvent, moveEvents, recordTripEvents, stepEvent, tripEventsJson } from '../webhooks';
import { CONTROL_CENTER_WORDS, historyActorOf, isControlCenter, tripActorOf } from './trip-actor';
import { answerToOffer, asOne, historyRow, type HistoryValues, moveValues, stampsOf, writeMove } from './move-write';
import { linesOfMoves, type MoveOutcome, type PreviousMove } from './one-move-at-a-time';
import type { StepFacts } from './step-write';
import { todayAtCenter } from '../credentials';
import { lockTrip, readTrip, type TripAsRead, type TripState } from './trip-as-read';
import { toTripDetails } from './trip-details';

const NOTE: Record<TripStatus, string> = {
  PENDING: 'Returned to pending',
  ACCEPTED: 'Accepted',
  IN_PROGRESS: 'Patient picked up',
  COMPLETED: 'Patient delivered to destination',
  CANCELLED: 'Cancelled',
};

/** The trip as the move left it, or null when the caller's decline took it off their list: nothing left to see. */
export type StatusChangeAnswer = MovedTrip | null;

// moves lost to other changes before the move is made on the locked row instead
export const OPTIMISTIC_TRIES = 3;

/** The acting agency's offer: its answer, or null when the trip was never offered to it. */
const offerOf = (state: TripState, agencyId: string | null) => (agencyId === null ? null : (state.offers[agencyId] ?? null));

/** Offers still OFFERED to agencies other than the acting one. */
const othersConsidering = (asRead: TripAsRead, agencyId: string | null) =>
  Object.entries(asRead.offers).filter(([agency, response]) => agency !== agencyId && response === 'OFFERED').length;

/** A move being made: where it writes (the database, or the transaction holding the locked row), on the trip as read. */
interface Move {
  db: Db | Tx;
  caller: Caller;
  asRead: TripAsRead;
  body: TripStatusBody;
  now: Date;
  alertSettings: AlertSettings;
  /** The number of the unit the accept names, if it names one. */
  namedUnit?: string;
  /** The step the move records (Start: Patient loaded, Complete: Handed over), which says when it happened; else null. */
  step: StepFacts | null;
  /** The award this accept makes, if it is one. */
  award?: AwardOf;
  /**
   * An accept the control center makes for the agency (an award, an acceptance given by phone): the coordinator the
   * history names, and whom it acted for.
   */
  recorded?: RecordedBy;
  /** An accept the agency gave by phone: who said yes. */
  phone?: { acceptedBy: string };
}

/** The coordinator who makes an agency's accept, and the organisation the history says it was made for. */
export interface RecordedBy {
  by: Caller;
  onBehalfOf: string | null;
}

/** The award of a pickup offer that an accept makes: the offer, its pickup time, and who awarded it (as the winner's alert names them). */
interface AwardOf {
  offerId: string;
  pickupAt: Date;
  by: string;
}

/** The step a dispatcher's move records beside it, happening now; null for a move that records none. */
const dispatcherStep = (to: TripStatus, now: Date): StepFacts | null => {
  const step = STEP_OF_MOVE[to];
  return step ? { id: randomUUID(), step, at: now, deviceTime: null, clockOffsetMs: null, position: null, handover: null } : null;
};

/**
 * A unit named with an acceptance must be one of the accepting agency's active units, able to go and to carry the
 * patient (409 naming why not). Answers its number.
 */
async function checkOwnUnit(db: Db, caller: Caller, actor: TripActor, tripId: string, body: TripStatusBody, today: string): Promise<string> {
  if (actor !== 'agency' || body.status !== 'ACCEPTED') throw badRequest(TRIP_ERRORS.unitOnlyOnAccept);
  const unitId = body.assignedUnitId!;
  const [unit] = isUuid(unitId)
    ? await db
        .select({
          ...nameableColumns,
          transportLevel: trips.transportLevel,
          mobilityLevel: trips.mobilityLevel,
          bariatric: trips.bariatric,
          patientWeight: trips.patientWeight,
        })
        .from(units)
        // the trip's level only if it was offered to the agency: a stranger learns nothing of it
        .leftJoin(trips, and(eq(trips.id, tripId), sql`exists (select 1 from agency_responses as r where r.trip_id = ${tripId} and r.agency_id = ${caller.agencyId})`))
        .where(and(eq(units.id, unitId), eq(units.agencyId, caller.agencyId!), eq(units.isActive, true)))
    : [];
  if (!unit) throw forbidden(TRIP_ERRORS.unitNotYours);
  const { transportLevel, mobilityLevel, bariatric, patientWeight } = unit;
  const refusal = transportLevel && unitRefusal(unit, { transportLevel, mobilityLevel, bariatric, patientWeight }, today);
  if (refusal) throw conflict(refusal);
  return unit.unitNumber;
}

/**
 * A unit the control center names with an agency's acceptance by phone: one of that agency's active units (400), able
 * to go and to carry the patient (409 naming why not). Answers its number.
 */
export async function checkAgencyUnit(db: Db | Tx, agencyId: string, trip: VehicleNeed, unitId: string, today: string): Promise<string> {
  const [unit] = isUuid(unitId)
    ? await db
        .select(nameableColumns)
        .from(units)
        .where(and(eq(units.id, unitId), eq(units.agencyId, agencyId), eq(units.isActive, true)))
    : [];
  if (!unit) throw badRequest(CENTER_ACTION_MESSAGES.unitNotTheAgencys);
  const refusal = unitRefusal(unit, trip, today);
  if (refusal) throw conflict(refusal);
  return unit.unitNumber;
}

/** How the acting agency stands to the trip: assigned to it, still offered to it, declined by it, or a stranger. */
function agencyStanding(agencyId: string, state: TripState) {
  if (state.trip.assignedAgencyId === agencyId) return 'assigned' as const;
  const offer = offerOf(state, agencyId);
  if (!offer) return 'none' as const;
  return offer === 'DECLINED' ? ('declined' as const) : ('offered' as const);
}

/**
 * The transition the table allows, or the refusal: 404 for a trip the agency may not see, 409 for a wrong state.
 * `awarded`: the accept is the award of the agency's pickup offer, the only accept a compare-offers request takes.
 */
function judge(caller: Caller, actor: TripActor, state: TripState, to: TripStatus, awarded = false): TripTransition {
  const { trip } = state;
  const standing = actor === 'agency' ? agencyStanding(caller.agencyId!, state) : undefined;
  // a trip never offered to the agency is not found, as its details are not: nothing of its state is revealed
  if (standing === 'none') throw notFound(TRIP_ERRORS.notFound);
  const allowed = findTransition(trip.status, to, actor);
  if (!allowed) {
    if (to === 'ACCEPTED' && trip.assignedAgencyId && standing !== 'assigned') throw conflict(TRIP_ERRORS.alreadyAccepted);
    throw conflict(transitionRefusal(trip.status, to, actor));
  }
  if (allowed.needs === 'offered' && standing === 'declined') throw conflict(TRIP_ERRORS.declinedByYou);
  if (allowed.needs === 'offered' && standing !== 'offered') throw forbidden(TRIP_ERRORS.notOffered);
  // another agency's trip is out of this one's sight (trip-scope.ts): not found
  if (allowed.needs === 'assigned' && standing !== 'assigned') throw notFound(TRIP_ERRORS.notFound);
  if (allowed.undo && trip.acceptanceMode === 'COMPARE_OFFERS') throw conflict(PICKUP_OFFER_MESSAGES.noUndoOfAward);
  if (allowed.undo && !undoStillOpen(trip.acceptedTimestamp, new Date())) throw conflict(UNDO_MESSAGES.tooLate);
  if (to === 'ACCEPTED' && trip.acceptanceMode === 'COMPARE_OFFERS' && !awarded) throw conflict(PICKUP_OFFER_MESSAGES.offerInstead);
  return allowed;
}

/** The history row's values for the move (its note given). */
const historyOf = (m: Move, note: string): HistoryValues => ({
  tripId: m.asRead.trip.id,
  ...historyActorOf(m.recorded?.by ?? m.caller),
  fromStatus: m.asRead.trip.status,
  note,
  onBehalfOf: onBehalfOf(m),
});

/** Whom the history says the move was made for: as recorded, or the facility whose trip the control center moved; else none. */
const onBehalfOf = (m: Move): string | null => (m.recorded ? m.recorded.onBehalfOf : isControlCenter(m.caller) ? m.asRead.facilityName : null);

/** The acting agency's decline of the offer, at the move's time, with its reason when it gave one. */
const declineFor = (m: Move, reason: string | null) =>
  answerToOffer(m.db, 'DECLINED', { tripId: m.asRead.trip.id, agencyId: m.caller.agencyId!, by: m.caller.id, at: m.now, declineReason: reason });

const writeAsOne = async (db: Db | Tx, parts: SQL[]): Promise<void> => {
  await db.execute(sql`${asOne(parts)} select 1`);
};

/**
 * Those on the other side of the move hear of it: the facility unless it moved itself, and the agency carrying the
 * trip, by their settings. The other agencies still offered it hear only in the bell, and only while the trip leaves
 * their Available Trips (taken by another agency, or cancelled): its pickup and delivery by another agency, or the end
 * of a trip no longer open to them, are not theirs to act on.
 */
function noticesToOthers(m: Move, actor: TripActor, to: TripStatus): AlertWrites {
  const { trip, concerned } = m.asRead;
  const assigned = to === 'ACCEPTED' ? m.caller.agencyId : trip.assignedAgencyId;
  const others = concerned.filter((u) => u.agencyId !== null && u.agencyId !== m.caller.agencyId);
  const recipients = [
    ...others.filter((u) => u.agencyId === assigned),
    ...(actor === 'hospital' ? [] : concerned.filter((u) => u.ofHospital)),
  ];
  const offered = trip.status === 'PENDING' ? others.filter((u) => u.agencyId !== assigned) : [];
  // the control center's cancel is news to every agency still asked too, by its settings, with the reason in words
  const writes =
    actor === 'admin'
      ? alertWrites([...recipients, ...offered], { kind: 'moved', status: to, by: CONTROL_CENTER_WORDS, reason: m.body.reason }, trip, m.alertSettings)
      : alertWrites(recipients, { kind: 'moved', status: to, by: historyActorOf(m.caller).actorOrganisation }, trip, m.alertSettings, offered);
  writes.messages.push(...textsToPatient(m, to));
  return writes;
}

/** The winning agency learns that it was its offer that won. */
function awardedNotice(m: Move, award: AwardOf): AlertWrites {
  const winners = m.asRead.concerned.filter((u) => u.agencyId === m.caller.agencyId);
  return alertWrites(winners, { kind: 'awarded', by: award.by, pickupAt: award.pickupAt }, m.asRead.trip, m.alertSettings);
}

/**
 * The patient is texted when the trip is booked, and when a booked trip is cancelled or its acceptance undone, at the
 * pickup time the awarded agency committed to when it won with an offer, since that is when the ambulance comes.
 */
function textsToPatient(m: Move, to: TripStatus) {
  const { trip, patientContact, shown } = m.asRead;
  if (!patientContact) return [];
  const zone = m.alertSettings.timeZone;
  const pickupAt = trip.committedPickupAt ?? trip.scheduledTime;
  if (to === 'ACCEPTED') return patientTexts(patientContact, { kind: 'booked', pickupAt, agencyName: shown.ownAgencyName ?? '' }, zone);
  if (trip.status !== 'ACCEPTED') return [];
  if (to === 'CANCELLED') return patientTexts(patientContact, { kind: 'cancelled', pickupAt }, zone);
  return to === 'PENDING' ? patientTexts(patientContact, { kind: 'unbooked', pickupAt }, zone) : [];
}

/**
 * The trip as the move leaves it, as GET /api/trips/{id} would show it to the caller right after: the trip as read
 * (with its details) and what the move wrote, which is all the move changes of it. The answer needs no read.
 */
function detailsAfter(m: Move, note: string, deadheadMiles: number | null): MovedTrip {
  const { trip, shown } = m.asRead;
  const to = m.body.status;
  const at = m.step?.at ?? m.now;
  const stamps = stampsOf(m.now, at, m.body, m.caller);
  const accepted = to === 'ACCEPTED';
  const undone = to === 'PENDING';
  const { actorName, actorRole, actorOrganisation } = historyActorOf(m.recorded?.by ?? m.caller);
  const ownOffer = (o: TripDetails['offeredAgencies'][number]) =>
    accepted ? { ...o, response: 'ACCEPTED' as const, respondedAt: m.now.toISOString() } : { ...o, response: 'OFFERED' as const, respondedAt: null };
  return toTripDetails({
    trip: { ...trip, ...stamps, status: to, version: trip.version + 1, updatedAt: m.now, ...(to === 'COMPLETED' ? { deadheadMiles } : {}) },
    agencyName: accepted ? shown.ownAgencyName : undone ? null : shown.agencyName,
    unitNumber: undone ? null : (m.namedUnit ?? shown.unitNumber),
    offeredAgencies:
      accepted || undone ? shown.offeredAgencies.map((o) => (o.id === m.caller.agencyId ? ownOffer(o) : o)) : shown.offeredAgencies,
    history: [...shown.history, { fromStatus: trip.status, toStatus: to, at: at.toISOString(), actorName, actorRole, actorOrganisation, note, onBehalfOf: onBehalfOf(m) }],
  });
}

/** The history row's note: what happened, with the reason given. */
function noteOf(m: Move, to: TripStatus): string {
  if (to === 'PENDING') return `Acceptance undone by ${historyActorOf(m.caller).actorOrganisation}: offered again`;
  if (to === 'CANCELLED' && isControlCenter(m.caller)) return centerCancelNote(m.body.reason);
  if (m.phone) return phoneAcceptanceNote(m.phone.acceptedBy, m.caller.agencyName ?? '');
  // the timeline names who received the patient, as the trip's details and the facility's chart do
  if (m.step?.handover) return `${NOTE[to]}: ${summaryOfHandover(m.step.handover)}`;
  return m.body.reason ? `${NOTE[to]}: ${m.body.reason}` : NOTE[to];
}

/**
 * The move in one statement: the trip, the acting agency's answer, the history row, the bell, the outbox and the
 * webhook deliveries; made only on the trip as it was judged. Answers the trip as the move left it (null: it has
 * changed since, nothing was written).
 */
async function moveIfUnchanged(m: Move, actor: TripActor): Promise<MovedTrip | null> {
  const to = m.body.status;
  if (to === 'ACCEPTED' && m.body.assignedUnitId === undefined && m.asRead.requiresUnit) throw badRequest(UNIT_ASSIGNMENT_MESSAGES.unitRequired);
  const note = noteOf(m, to);
  const notices = m.award ? allAlerts(noticesToOthers(m, actor, to), awardedNotice(m, m.award)) : noticesToOthers(m, actor, to);
  const heldUnit = m.asRead.trip.assignedUnitId;
  const events = moveEvents(m.asRead.trip, to, m.caller.agencyId, m.now);
  if (m.step) events.unshift(stepEvent({ ...m.asRead.trip, status: to }, m.step));
  const webhookEvents = tripEventsJson(events);
  const values = moveValues(m.now, m.body, m.caller, historyOf(m, note), { ...alertParameters(notices), webhookEvents }, m.asRead.trip.version, heldUnit, m.step);
  const award = m.award && { offerId: m.award.offerId, committedPickupAt: m.award.pickupAt.toISOString() };
  const shape = { to, ...alertShape(notices), unit: unitEffectOf(to, heldUnit, m.body.assignedUnitId), award: Boolean(award), phone: Boolean(m.phone) };
  const phone = m.phone && { phoneAcceptedBy: m.phone.acceptedBy, phoneRecordedBy: m.recorded!.by.name };
  const written = await writeMove(m.db, shape, { ...values, ...award, ...phone });
  // undone: the trip changed, or the unit named can no longer go, which is then refused in its own words
  if (!written && m.body.assignedUnitId !== undefined && !is(m.db, PgTransaction)) {
    const today = todayAtCenter(m.alertSettings);
    if (m.phone) await checkAgencyUnit(m.db, m.caller.agencyId!, m.asRead.trip, m.body.assignedUnitId, today);
    else await checkOwnUnit(m.db, m.caller, actor, m.asRead.trip.id, m.body, today);
  }
  return written && detailsAfter(m, note, written.deadheadMiles);
}

/** An agency's decline: its offer is closed; the trip ends only when no offered agency is left considering it. */
async function decline(m: Move): Promise<void> {
  const agency = historyActorOf(m.caller).actorOrganisation;
  const reason = m.body.declineReason ? declineReasonText(m.body.declineReason, m.body.reason) : null;
  const declined = reason ? `Declined by ${agency}: ${reason}` : `Declined by ${agency}`;
  if (!everyAgencyDeclined(othersConsidering(m.asRead, m.caller.agencyId)) || inFirstLook(m.asRead.trip)) {
    await writeAsOne(m.db, [
      declineFor(m, reason).getSQL(),
      m.db.update(trips).set({ version: sql`${trips.version} + 1`, updatedAt: m.now }).where(eq(trips.id, m.asRead.trip.id)).getSQL(),
      historyRow(m.db, historyOf(m, declined), 'PENDING', m.now).getSQL(),
    ]);
    return;
  }
  await declineFor(m, reason);
  const [cancelled] = await m.db
    .update(trips)
    .set({ status: 'CANCELLED', version: sql`${trips.version} + 1`, updatedAt: m.now, cancelledTimestamp: m.now, cancellationReason: TRIP_ERRORS.everyAgencyDeclined })
    .where(eq(trips.id, m.asRead.trip.id))
    .returning();
  await historyRow(m.db, historyOf(m, `${declined} (the last agency it was offered to)`), 'CANCELLED', m.now);
  // nobody is coming for this patient: the facility and the control center's administrators must know at once
  const recipients = [...(await hospitalStaff(m.db, cancelled!.hospitalId)), ...(await controlCenterStaff(m.db, ['ADMIN']))];
  await alertUsers(m.db, recipients, { kind: 'declinedByAll' }, cancelled!, m.alertSettings);
  await recordTripEvents(m.db, [declinedByAllEvent(cancelled!, m.now)]);
}

/** Moves a trip as the table allows; refusals change nothing. */
export async function changeTripStatus(
  db: Db,
  caller: Caller,
  id: string,
  body: TripStatusBody,
  alertSettings: AlertSettings,
): Promise<StatusChangeAnswer> {
  const actor = tripActorOf(caller);
  if (!actor) throw forbidden(AUTH_MESSAGES.forbidden);
  // an EMS account linked to no agency is refused before the trip is read
  if (actor === 'agency') agencyIdOf(caller);
  if (body.declineReason !== undefined) {
    if (actor !== 'agency' || body.status !== 'CANCELLED') throw badRequest(DECLINE_MESSAGES.onlyOnDecline);
    if (body.declineReason === 'OTHER' && !body.reason) throw badRequest(DECLINE_MESSAGES.otherNeedsText);
  }
  const tripId = knownIdOr404(id, TRIP_ERRORS.notFound);
  const namedUnit = body.assignedUnitId === undefined ? undefined : await checkOwnUnit(db, caller, actor, tripId, body, todayAtCenter(alertSettings));
  const askedAt = performance.now();
  return statusMoveLines<StatusChangeAnswer>(tripId, askedAt, (previous) => judgeAndMove(db, caller, actor, tripId, { body, namedUnit }, alertSettings, previous));
}

const statusMoveLines = linesOfMoves<TripState>();

/** What the trip as read is judged on. */
const stateOf = ({ trip, offers }: TripState): TripState => ({
  trip: { status: trip.status, assignedAgencyId: trip.assignedAgencyId, acceptedTimestamp: trip.acceptedTimestamp, acceptanceMode: trip.acceptanceMode },
  offers,
});

/** The trip as the move left it: what the next move in line on this instance may be judged on. */
function stateAfter(m: Move): TripState {
  const { trip, offers } = m.asRead;
  const to = m.body.status;
  const agencyId = m.caller.agencyId;
  const { acceptanceMode } = trip;
  if (to === 'PENDING') return { trip: { status: to, assignedAgencyId: null, acceptedTimestamp: null, acceptanceMode }, offers: { ...offers, [agencyId!]: 'OFFERED' } };
  const accepted = to === 'ACCEPTED';
  return {
    trip: { status: to, assignedAgencyId: accepted ? agencyId : trip.assignedAgencyId, acceptedTimestamp: accepted ? m.now : trip.acceptedTimestamp, acceptanceMode },
    offers: accepted && agencyId ? { ...offers, [agencyId]: 'ACCEPTED' } : offers,
  };
}

/**
 * The move asked for, judged on the trip as it is and made if allowed. `previous`: the trip as the move before it on
 * this instance saw or left it; when that held after this request came in, an agency refused on it is refused without
 * a read (a racing loser learns the trip is taken from the winner's move), and when it held only before, a refusal
 * stands if the trip can never again be where the move starts (taken trips never return to PENDING). A facility's
 * refusals always wait for a read, which alone tells it whether the trip is its own.
 */
async function judgeAndMove(
  db: Db,
  caller: Caller,
  actor: TripActor,
  tripId: string,
  { body, namedUnit }: { body: TripStatusBody; namedUnit: string | undefined },
  alertSettings: AlertSettings,
  previous: PreviousMove<TripState> | undefined,
): Promise<MoveOutcome<StatusChangeAnswer, TripState>> {
  const moveOf = (on: Db | Tx, asRead: TripAsRead): Move => {
    const now = new Date();
    return { db: on, caller, asRead, body, now, alertSettings, namedUnit, step: dispatcherStep(body.status, now) };
  };
  if (previous && actor !== 'hospital') {
    try {
      judge(caller, actor, previous.state, body.status);
    } catch (refused) {
      // a state from before the request still refuses a move the trip can never allow again (a late racer's accept)
      if (previous.sinceAsked || neverAllowedAgain(previous.state.trip.status, body.status, actor)) return { refused, passedOn: previous };
    }
  }
  // Read, judge, then write only if the trip is as it was read: no lock is held across round trips, so a race is
  // settled by the row's version (the first move wins; the others read the trip again and are judged on what it is).
  for (let tries = 0; tries < OPTIMISTIC_TRIES; tries++) {
    const readAt = performance.now();
    const asRead = await readTrip(db, caller, actor, tripId);
    let transition: TripTransition;
    try {
      transition = judge(caller, actor, asRead, body.status);
    } catch (refused) {
      return { refused, passedOn: { state: stateOf(asRead), at: readAt } };
    }
    if (transition.decline) break;
    const m = moveOf(db, asRead);
    const writeAt = performance.now();
    const details = await moveIfUnchanged(m, actor);
    if (details) return { answer: details, passedOn: { state: stateAfter(m), at: writeAt } };
  }
  // A decline may end the trip, which takes several statements, and a move may keep losing to other changes: either is
  // made on the locked row, where nothing can come first.
  const answer = await db.transaction(async (tx) => {
    const asRead = await lockTrip(tx, caller, actor, tripId);
    const m = moveOf(tx, asRead);
    if (!judge(caller, actor, asRead, body.status).decline) {
      const details = await moveIfUnchanged(m, actor);
      if (!details) throw conflict(TRIP_ERRORS.changedMeanwhile);
      return details;
    }
    await decline(m);
    return null;
  });
  return { answer };
}

/** The award of a pickup offer, as read for it: the offer that wins, and the user of its agency who accepts. */
export interface AwardMove {
  /** The request as read by whoever awards it (its answer shows it so), with the offer's agency told apart below. */
  asRead: TripAsRead;
  /** The winning agency's user the accept is made as: the one who made the offer (award-read.ts). */
  agency: Caller;
  offer: { id: string; pickupAt: Date; unit: { id: string; number: string } | null; requiresUnit: boolean };
  /** Who awarded, as the winner's alert names them. */
  by: string;
  /** The history's note of the accept. */
  note: string;
  /** The control center's coordinator who awarded, for the facility; absent for the facility's own award and the deadline's. */
  recorded?: RecordedBy;
}

/**
 * The award of a pickup offer: the accept of the winning agency, made as that agency's own accept would be, naming the
 * offer's unit, in the same statement as the offers' close and the committed pickup time; only on the request as read.
 * Answers the trip as it left it, null when the request changed since (nothing was written).
 */
export async function moveByAward(db: Db | Tx, a: AwardMove, now: Date, alertSettings: AlertSettings): Promise<MovedTrip | null> {
  judge(a.agency, 'agency', a.asRead, 'ACCEPTED', true);
  const { unit } = a.offer;
  const asRead: TripAsRead = {
    ...a.asRead,
    trip: { ...a.asRead.trip, offersClosedAt: now, committedPickupAt: a.offer.pickupAt },
    shown: { ...a.asRead.shown, ownAgencyName: a.agency.agencyName },
    requiresUnit: a.offer.requiresUnit,
  };
  const body: TripStatusBody = { status: 'ACCEPTED', reason: a.note, ...(unit ? { assignedUnitId: unit.id } : {}) };
  const award = { offerId: a.offer.id, pickupAt: a.offer.pickupAt, by: a.by };
  return moveIfUnchanged({ db, caller: a.agency, asRead, body, now, alertSettings, step: null, namedUnit: unit?.number, award, recorded: a.recorded }, 'agency');
}

/**
 * The move a crew's step makes (Patient loaded: IN_PROGRESS, Handed over: COMPLETED) on a trip its transaction holds
 * locked, judged by the table as the assigned agency's move: the step is recorded in the move's own statement.
 */
export async function moveByStep(tx: Tx, caller: Caller, tripId: string, to: TripStatus, step: StepFacts, now: Date, alertSettings: AlertSettings): Promise<void> {
  const asRead = await lockTrip(tx, caller, 'agency', tripId);
  judge(caller, 'agency', asRead, to);
  if (!(await moveIfUnchanged({ db: tx, caller, asRead, body: { status: to }, now, alertSettings, step }, 'agency'))) throw conflict(TRIP_ERRORS.changedMeanwhile);
}

/** An agency's acceptance given by phone: the agency, the unit it named (if any), and who said yes. */
export interface PhoneAccept {
  agency: { id: string; name: string; requireUnitOnAccept: boolean };
  unit: { id: string; number: string } | null;
  acceptedBy: string;
}

/**
 * The trip as the phone's agency is judged on it: the control center called it, so it counts as offered whether it
 * was offered the trip, declined it or never heard of it; a compare-offers request still open takes an award instead.
 */
function judgeByPhone(agency: Caller, state: TripState, offerDeadline: Date | null, timeZone: string): void {
  const { trip, offers } = state;
  if (trip.status === 'PENDING' && trip.acceptanceMode === 'COMPARE_OFFERS') {
    throw conflict(CENTER_ACTION_MESSAGES.awardInstead(offerDeadline ? readableTime(offerDeadline, timeZone) : 'its offers close'));
  }
  const own = offers[agency.agencyId!];
  judge(agency, 'agency', { trip, offers: { ...offers, [agency.agencyId!]: own === 'ACCEPTED' ? own : 'OFFERED' } }, 'ACCEPTED');
}

/**
 * The acceptance an agency gave by phone, recorded by the control center's `coordinator`: that agency's own accept,
 * judged by the table and written by the same statement, in line with the trip's other moves on this instance, so it
 * races the agency's own Accept (or another's) with one winner. The history names the coordinator, for the agency.
 */
export async function acceptByPhone(db: Db, coordinator: Caller, tripId: string, phone: PhoneAccept, alertSettings: AlertSettings): Promise<MovedTrip> {
  const agency: Caller = { ...coordinator, userType: 'EMS', agencyId: phone.agency.id, agencyName: phone.agency.name, facilityName: null, facilityType: null, hospitalId: null };
  const body: TripStatusBody = { status: 'ACCEPTED', ...(phone.unit ? { assignedUnitId: phone.unit.id } : {}) };
  const moveOf = (on: Db | Tx, read: TripAsRead): Move => ({
    db: on,
    caller: agency,
    asRead: { ...read, shown: { ...read.shown, ownAgencyName: phone.agency.name }, requiresUnit: phone.agency.requireUnitOnAccept },
    body,
    now: new Date(),
    alertSettings,
    namedUnit: phone.unit?.number,
    step: null,
    recorded: { by: coordinator, onBehalfOf: phone.agency.name },
    phone: { acceptedBy: phone.acceptedBy },
  });
  const judged = (read: TripAsRead) => judgeByPhone(agency, read, read.trip.offerDeadline, coordinator.timeZone);
  return statusMoveLines<MovedTrip>(tripId, performance.now(), async (previous) => {
    // a racing loser on this instance learns the trip is taken from the winner's move, as an agency's own accept does
    if (previous && previous.state.trip.acceptanceMode !== 'COMPARE_OFFERS') {
      try {
        judgeByPhone(agency, previous.state, null, coordinator.timeZone);
      } catch (refused) {
        if (previous.sinceAsked || neverAllowedAgain(previous.state.trip.status, 'ACCEPTED', 'agency')) return { refused, passedOn: previous };
      }
    }
    for (let tries = 0; tries < OPTIMISTIC_TRIES; tries++) {
      const readAt = performance.now();
      const read = await readTrip(db, coordinator, 'admin', tripId);
      try {
        judged(read);
      } catch (refused) {
        return { refused, passedOn: { state: stateOf(read), at: readAt } };
      }
      const m = moveOf(db, read);
      const writeAt = performance.now();
      const moved = await moveIfUnchanged(m, 'agency');
      if (moved) return { answer: moved, passedOn: { state: stateAfter(m), at: writeAt } };
    }
    // losing to other changes again and again: made on the locked row, where nothing can come first
    const answer = await db.transaction(async (tx) => {
      const read = await lockTrip(tx, coordinator, 'admin', tripId);
      judged(read);
      const moved = await moveIfUnchanged(moveOf(tx, read), 'agency');
      if (!moved) throw conflict(TRIP_ERRORS.changedMeanwhile);
      return moved;
    });
    return { answer };
  });
}
