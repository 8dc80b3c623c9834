// Matches what the push clients receive to the changes in flight: a trip's id to that trip's change, a bare signal to
// the earliest change in flight that owes it to that client; anything else is a repeat, or a fault (an id heard by a
// client not entitled to the trip, a bare signal to a client that never saw it).
import type { BenchTrip, Move } from './live-audience';

export interface Change {
  trip: BenchTrip;
  move: Move;
  named: Set<number>;
  unnamed: Set<number>;
  /** When each client got the change (performance.now() ms), its first matching event only. */
  arrived: Map<number, number>;
  sentAt: number;
  /** Resolves once every entitled client got it. */
  delivered: Promise<void>;
}

export function createDeliveryTracker(describe: (client: number) => string) {
  /** The clients that may hear each trip's id now; set as each move is made. */
  const entitled = new Map<string, Set<number>>();
  const inFlight = new Map<string, Change & { done(): void }>();
  const tally = { leaks: 0, strayBareSignals: 0, repeats: 0 };
  const leakSamples: string[] = [];

  function arrive(change: Change & { done(): void }, client: number, at: number) {
    change.arrived.set(client, at);
    if (change.arrived.size === change.named.size + change.unnamed.size) {
      inFlight.delete(change.trip.id);
      change.done();
    }
  }

  return {
    tally,
    leakSamples,
    entitle: (tripId: string, clients: Set<number>) => entitled.set(tripId, clients),
    /** Records a move about to be made; from here on only its named clients may hear the trip's id. */
    start(trip: BenchTrip, move: Move, expected: { named: Set<number>; unnamed: Set<number> }): Change {
      if (move === 'ACCEPTED' || move === 'CANCELLED') entitled.set(trip.id, expected.named);
      let done!: () => void;
      const delivered = new Promise<void>((resolve) => (done = resolve));
      const change = { trip, move, ...expected, arrived: new Map<number, number>(), sentAt: performance.now(), delivered, done };
      inFlight.set(trip.id, change);
      return change;
    },
    /** Gives up on a change whose deliveries did not all come (they count as missing). */
    abandon: (change: Change) => inFlight.delete(change.trip.id),
    onTrips(client: number, tripId: string | null, at: number) {
      if (tripId !== null) {
        const change = inFlight.get(tripId);
        if (change && change.named.has(client) && !change.arrived.has(client)) return arrive(change, client, at);
        if (entitled.get(tripId)?.has(client)) {
          tally.repeats++;
          return;
        }
        tally.leaks++;
        if (leakSamples.length < 5) leakSamples.push(`${describe(client)} heard of trip ${tripId}`);
        return;
      }
      const owed = [...inFlight.values()].find((c) => c.unnamed.has(client) && !c.arrived.has(client));
      if (owed) arrive(owed, client, at);
      else tally.strayBareSignals++;
    },
  };
}
