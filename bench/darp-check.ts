// Feasibility of a Cordeau-format DARP solution, written from the format's definition and apart from the planner:
// it shares only the file reader. Every request served exactly once, its pickup before its drop-off on one route,
// capacity, at most K routes, and a schedule (waiting allowed) meeting the time windows, the ride times and the
// route durations: these are difference constraints, checked by Bellman-Ford for a negative cycle.
import type { CordeauInstance } from '../src/planner/darp/cordeau';

export interface DarpAnswer {
  routes: number[][];
  cost: number;
}

export interface DarpCheck {
  feasible: boolean;
  violations: string[];
  /** cost recomputed from the routes */
  cost: number;
}

const TOLERANCE = 1e-6;

interface Edge {
  from: number;
  to: number;
  weight: number;
}

/** Whether x[to] - x[from] <= weight for every edge has a solution (no negative cycle). */
function solvable(variables: number, edges: Edge[]): boolean {
  const dist = new Float64Array(variables);
  for (let round = 0; round <= variables; round++) {
    let changed = false;
    for (const { from, to, weight } of edges) {
      if (dist[from]! + weight < dist[to]! - TOLERANCE / 10) {
        dist[to] = dist[from]! + weight;
        changed = true;
      }
    }
    if (!changed) return true;
  }
  return false;
}

export function checkDarpAnswer(instance: CordeauInstance, answer: DarpAnswer): DarpCheck {
  const { nodes, requests: n, capacity, maxRideTime, maxRouteDuration } = instance;
  const violations: string[] = [];
  const dist = (a: number, b: number) => Math.hypot(nodes[a]!.x - nodes[b]!.x, nodes[a]!.y - nodes[b]!.y);
  const start = 0;
  const end = 2 * n + 1;

  if (answer.routes.length > instance.vehicles) violations.push(`${answer.routes.length} routes for ${instance.vehicles} vehicles`);
  const routeOf = new Map<number, number>();
  answer.routes.forEach((route, r) => {
    for (const id of route) {
      if (!Number.isInteger(id) || id < 1 || id > 2 * n) violations.push(`route ${r + 1}: node ${id} is not a pickup or drop-off`);
      else if (routeOf.has(id)) violations.push(`node ${id} is visited twice`);
      else routeOf.set(id, r);
    }
  });
  for (let i = 1; i <= n; i++) {
    if (!routeOf.has(i) || !routeOf.has(n + i)) violations.push(`request ${i} is not served`);
    else if (routeOf.get(i) !== routeOf.get(n + i)) violations.push(`request ${i} is picked up and dropped off by different vehicles`);
  }

  let cost = 0;
  answer.routes.forEach((route, r) => {
    const stops = [start, ...route, end];
    for (let k = 1; k < stops.length; k++) cost += dist(stops[k - 1]!, stops[k]!);
    const label = `route ${r + 1}`;
    const at = new Map<number, number>();
    stops.forEach((id, k) => at.set(id, k));
    let load = 0;
    // the schedule is checked only for a route that carries whole requests, each picked up before dropped off
    let whole = true;
    for (const id of route) {
      if (!Number.isInteger(id) || id < 1 || id > 2 * n) {
        whole = false;
        continue;
      }
      const partner = id <= n ? id + n : id - n;
      if (!at.has(partner)) whole = false;
      else if (id > n && at.get(partner)! > at.get(id)!) {
        violations.push(`${label}: drop-off ${id} comes before its pickup ${partner}`);
        whole = false;
      }
      load += nodes[id]!.load;
      if (load > capacity) violations.push(`${label}: ${load} aboard after node ${id}, capacity ${capacity}`);
    }
    if (!whole) return;

    // variables 0..m+1 = start of service at each stop, m+2 = the time origin
    const zero = stops.length;
    const windows: Edge[] = [];
    stops.forEach((id, k) => {
      windows.push({ from: zero, to: k, weight: nodes[id]!.latest });
      windows.push({ from: k, to: zero, weight: -nodes[id]!.earliest });
      if (k > 0) {
        const prev = stops[k - 1]!;
        windows.push({ from: k, to: k - 1, weight: -(nodes[prev]!.service + dist(prev, id)) });
      }
    });
    const rides: Edge[] = [];
    stops.forEach((id, k) => {
      if (id > n && id <= 2 * n) rides.push({ from: at.get(id - n)!, to: k, weight: nodes[id - n]!.service + maxRideTime });
    });
    const duration: Edge[] = [{ from: 0, to: stops.length - 1, weight: maxRouteDuration }];
    if (!solvable(zero + 1, windows)) violations.push(`${label}: the time windows cannot all be met`);
    else if (!solvable(zero + 1, [...windows, ...rides])) violations.push(`${label}: the time windows and ride times cannot all be met`);
    else if (!solvable(zero + 1, [...windows, ...rides, ...duration])) violations.push(`${label}: the route duration cannot be met with the windows and ride times`);
  });
  if (Math.abs(cost - answer.cost) > 1e-3) violations.push(`reported cost ${answer.cost} but the routes cost ${cost.toFixed(6)}`);
  return { feasible: violations.length === 0, violations, cost };
}
