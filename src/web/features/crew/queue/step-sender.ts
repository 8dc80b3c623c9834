// Sends the phone's queued steps, oldest first, whenever there is a connection; what the server settles leaves the
// queue, anything unanswered stays for the next try.
import type { stepBatchAnswer } from '@/domain/crew/crew-api';
import { CREW_PATHS } from '@/domain/crew/crew-paths';
import { ApiRequestError, apiRequest } from '@/web/lib/api-client';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import { keepsBatch, nextBatch, refuseBatch, settleOutcomes, wireStep, type PendingStep, type StepRefusal } from './step-queue-rules';
import { readQueue, removeSteps } from './step-queue-store';

const statusOf = (err: unknown) => (err instanceof ApiRequestError ? err.status : null);

/** Sends one batch; answers what it settled, or null when the batch stays queued. */
async function sendBatch(batch: PendingStep[]): Promise<{ settled: string[]; refusals: StepRefusal[] } | null> {
  try {
    const answer = await apiRequest<typeof stepBatchAnswer>(CREW_PATHS.steps, {
      method: 'POST',
      body: { sentAt: new Date().toISOString(), steps: batch.map(wireStep) },
    });
    return settleOutcomes(batch, answer.data);
  } catch (err) {
    if (keepsBatch(statusOf(err))) return null;
    const reason = err instanceof ApiRequestError && err.serverMessage ? err.serverMessage : CREW_APP_UI.queue.refusedUnknown;
    return { settled: batch.map((s) => s.id), refusals: refuseBatch(batch, reason) };
  }
}

let sending: Promise<StepRefusal[]> | null = null;

async function sendAll(userId: string): Promise<StepRefusal[]> {
  const refusals: StepRefusal[] = [];
  for (;;) {
    const batch = nextBatch(await readQueue(userId));
    if (batch.length === 0) return refusals;
    const result = await sendBatch(batch);
    if (!result || result.settled.length === 0) return refusals;
    await removeSteps(result.settled);
    refusals.push(...result.refusals);
  }
}

/**
 * Sends everything `userId` queued, one send at a time: a second call while one runs waits for it and then sends what
 * is left.
 */
export async function sendQueuedSteps(userId: string): Promise<StepRefusal[]> {
  // checked again right before starting, with no pause in between, so two sends never run at once
  while (sending) await sending.catch(() => undefined);
  sending = sendAll(userId);
  try {
    return await sending;
  } finally {
    sending = null;
  }
}

/** Resolves once no send is under way, so that an undo knows whether its step has left the phone. */
export async function whenSent(): Promise<void> {
  while (sending) await sending.catch(() => undefined);
}
