// Exact feasibility of one vehicle's route and its earliest schedule.
//
// With the order fixed, the start-of-service times B obey only difference constraints: B[k+1] >= B[k] + s + t
// (waiting allowed), earliest <= B <= latest, a drop-off's B minus its pickup's end of service <= max ride
// (i.e. the pickup may be delayed: B[pickup] >= B[drop-off] - s - L), and B[end] - B[start] <= max duration
// (the departure may be delayed). The least solution of the lower-bound constraints is reached by forward passes
// that delay pickups and the departure as the ride and duration limits demand (the "delay the departures" idea of
// Cordeau & Laporte, carried to the fixed point); the route is feasible exactly when that least solution stays
// within every latest time. It is also the schedule that makes every stop as early as possible.
import type { CompiledProblem } from './compiled';

const EPS = 1e-9;

export class RouteScheduler {
  /** start of service at each position of the last route checked (0 = start node, len + 1 = end node) */
  readonly times: Float64Array;
  private readonly nodes: Int32Array;
  private readonly position: Int32Array;
  private readonly seen: Int32Array;
  private stamp = 0;

  constructor(private readonly cp: CompiledProblem) {
    this.times = new Float64Array(cp.size + 2);
    this.nodes = new Int32Array(cp.size + 2);
    this.position = new Int32Array(cp.size);
    this.seen = new Int32Array(cp.size);
  }

  /** Whether vehicle `vehicle` can serve `route[0..length)` between its start and end; fills `times` when it can. */
  feasible(vehicle: number, route: ArrayLike<number>, length = route.length): boolean {
    const cp = this.cp;
    const v = cp.problem.vehicles[vehicle]!;
    const { service, earliest, latest, travel, load, partner, isPickup, maxRide, size } = cp;
    const B = this.times;
    const nodes = this.nodes;
    const position = this.position;
    const seen = this.seen;
    const stamp = ++this.stamp;
    const last = length + 1;
    nodes[0] = v.start;
    for (let k = 0; k < length; k++) nodes[k + 1] = route[k]!;
    nodes[last] = v.end;

    let aboard = 0;
    let open = 0;
    B[0] = earliest[v.start]!;
    for (let k = 1; k <= last; k++) {
      const node = nodes[k]!;
      const prev = nodes[k - 1]!;
      if (k < last) {
        if (seen[node] === stamp) return false;
        seen[node] = stamp;
        position[node] = k;
        if (partner[node]! < 0) return false;
        if (isPickup[node]) open++;
        else {
          if (seen[partner[node]!] !== stamp) return false;
          open--;
        }
        aboard += load[node]!;
        if (aboard > v.capacity + EPS) return false;
      }
      const arrive = B[k - 1]! + service[prev]! + travel[prev * size + node]!;
      const b = arrive > earliest[node]! ? arrive : earliest[node]!;
      if (b > latest[node]! + EPS) return false;
      B[k] = b;
    }
    if (open !== 0) return false;

    for (let round = 0; ; round++) {
      if (round > last + 2) return false;
      let from = last + 1;
      for (let k = 1; k < last; k++) {
        const node = nodes[k]!;
        if (isPickup[node]) continue;
        const p = partner[node]!;
        const need = B[k]! - service[p]! - maxRide[node]!;
        const pk = position[p]!;
        if (need > B[pk]! + EPS) {
          if (need > latest[p]! + EPS) return false;
          B[pk] = need;
          if (pk < from) from = pk;
        }
      }
      const depart = B[last]! - v.maxDuration;
      if (depart > B[0]! + EPS) {
        if (depart > latest[v.start]! + EPS) return false;
        B[0] = depart;
        from = 0;
      }
      if (from > last) return true;
      for (let k = from + 1; k <= last; k++) {
        const node = nodes[k]!;
        const prev = nodes[k - 1]!;
        const arrive = B[k - 1]! + service[prev]! + travel[prev * size + node]!;
        if (arrive > B[k]!) {
          if (arrive > latest[node]! + EPS) return false;
          B[k] = arrive;
        }
      }
    }
  }

  /** The earliest schedule of a feasible route (start node to end node), or null when the route is infeasible. */
  schedule(vehicle: number, route: ArrayLike<number>): number[] | null {
    if (!this.feasible(vehicle, route)) return null;
    return Array.from(this.times.subarray(0, route.length + 2));
  }
}

/** Total cost of a route between the vehicle's start and end. */
export function routeCost(cp: CompiledProblem, vehicle: number, route: ArrayLike<number>): number {
  const v = cp.problem.vehicles[vehicle]!;
  let total = 0;
  let prev = v.start;
  for (let k = 0; k < route.length; k++) {
    total += cp.cost[prev * cp.size + route[k]!]!;
    prev = route[k]!;
  }
  return total + cp.cost[prev * cp.size + v.end]!;
}
