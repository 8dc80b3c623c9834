// A batch of steps from a crew's phone: the phone's clock offset measured as it arrives, then each step judged and
// recorded in its own transaction, in the order tapped, so a refused one leaves no row and the rest still go on.
import type { StepBatchBody, StepOutcome } from '@/domain/crew/crew-api';
import type { Db } from '@/server/db/connect';
import type { Caller } from '@/server/plugins/auth';
import type { AlertSettings } from '../notifications';
import { recordStep, type StepRecorder } from '../trips';
import { shiftUnitId } from './shifts';

// the offset column is an integer of milliseconds; past it (a phone weeks off) the offset is the step's occurred_at - device_time
const INT_MAX = 2 ** 31 - 1;

/** The crew member with the unit of its open shift; 409 when it has signed on to none. */
export const crewOnShift = async (db: Db, caller: Caller): Promise<StepRecorder> => ({ caller, unitId: await shiftUnitId(db, caller) });

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
      handover: s.handover ?? null,
    };
    outcomes.push(await recordStep(db, by, s.tripId, facts, receivedAt, alertSettings));
  }
  return outcomes;
}
