// The crew's Undo of its last step, within its seconds: the step no longer counts, the trip's latest step is the one
// before it again, and a step that moved the status moves it back (the pickup or the delivery taken back, the unit
// committed again). Each change is written to the trip's history, and the trip's webhooks hear of it.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StepUndone } from '@/domain/crew/crew-api';
import { STEP_MESSAGES, STEP_UNDO_SERVER_SECONDS, stepRule, TRIP_STEPS, undoneStepNote } from '@/domain/trips/trip-steps';
import type { Db } from '@/server/db/connect';
import { trips, tripSteps } from '@/server/db/schema';
import { conflict, forbidden, notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import { stepUndoneEvent, tripEventsInsert, tripEventsJson } from '../webhooks';
import { asOne, historyRow, stampsCleared } from './move-write';
import { lockedTrip, type StepRecorder } from './record-step';
import { arrivalOnTrip } from './step-write';
import { historyActorOf } from './trip-actor';
import { unitParts } from './unit-effects';

/** Undoes the step if it is its trip's latest, recorded by the recorder's unit within the undo window; 403/404/409 otherwise. */
export async function undoStep(db: Db, by: StepRecorder, id: string, now: Date): Promise<StepUndone> {
  const stepId = knownIdOr404(id, STEP_MESSAGES.nothingToUndo);
  return db.transaction(async (tx) => {
    const [step] = await tx.select().from(tripSteps).where(eq(tripSteps.id, stepId));
    if (!step) throw notFound(STEP_MESSAGES.nothingToUndo);
    const [locked] = await lockedTrip(tx, step.tripId);
    const trip = locked!.trip;
    if (step.unitId !== by.unitId || trip.assignedAgencyId !== by.caller.agencyId) throw forbidden(STEP_MESSAGES.notYourUnit);
    const rule = stepRule(step.step);
    // a dispatcher's Start or Complete is not the crew's to take back, nor a step already undone
    if (step.undoneAt !== null || step.deviceTime === null) throw conflict(STEP_MESSAGES.nothingToUndo);
    if (trip.latestStep !== step.step || trip.status !== (rule.moves ?? rule.during)) throw conflict(STEP_MESSAGES.notLatest);
    if (now.getTime() - step.receivedAt.getTime() > STEP_UNDO_SERVER_SECONDS * 1000) throw conflict(STEP_MESSAGES.undoTooLate);

    const live = await tx
      .select({ step: tripSteps.step, occurredAt: tripSteps.occurredAt })
      .from(tripSteps)
      .where(and(eq(tripSteps.tripId, trip.id), isNull(tripSteps.undoneAt)));
    const previous = live.filter((s) => s.step !== step.step).sort((a, b) => TRIP_STEPS.indexOf(b.step) - TRIP_STEPS.indexOf(a.step))[0];
    const status = rule.moves ? rule.during : trip.status;
    const parts = [
      tx
        .update(trips)
        .set({
          ...(rule.moves ? { status, ...stampsCleared(rule.moves) } : {}),
          latestStep: previous?.step ?? null,
          latestStepAt: previous?.occurredAt ?? null,
          ...arrivalOnTrip(step.step, null),
          version: sql`${trips.version} + 1`,
          updatedAt: now,
        })
        .where(eq(trips.id, trip.id))
        .getSQL(),
      tx.update(tripSteps).set({ undoneAt: now }).where(eq(tripSteps.id, step.id)).getSQL(),
      historyRow(tx, { tripId: trip.id, ...historyActorOf(by.caller), fromStatus: trip.status, note: undoneStepNote(step.step) }, status, now).getSQL(),
      tripEventsInsert(tripEventsJson([stepUndoneEvent({ ...trip, status }, { id: step.id, step: step.step, at: step.occurredAt }, now)])),
    ];
    // a delivery taken back holds its unit again, as the trip still in progress does
    if (rule.moves === 'COMPLETED' && trip.assignedUnitId) {
      const p = { tripId: sql`${trip.id}`, agency: sql`${trip.assignedAgencyId}`, unit: sql`${trip.assignedUnitId}`, heldUnit: sql`null`, now: sql`${now.toISOString()}` };
      parts.push(...unitParts('hold', parts.length, p).parts);
    }
    await tx.execute(sql`${asOne(parts)} select 1`);
    return { id: step.id, tripId: trip.id, status, latestStep: previous?.step ?? null };
  });
}
