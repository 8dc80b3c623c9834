// The steps waiting on the phone, in IndexedDB: they outlive a closed or reloaded app and a phone without signal.
import type { QueuedStep } from '@/domain/crew/crew-api';
import { crewDb as db } from './crew-db';
import { stepsOf, type PendingStep } from './step-queue-rules';

const STORE = 'steps';

/** The steps `userId` tapped that wait on the phone, oldest tap first. */
export const readQueue = async (userId: string): Promise<PendingStep[]> => stepsOf(await (await db()).getAll(STORE), userId);

/** Keeps a step `by` tapped; IndexedDB numbers it after every step already queued. */
export async function enqueueStep(step: QueuedStep, by: string): Promise<void> {
  // `seq` is given by the store as the step is added
  await (await db()).add(STORE, { ...step, by } as PendingStep);
}

/** Takes the steps with these ids out of the queue (sent and settled, or undone before they left). */
export async function removeSteps(ids: readonly string[]): Promise<void> {
  const tx = (await db()).transaction(STORE, 'readwrite');
  await Promise.all(
    ids.map(async (id) => {
      const key = await tx.store.index('id').getKey(id);
      if (key !== undefined) await tx.store.delete(key);
    }),
  );
  await tx.done;
}
