// The positions waiting on the phone, in IndexedDB beside the steps; the screen is told whenever they change.
import type { ReportedPosition } from '@/domain/units/unit-positions';
import { crewDb as db } from './crew-db';
import { positionsOf, positionsPastKept, type PendingPosition } from './position-queue-rules';

const STORE = 'positions';
const watchers = new Set<() => void>();
const changed = () => watchers.forEach((w) => w());

/** Calls `onChange` whenever positions are queued or leave the queue; answers the way to stop. */
export function watchPositions(onChange: () => void): () => void {
  watchers.add(onChange);
  return () => watchers.delete(onChange);
}

/** The positions `userId`'s phone took that wait, oldest first. */
export const readPositions = async (userId: string): Promise<PendingPosition[]> => positionsOf(await (await db()).getAll(STORE), userId);

/** Takes the positions with these ids out of the queue. */
export async function removePositions(ids: readonly string[]): Promise<void> {
  const tx = (await db()).transaction(STORE, 'readwrite');
  await Promise.all(
    ids.map(async (id) => {
      const key = await tx.store.index('id').getKey(id);
      if (key !== undefined) await tx.store.delete(key);
    }),
  );
  await tx.done;
  changed();
}

/** Keeps a position taken on `by`'s phone, letting the oldest go past what the phone keeps. */
export async function enqueuePosition(position: ReportedPosition, by: string): Promise<void> {
  // `seq` is given by the store as the position is added
  await (await db()).add(STORE, { ...position, by } as PendingPosition);
  const past = positionsPastKept(await readPositions(by));
  if (past.length > 0) await removePositions(past);
  changed();
}
