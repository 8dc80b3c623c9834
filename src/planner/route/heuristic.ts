// The heuristic for more requests than the exact search takes: two greedy constructions (best insertion anywhere, and
// appending the best next request), then ruin and recreate (take a few requests out, put back greedily whatever
// raises the score; with room for several patients, then swap neighbouring stops) under a cooling acceptance
// threshold, keeping the best route seen, until the time runs out.
import { HANDLING_MINUTES } from '@/domain/planning/pricing';
import { mulberry32 } from '@/domain/planning/seeded-random';
import { walk, type Model } from './model';

export interface Route {
  stops: number[];
  score: number;
}

const EPS = 1e-9;

/** Every way to put request k into the route: pickup before drop-off, and with capacity 1 between two requests. */
export function* insertions(model: Model, stops: readonly number[], k: number): Generator<number[]> {
  const pick = 1 + k;
  const drop = 1 + model.m + k;
  const len = stops.length;
  if (model.capacity === 1) {
    for (let p = 0; p <= len; p += 2) yield [...stops.slice(0, p), pick, drop, ...stops.slice(p)];
    return;
  }
  for (let p = 0; p <= len; p++)
    for (let q = p; q <= len; q++) yield [...stops.slice(0, p), pick, ...stops.slice(p, q), drop, ...stops.slice(q)];
}

/** Times the unit is ready to leave each stop, for skipping insertion points already too late for a pickup. */
function leaveTimes(model: Model, stops: readonly number[]): number[] {
  const w = walk(model, stops, true);
  return (w.arrivals ?? []).map((a, i) => a + (w.waits![i] ?? 0) + (stops[i]! <= model.m ? HANDLING_MINUTES : 0));
}

/** The best feasible insertion of request k, or null. */
function bestInsertion(model: Model, route: Route, k: number, leave: number[]): Route | null {
  let best: Route | null = null;
  const pick = 1 + k;
  const n = model.n;
  for (const stops of insertions(model, route.stops, k)) {
    const p = stops.indexOf(pick);
    // leaving the stop before well after the window closes, the unit is late here and at every later place
    // (two minutes of margin: driving minutes are rounded, so going round by another stop can gain a minute)
    if (p > 0 && leave[p - 1]! + model.drive[stops[p - 1]! * n + pick]! > model.readyUntil[k]! + 2) break;
    const res = walk(model, stops);
    if (res.ok && (!best || res.score > best.score + EPS)) best = { stops, score: res.score };
  }
  return best;
}

/**
 * Put requests from the pool into the route while one raises the score. In pool order when `inOrder` (each at its
 * best place; the order brings the variety ruin and recreate needs), then, and always, the best first.
 */
export function recreate(model: Model, route: Route, pool: number[], deadline: number, inOrder = false): Route {
  let current = route;
  const left = new Set(pool);
  if (inOrder) {
    for (const k of pool) {
      if (Date.now() > deadline) return current;
      const r = bestInsertion(model, current, k, leaveTimes(model, current.stops));
      if (r && r.score > current.score + EPS) {
        current = r;
        left.delete(k);
      }
    }
  }
  while (left.size > 0 && Date.now() <= deadline) {
    const leave = leaveTimes(model, current.stops);
    let best: Route | null = null;
    let chosen = -1;
    for (const k of left) {
      const r = bestInsertion(model, current, k, leave);
      if (r && r.score > current.score + EPS && (!best || r.score > best.score + EPS)) {
        best = r;
        chosen = k;
      }
    }
    if (!best) break;
    current = best;
    left.delete(chosen);
  }
  return current;
}

/** Append, one at a time, the request that raises the score most when carried next. */
function appendGreedy(model: Model, pool: number[], deadline: number): Route {
  let current: Route = { stops: [], score: 0 };
  const left = new Set(pool);
  while (left.size > 0 && Date.now() <= deadline) {
    let best: Route | null = null;
    let chosen = -1;
    for (const k of left) {
      const stops = [...current.stops, 1 + k, 1 + model.m + k];
      const res = walk(model, stops);
      if (res.ok && res.score > current.score + EPS && (!best || res.score > best.score + EPS)) {
        best = { stops, score: res.score };
        chosen = k;
      }
    }
    if (!best) break;
    current = best;
    left.delete(chosen);
  }
  return current;
}

const routedRequests = (model: Model, stops: readonly number[]) => stops.filter((s) => s <= model.m).map((s) => s - 1);

/** The starting route: the better of the two greedy constructions, each topped up by best insertion. */
export function construct(model: Model, deadline: number): Route {
  const all = Array.from({ length: model.m }, (_, k) => k);
  const a = recreate(model, { stops: [], score: 0 }, all, deadline);
  const appended = appendGreedy(model, all, deadline);
  const inB = new Set(routedRequests(model, appended.stops));
  const b = recreate(model, appended, all.filter((k) => !inB.has(k)), deadline);
  return b.score > a.score + EPS ? b : a;
}

/** With room for several patients: swap neighbouring stops while that raises the score. */
function swapNeighbours(model: Model, route: Route): Route {
  let current = route;
  for (let improved = true; improved; ) {
    improved = false;
    for (let i = 0; i + 1 < current.stops.length; i++) {
      const a = current.stops[i]!;
      const b = current.stops[i + 1]!;
      if (a <= model.m && b === a + model.m) continue;
      const stops = [...current.stops];
      stops[i] = b;
      stops[i + 1] = a;
      const res = walk(model, stops);
      if (res.ok && res.score > current.score + EPS) {
        current = { stops, score: res.score };
        improved = true;
      }
    }
  }
  return current;
}

/** Ruin and recreate from `start` until the deadline or `maxIterations`; the best route seen. */
export function improve(model: Model, start: Route, deadline: number, seed: number, maxIterations = Infinity): Route {
  const random = mulberry32(seed);
  let current = start;
  let best = start;
  const all = Array.from({ length: model.m }, (_, k) => k);
  // a worse route is accepted while within this many points, shrinking to zero as the time runs out
  const startThreshold = 0.02 * Math.max(1, ...Array.from(model.revenue, (r) => r * model.weights.baseRevenue));
  const began = Date.now();
  const span = Math.max(1, deadline - began);
  for (let iteration = 0; iteration < maxIterations && Date.now() < deadline; iteration++) {
    const routed = routedRequests(model, current.stops);
    let stops = current.stops;
    if (routed.length > 0) {
      // take out one request and up to four others: half the time those ready closest to it in time, else any
      const seedRequest = routed[Math.floor(random() * routed.length)]!;
      const related = random() < 0.5;
      const byCloseness = routed
        .filter((k) => k !== seedRequest)
        .map((k) => ({ k, key: related ? Math.abs(model.readyFrom[k]! - model.readyFrom[seedRequest]!) : random() }))
        .sort((x, y) => x.key - y.key)
        .map((x) => x.k);
      const count = Math.floor(random() * 5);
      const removed = new Set([seedRequest, ...byCloseness.slice(0, count)]);
      stops = stops.filter((s) => !removed.has(s <= model.m ? s - 1 : s - 1 - model.m));
    }
    const partial = walk(model, stops);
    if (!partial.ok) continue;
    const inRoute = new Set(routedRequests(model, stops));
    // try the requests in a shuffled order so ties fall differently from round to round
    const pool = all.filter((k) => !inRoute.has(k));
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    let candidate = recreate(model, { stops, score: partial.score }, pool, deadline, random() < 0.7);
    if (model.capacity > 1) {
      const swapped = swapNeighbours(model, candidate);
      if (swapped !== candidate) {
        const taken = new Set(routedRequests(model, swapped.stops));
        candidate = recreate(model, swapped, pool.filter((k) => !taken.has(k)), deadline);
      }
    }
    const threshold = maxIterations === Infinity ? startThreshold * Math.max(0, 1 - (Date.now() - began) / span) : startThreshold * (1 - iteration / maxIterations);
    if (candidate.score >= current.score - threshold) current = candidate;
    if (candidate.score > best.score + EPS) best = candidate;
  }
  return best;
}
