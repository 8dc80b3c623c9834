// Recording one of the crew's steps (src/domain/trips/trip-steps.ts), in a transaction of its own on the locked trip:
// judged against the trip as it is now, then stored with its trip's latest step, its history row and its webhook
// event; a step that moves the status (Patient loaded, Handed over) is made by the status move's own code.
import { eq, sql } from 'drizzle-orm';
import { pointOrNull } from '@/domain/places/geo';
import { estimatedArrival } from '@/domain/trips/estimated-arrival';
import { clockTime } from '@/domain/common/time-zones';
import type { StepOutcome } from '@/domain/crew/crew-api';
import { STEP_MESSAGES, stepRefusal, stepRule, stepTimeRefusal } from '@/domain/trips/trip-steps';
import type { Db, Tx } from '@/server/db/connect';
import { isUniqueViolation } from '@/server/db/errors';
import { agencies, trips, tripSteps, units } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import { isUuid } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { type AlertSettings, type PatientContact, patientContactOfTrip, patientTexts } from '../notifications';
import { outboxInsert, outboxRows, type OutgoingMessage } from '../outbox';
import { stepEvent, tripEventsInsert, tripEventsJson } from '../webhooks';
import { moveByStep } from './change-trip-status';
import { holdsSameHandover, insertHandover } from './handover-write';
import { asOne, historyRow } from './move-write';
import { arrivalOnTrip, type StepFacts, stepInsert, type StepParams, stepParameters } from './step-write';
import { historyActorOf } from './trip-actor';
import { placeUnit } from '../units';

/** Who records a step: a crew member, on the unit of its open shift. */
export interface StepRecorder {
  caller: Caller;
  unitId: string;
}

/** The trip, locked, with what judging a step on it needs: its unit's number and who cancelled it, if anyone did. */
export const lockedTrip = (tx: Tx, tripId: string) =>
  tx
    .select({
      trip: trips,
      unitNumber: sql<string | null>`(select u.unit_number from units as u where u.id = trips.assigned_unit_id)`,
      cancelledByRole: sql<string | null>`(select h.actor_role from trip_history as h
        where h.trip_id = trips.id and h.to_status = 'CANCELLED' order by h.created_at desc, h.id desc limit 1)`,
      patientContact: patientContactOfTrip,
    })
    .from(trips)
    .where(eq(trips.id, tripId))
    .for('update', { of: trips });
type LockedTrip = Awaited<ReturnType<typeof lockedTrip>>[number];

/** Why the step cannot be recorded on the trip as it is now, in words the crew reads; null when it can. */
function refusalOf(locked: LockedTrip | undefined, by: StepRecorder, s: StepFacts, now: Date): string | null {
  if (!locked || locked.trip.assignedAgencyId !== by.caller.agencyId) return STEP_MESSAGES.notYourUnit;
  const { trip } = locked;
  if (trip.assignedUnitId !== by.unitId) return trip.assignedUnitId && locked.unitNumber ? STEP_MESSAGES.givenToUnit(locked.unitNumber) : STEP_MESSAGES.notYourUnit;
  if (trip.status === 'CANCELLED') return STEP_MESSAGES.cancelled(locked.cancelledByRole, clockTime(trip.cancelledTimestamp ?? now, by.caller.timeZone));
  return stepRefusal(s.step, trip.status, trip.latestStep) ?? stepTimeRefusal(s.at, { acceptedAt: trip.acceptedTimestamp, latestStepAt: trip.latestStepAt }, now);
}

/** A step already stored under this id: the same step sent again, or another one reusing its id. */
async function earlierWithId(tx: Tx, tripId: string, s: StepFacts): Promise<StepOutcome | null> {
  const [earlier] = await tx.select().from(tripSteps).where(eq(tripSteps.id, s.id));
  if (!earlier) return null;
  const same =
    earlier.tripId === tripId &&
    earlier.step === s.step &&
    earlier.deviceTime?.getTime() === s.deviceTime?.getTime() &&
    earlier.latitude === (s.position?.latitude ?? null) &&
    earlier.longitude === (s.position?.longitude ?? null) &&
    (earlier.step !== 'HANDED_OVER' || (await holdsSameHandover(tx, s.id, s.handover)));
  return same
    ? { id: s.id, outcome: 'ALREADY_RECORDED', reason: null, occurredAt: earlier.occurredAt.toISOString() }
    : refused(s, STEP_MESSAGES.duplicateDifferent);
}

const refused = (s: StepFacts, reason: string): StepOutcome => ({ id: s.id, outcome: 'REFUSED', reason, occurredAt: null });

/** En route: the patient is texted that the unit is on its way, with when it should arrive. */
async function onItsWayText(tx: Tx, trip: LockedTrip['trip'], contact: PatientContact, s: StepFacts, now: Date, zone: string): Promise<OutgoingMessage[]> {
  const [found] = await tx
    .select({ agencyName: agencies.name, unitLat: units.latitude, unitLng: units.longitude })
    .from(agencies)
    .leftJoin(units, eq(units.id, trip.assignedUnitId!))
    .where(eq(agencies.id, trip.assignedAgencyId!));
  const arrival = estimatedArrival(
    {
      ...trip,
      latestStep: 'EN_ROUTE',
      latestStepAt: s.at,
      pickup: pointOrNull(trip.fromLatitude, trip.fromLongitude),
      unitPosition: s.position ? pointOrNull(s.position.latitude, s.position.longitude) : pointOrNull(found?.unitLat ?? null, found?.unitLng ?? null),
    },
    now,
  );
  return patientTexts(contact, { kind: 'onItsWay', arrivalAt: arrival?.at ?? null, agencyName: found?.agencyName ?? '' }, zone);
}

/**
 * A step that leaves the status as it is, in one statement: the trip's latest step, the step's row, the history, the
 * webhooks, and the patient's text it sends.
 */
async function writeStep(tx: Tx, by: StepRecorder, trip: LockedTrip['trip'], s: StepFacts, now: Date, texts: OutgoingMessage[]): Promise<void> {
  const actor = historyActorOf(by.caller);
  const values = { ...stepParameters(s), recordedById: actor.actorUserId, recordedByName: actor.actorName, now: now.toISOString() };
  const params = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, sql`${value}`])) as StepParams;
  const moved = tx
    .update(trips)
    .set({ latestStep: s.step, latestStepAt: s.at, ...arrivalOnTrip(s.step, s.at), version: sql`${trips.version} + 1`, updatedAt: now })
    .where(eq(trips.id, trip.id))
    .returning({ id: trips.id, assignedUnitId: trips.assignedUnitId });
  await tx.execute(sql`${asOne([
    moved.getSQL(),
    stepInsert('w0', params),
    // the status stays: the timeline shows the step in its note, at the time it happened
    historyRow(tx, { tripId: trip.id, ...actor, fromStatus: trip.status, note: stepRule(s.step).label }, trip.status, s.at).getSQL(),
    tripEventsInsert(tripEventsJson([stepEvent(trip, s)])),
    ...(texts.length > 0 ? [outboxInsert(outboxRows(texts))] : []),
  ])} select 1`);
}

/**
 * Records the step on the trip if the trip is still the recorder's unit's to carry and the step comes next, at a
 * time neither in the future nor before the trip's acceptance or its previous step; answers how it was judged. A refusal stores nothing.
 * `now`: when the server received it.
 */
export async function recordStep(db: Db, by: StepRecorder, tripId: string, s: StepFacts, now: Date, alertSettings: AlertSettings): Promise<StepOutcome> {
  if (!isUuid(tripId)) return refused(s, STEP_MESSAGES.notYourUnit);
  try {
    return await db.transaction(async (tx) => {
      const locked = (await lockedTrip(tx, tripId))[0];
      const earlier = await earlierWithId(tx, tripId, s);
      if (earlier) return earlier;
      const refusal = refusalOf(locked, by, s, now);
      if (refusal) return refused(s, refusal);
      const moves = stepRule(s.step).moves;
      if (moves) {
        await moveByStep(tx, by.caller, tripId, moves, s, now, alertSettings);
        if (s.handover) await insertHandover(tx, s.id, s.handover);
      } else {
        const { trip, patientContact } = locked!;
        const texts = s.step === 'EN_ROUTE' && patientContact ? await onItsWayText(tx, trip, patientContact, s, now, alertSettings.timeZone) : [];
        await writeStep(tx, by, trip, s, now, texts);
      }
      // the unit was where the phone was: its last reported position, for the arrival estimates
      if (s.position) await placeUnit(tx, by.unitId, s.position, s.at);
      return { id: s.id, outcome: 'RECORDED' as const, reason: null, occurredAt: s.at.toISOString() };
    });
  } catch (err) {
    // the same id stored meanwhile for another trip: the id was already used
    if (isUniqueViolation(err)) return refused(s, STEP_MESSAGES.duplicateDifferent);
    // the status move refused as the table words it: the rest of the batch still goes on
    if (err instanceof HttpError && err.statusCode < 500) return refused(s, err.message);
    throw err;
  }
}
