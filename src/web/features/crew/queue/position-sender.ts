// Sends the phone's queued positions, oldest first, as batches; what the server answers leaves the queue, anything
// unanswered stays for the next try.
import type { positionBatchAnswer } from '@/domain/units/unit-positions';
import { CREW_PATHS } from '@/domain/crew/crew-paths';
import { ApiRequestError, apiRequest } from '@/web/lib/api-client';
import { nextPositionBatch, wirePosition } from './position-queue-rules';
import { readPositions, removePositions } from './position-queue-store';
import { keepsBatch } from './step-queue-rules';

const statusOf = (err: unknown) => (err instanceof ApiRequestError ? err.status : null);

async function sendAll(userId: string): Promise<void> {
  for (;;) {
    const batch = nextPositionBatch(await readPositions(userId));
    if (batch.length === 0) return;
    try {
      await apiRequest<typeof positionBatchAnswer>(CREW_PATHS.positions, {
        method: 'POST',
        body: { sentAt: new Date().toISOString(), positions: batch.map(wirePosition) },
      });
    } catch (err) {
      // a batch refused as a whole (off shift, malformed) would be refused again: it leaves the queue
      if (keepsBatch(statusOf(err))) return;
    }
    // recorded or ignored as already known, the server has them all
    await removePositions(batch.map((p) => p.id));
  }
}

let sending: Promise<void> | null = null;

/** Sends every position `userId`'s phone queued, one send at a time. */
export async function sendQueuedPositions(userId: string): Promise<void> {
  // checked again right before starting, with no pause in between, so two sends never run at once
  while (sending) await sending.catch(() => undefined);
  sending = sendAll(userId);
  try {
    await sending;
  } finally {
    sending = null;
  }
}
