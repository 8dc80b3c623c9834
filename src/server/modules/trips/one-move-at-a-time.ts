// Moves of the same trip asked of this instance at the same moment (agencies racing to accept it) run one after the
// other: each then reads the trip as the one before left it, so a loser is refused after one read instead of writing a
// move the database must undo. Moves of different trips run side by side; other instances are kept in order by the
// trip's version in the database (change-trip-status.ts), not by this queue.
const tails = new Map<string, Promise<void>>();

/** Runs `move` once every move of the same trip queued before it on this instance has ended, however it ended. */
export function oneMoveAtATime<T>(tripId: string, move: () => Promise<T>): Promise<T> {
  const before = tails.get(tripId) ?? Promise.resolve();
  const result = before.then(move);
  const tail = result.then(
    () => undefined,
    () => undefined,
  );
  tails.set(tripId, tail);
  // the last in line clears the entry, so the map holds only trips with moves in flight
  void tail.then(() => {
    if (tails.get(tripId) === tail) tails.delete(tripId);
  });
  return result;
}
