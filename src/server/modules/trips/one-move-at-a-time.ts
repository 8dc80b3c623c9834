// Moves of the same trip asked of this instance at the same moment (agencies racing to accept it) run one after the
// other: each is handed what the previous move saw or left (`MoveOutcome.passedOn`), which is as good as a read of its
// own when it was asked before that state was read or written (its request then spans that moment), so a racing loser
// is refused without a read at all; a state from before the request still serves to refuse what the trip can never
// allow again.
// Moves of different trips run side by side; other instances are kept in order by the trip's version in the database
// (change-trip-status.ts), not by this queue. Each kind of move (status moves, awards) has lines of its own, as each
// passes on a state of its own.
import { setBounded } from '@/server/bounded-map';

/** A trip's state as a move saw or left it, and the moment (performance.now()) it held: the read or write was sent then. */
export interface KnownState<S> {
  state: S;
  at: number;
}

/**
 * The previous move of the trip on this instance, as a move is handed it: the state it saw or left, and whether that
 * held after this move was asked.
 */
export interface PreviousMove<S> extends KnownState<S> {
  sinceAsked: boolean;
}

/** A move's outcome: its answer or its refusal, and what it saw or left of the trip, passed on to the next in line. */
export type MoveOutcome<T, S> = ({ answer: T } | { refused: unknown }) & { passedOn?: KnownState<S> };

// The state the last move of a trip saw or left is kept once its line is empty for the moves asked later: too old to
// judge them on, it still refuses what the trip can never allow again (a racer's accept after the winner's move has
// ended, which on the embedded database, where a move never waits on a socket, is every racer's). The trips moved last.
const REMEMBERED_TRIPS = 1_000;

/**
 * The lines of one kind of move (status moves, awards), one per trip, each move handed the state of type S the one
 * before it saw or left. The function answered runs `move` once every move of the same trip queued before it in these
 * lines on this instance has ended, however it ended, with the state the last of them saw or left, saying whether it
 * held after `askedAt`.
 */
export function linesOfMoves<S>() {
  // per trip, the end of its last queued move, answering the state that move passed on
  const lastInLine = new Map<string, Promise<KnownState<S> | undefined>>();
  const remembered = new Map<string, KnownState<S>>();
  return function oneMoveAtATime<T>(tripId: string, askedAt: number, move: (previous: PreviousMove<S> | undefined) => Promise<MoveOutcome<T, S>>): Promise<T> {
    const previousEnded = lastInLine.get(tripId) ?? Promise.resolve(remembered.get(tripId));
    const outcome = previousEnded.then((known) => move(known && { ...known, sinceAsked: known.at >= askedAt }));
    const ended = outcome.then(
      (o) => o.passedOn,
      () => undefined,
    );
    lastInLine.set(tripId, ended);
    // the last in line clears the entry, so the map holds only trips with moves in flight
    void ended.then((known) => {
      if (known) setBounded(remembered, tripId, known, REMEMBERED_TRIPS);
      if (lastInLine.get(tripId) === ended) lastInLine.delete(tripId);
    });
    return outcome.then((o) => {
      if ('refused' in o) throw o.refused;
      return o.answer;
    });
  };
}
