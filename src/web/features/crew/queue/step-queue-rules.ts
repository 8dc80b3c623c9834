// What the phone does with its queued steps, as pure rules: which to send next, what each answer does to the queue,
// and how the queue shows on a trip before the server has it (docs/crew.md).
import type { CrewTrip, QueuedStep, StepOutcome, TripStepView } from '@/domain/crew/crew-api';
import { STEP_BATCH_MAX, stepRule, type TripStep } from '@/domain/trips/trip-steps';

/**
 * A step kept on the phone: `seq` is the order it was tapped in (IndexedDB's own counter), `by` the crew member who
 * tapped it, so that it is sent only under their own sign-in.
 */
export interface PendingStep extends QueuedStep {
  seq: number;
  by: string;
}

/** The steps this crew member tapped, oldest first: another's wait on the phone until they sign in again. */
export const stepsOf = (pending: readonly PendingStep[], userId: string): PendingStep[] =>
  pending.filter((s) => s.by === userId).sort((a, b) => a.seq - b.seq);

/** A step the server refused, as the crew reads it. */
export interface StepRefusal {
  id: string;
  tripId: string;
  step: TripStep;
  reason: string;
}

// a batch's body stays well under the server's 1 MB: a signed hand-over alone may take 140 KB of it
const BATCH_BYTES = 700_000;

/**
 * The next batch to send: the oldest taps first, at most as many as the server takes at once, and no more than a
 * body the server accepts (signed hand-overs are large); never less than one step.
 */
export function nextBatch(pending: readonly PendingStep[], max = STEP_BATCH_MAX): PendingStep[] {
  const first = oldestFirst(pending).slice(0, max);
  let bytes = 0;
  const fits = first.findIndex((s) => (bytes += JSON.stringify(wireStep(s)).length) > BATCH_BYTES);
  return fits === -1 ? first : first.slice(0, Math.max(1, fits));
}

const oldestFirst = (pending: readonly PendingStep[]) => [...pending].sort((a, b) => a.seq - b.seq);

/** The step as sent: the phone's own bookkeeping (`seq`, `by`) stays on the phone. */
export const wireStep = ({ id, tripId, step, at, position, handover }: QueuedStep): QueuedStep => ({
  id,
  tripId,
  step,
  at,
  ...(position && { position }),
  ...(handover && { handover }),
});

/**
 * What the server's outcomes settle: recorded (now or before) and refused steps leave the queue, refused ones with
 * their reason for the crew; a step the answer does not name stays queued for the next try.
 */
export function settleOutcomes(sent: readonly PendingStep[], outcomes: readonly StepOutcome[]): { settled: string[]; refusals: StepRefusal[] } {
  const byId = new Map(outcomes.map((o) => [o.id, o]));
  const settled: string[] = [];
  const refusals: StepRefusal[] = [];
  for (const step of sent) {
    const outcome = byId.get(step.id);
    if (!outcome) continue;
    settled.push(step.id);
    if (outcome.outcome === 'REFUSED') refusals.push({ id: step.id, tripId: step.tripId, step: step.step, reason: outcome.reason ?? '' });
  }
  return { settled, refusals };
}

/** A step of the history, with whether it still waits on the phone. */
export interface ShownStep extends Pick<TripStepView, 'id' | 'step' | 'occurredAt'> {
  waiting: boolean;
}

/**
 * The trip as the crew sees it now: the server's steps, then the ones still queued for it (a step the server has
 * already recorded is not shown twice), with the status the queued steps move it to.
 */
export function withQueuedSteps(trip: CrewTrip, pending: readonly PendingStep[]): { status: CrewTrip['status']; latest: TripStep | null; history: ShownStep[] } {
  const recorded = new Set(trip.steps.map((s) => s.id));
  const queued = oldestFirst(pending).filter((s) => s.tripId === trip.id && !recorded.has(s.id));
  const history: ShownStep[] = [
    ...trip.steps.map((s) => ({ id: s.id, step: s.step, occurredAt: s.occurredAt, waiting: false })),
    ...queued.map((s) => ({ id: s.id, step: s.step, occurredAt: s.at, waiting: true })),
  ];
  const status = queued.reduce<CrewTrip['status']>((current, s) => stepRule(s.step).moves ?? current, trip.status);
  return { status, latest: history.at(-1)?.step ?? null, history };
}

/**
 * Whether a batch the server did not judge is tried again later: no answer (status null), a timeout, too many calls,
 * a server failure, or a sign-in to renew (401) keep it; any other refusal of the whole batch will not change by
 * resending, so its steps leave the queue with the server's reason.
 */
export const keepsBatch = (status: number | null): boolean => status === null || status === 401 || status === 408 || status === 429 || status >= 500;

/** Every step of a batch the server refused as a whole, with its reason. */
export const refuseBatch = (sent: readonly PendingStep[], reason: string): StepRefusal[] =>
  sent.map((s) => ({ id: s.id, tripId: s.tripId, step: s.step, reason }));
