// Moves of the same trip asked of this instance at the same moment (agencies racing to accept it) run one after the
// other: each is handed what the one before saw or left (`Made.left`), which is as good as a read of its own when it
// was asked before that state was read or written (its request then spans that moment), so a racing loser is refused
// without a read at all; a state from before the request still serves to refuse what the trip can never allow again.
// Moves of different trips run side by side; other instances are kept in order by the trip's version in the database
// (change-trip-status.ts), not by this queue.
import { setBounded } from '../../bounded-map';

/** A trip's state as a move saw or left it, and the moment (performance.now()) it held: the read or write was sent then. */
export interface Left<S> {
  state: S;
  at: number;
}

/** What a move is handed: the state the move before it saw or left, and whether that held after this move was asked. */
export interface Handed<S> extends Left<S> {
  sinceAsked: boolean;
}

/** A move's outcome: its answer or its refusal, and what it saw or left of the trip for the next in line. */
export type Made<T, S> = ({ answer: T } | { refused: unknown }) & { left?: Left<S> };

const tails = new Map<string, Promise<Left<unknown> | undefined>>();
// The state the last move of a trip saw or left, kept once its line is empty for the moves asked later: too old to judge
// them on, it still refuses what the trip can never allow again (a racer's accept after the winner's move has ended,
// which on the embedded database, where a move never waits on a socket, is every racer's). The trips moved last.
const REMEMBERED_TRIPS = 1_000;
const remembered = new Map<string, Left<unknown>>();

/**
 * Runs `move` once every move of the same trip queued before it on this instance has ended, however it ended, with
 * the state the last of them saw or left, saying whether it held after `askedAt`.
 */
export function oneMoveAtATime<T, S>(tripId: string, askedAt: number, move: (handed: Handed<S> | undefined) => Promise<Made<T, S>>): Promise<T> {
  const before = (tails.get(tripId) ?? Promise.resolve(remembered.get(tripId))) as Promise<Left<S> | undefined>;
  const made = before.then((left) => move(left && { ...left, sinceAsked: left.at >= askedAt }));
  const tail = made.then(
    (m) => m.left,
    () => undefined,
  );
  tails.set(tripId, tail);
  // the last in line clears the entry, so the map holds only trips with moves in flight
  void tail.then((left) => {
    if (left) setBounded(remembered, tripId, left, REMEMBERED_TRIPS);
    if (tails.get(tripId) === tail) tails.delete(tripId);
  });
  return made.then((m) => {
    if ('refused' in m) throw m.refused;
    return m.answer;
  });
}
