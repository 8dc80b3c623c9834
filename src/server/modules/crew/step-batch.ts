// A batch of steps from a crew's phone: the phone's clock offset measured as it arrives, then each step judged and
// recorded in its own transaction, in the order tapped, so a refused one leaves no row and the rest still go on.
import { and, eq, isNull } from 'drizzle-orm';
import type { StepBatchBody, StepOutcome } from '@/domain/crew/crew-api';
import { STEP_MESSAGES } from '@/domain/trips/trip-steps';
import type { Db } from '@/server/db/connect';
import { crewShifts, units } from '@/server/db/schema';
import { conflict } from '@/server/http/errors';
import { agencyIdOf, type Caller } from '@/server/plugins/auth';
import type { AlertSettings } from '../notifications/alerts';
import { recordStep, type StepRecorder } from '../trips/record-step';

// the offset column is an integer of milliseconds; past it (a phone weeks off) the offset is the step's occurred_at - device_time
const INT_MAX = 2 ** 31 - 1;

/** The crew member with the unit of its open shift (one of its agency's units); 409 when it has signed on to none. */
export async function crewOnShift(db: Db, caller: Caller): Promise<StepRecorder> {
  const [shift] = await db
    .select({ unitId: crewShifts.unitId })
    .from(crewShifts)
    .innerJoin(units, eq(units.id, crewShifts.unitId))
    .where(and(eq(crewShifts.userId, caller.id), isNull(crewShifts.endedAt), eq(units.agencyId, agencyIdOf(caller))));
  if (!shift) throw conflict(STEP_MESSAGES.noShift);
  return { caller, unitId: shift.unitId };
}

/**
 * Records the batch's steps in order. The phone's clock is `receivedAt - sentAt` behind the server's (ahead, when
 * negative): each step's time is the phone's plus that offset, the phone's own kept beside it.
 */
export async function recordStepBatch(db: Db, by: StepRecorder, batch: StepBatchBody, receivedAt: Date, alertSettings: AlertSettings): Promise<StepOutcome[]> {
  const offsetMs = receivedAt.getTime() - Date.parse(batch.sentAt);
  const outcomes: StepOutcome[] = [];
  for (const s of batch.steps) {
    const deviceTime = new Date(s.at);
    const facts = {
      id: s.id,
      step: s.step,
      at: new Date(deviceTime.getTime() + offsetMs),
      deviceTime,
      clockOffsetMs: Math.abs(offsetMs) <= INT_MAX ? offsetMs : null,
      position: s.position ?? null,
    };
    outcomes.push(await recordStep(db, by, s.tripId, facts, receivedAt, alertSettings));
  }
  return outcomes;
}
