// The exact search: dynamic programming over (requests delivered, requests aboard, last stop), one stop added per
// layer, keeping in each state only the labels (time ready to leave, score so far) no other label dominates, and
// dropping a label whose score bound cannot beat the best route known. See index.ts for the proof of the dominance.
import { HANDLING_MINUTES } from '@/domain/planning/pricing';
import type { Model } from './model';

interface Label {
  /** Minutes after the start the unit is ready to leave its last stop. */
  t: number;
  /** Score so far: a request's revenue counts when it is picked up (it must be delivered before the route ends). */
  s: number;
  node: number;
  parent: Label | null;
}

interface Bucket {
  /** A label ready to leave at or after this time can never wait longer than the maximum at a pickup still open. */
  safeFrom: number;
  labels: Label[];
}

export const EXACT_MAX_REQUESTS = 10;
const EPS = 1e-9;

/** Earliest arrival offsets between nodes through any stops (driving plus loading at pickups passed on the way). */
function earliestArrivals(model: Model): Float64Array {
  const { n, m } = model;
  const service = (node: number) => (node >= 1 && node <= m ? HANDLING_MINUTES : 0);
  const d = new Float64Array(n * n);
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) d[a * n + b] = a === b ? 0 : model.drive[a * n + b]! + service(b);
  for (let k = 0; k < n; k++)
    for (let a = 0; a < n; a++) {
      const ak = d[a * n + k]!;
      for (let b = 0; b < n; b++) if (ak + d[k * n + b]! < d[a * n + b]!) d[a * n + b] = ak + d[k * n + b]!;
    }
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b) d[a * n + b] = d[a * n + b]! - service(b);
  return d;
}

/**
 * The best route, or null when the deadline came first. `floor` is the score of a route already known (the empty
 * route scores 0): only a strictly better one is returned, else `floorStops`.
 */
export function solveExact(
  model: Model,
  floor: { score: number; stops: number[] },
  deadline: number,
): { score: number; stops: number[] } | null {
  const { m, n, capacity, weights: w, constraints: c } = model;
  if (m > EXACT_MAX_REQUESTS) throw new Error('the exact search takes at most 10 requests');
  const reach = earliestArrivals(model);
  const full = (1 << m) - 1;
  let bestScore = Math.max(0, floor.score);
  const found: { best: Label | null } = { best: null };

  // With one patient at a time every pickup follows an empty leg: its shortest possible empty leg is a sure cost.
  const potential = new Float64Array(m);
  for (let k = 0; k < m; k++) {
    let bonus = 0;
    for (let i = 0; i < m; i++) if (model.backhaul[i * m + k]) bonus = w.backhaulBonus;
    let emptyIn = 0;
    if (capacity === 1) {
      emptyIn = model.miles[1 + k]!;
      for (let j = 0; j < m; j++) if (j !== k) emptyIn = Math.min(emptyIn, model.miles[(1 + m + j) * n + 1 + k]!);
    }
    potential[k] = Math.max(0, model.revenue[k]! * w.baseRevenue + bonus - emptyIn * w.deadheadMiles);
  }

  const bound = (t: number, s: number, last: number, open: number) => {
    let ub = s;
    for (let k = 0; k < m; k++)
      if (open & (1 << k) && t + reach[last * n + 1 + k]! <= model.readyUntil[k]!) ub += potential[k]!;
    return ub;
  };

  const safeFrom = (last: number, open: number) => {
    let theta = -Infinity;
    for (let k = 0; k < m; k++)
      if (open & (1 << k)) theta = Math.max(theta, model.readyFrom[k]! - c.maxWaitTime - reach[last * n + 1 + k]!);
    return theta;
  };

  // x dominates y: every way on from y is open to x, earlier, and at least as good (index.ts explains why).
  const dominates = (x: Label, y: Label, safe: number) =>
    x.t <= y.t && x.s - w.waitTime * (y.t - x.t) >= y.s - EPS && (x.t === y.t || x.t >= safe);

  let layer = new Map<number, Bucket>();
  layer.set(0, { safeFrom: -Infinity, labels: [{ t: 0, s: 0, node: 0, parent: null }] });
  let expanded = 0;
  for (let depth = 0; depth < 2 * m && layer.size > 0; depth++) {
    const next = new Map<number, Bucket>();
    for (const [key, bucket] of layer) {
      const last = key & 31;
      const masks = Math.floor(key / 32);
      const done = masks >> m;
      const aboard = masks & full;
      const open = full & ~done & ~aboard;
      let load = 0;
      for (let x = aboard; x; x &= x - 1) load++;
      const lastDropped = last > m ? last - 1 - m : -1;
      for (const label of bucket.labels) {
        if (++expanded % 2048 === 0 && Date.now() > deadline) return null;
        if (bound(label.t, label.s, last, open) <= bestScore + EPS) continue;
        const add = (node: number, t: number, s: number, nextDone: number, nextAboard: number) => {
          if (t > model.latestFinish) return;
          const nextOpen = full & ~nextDone & ~nextAboard;
          if (nextAboard === 0) {
            const final = s - (Math.max(0, t - model.shiftEnd) / 60) * w.overtimeRisk;
            const l = { t, s, node, parent: label };
            if (final > bestScore + EPS) {
              bestScore = final;
              found.best = l;
            }
            if (nextOpen === 0) return;
          }
          if (bound(t, s, node, nextOpen) <= bestScore + EPS) return;
          const nextKey = ((nextDone << m) | nextAboard) * 32 + node;
          let b = next.get(nextKey);
          if (!b) {
            b = { safeFrom: safeFrom(node, nextOpen), labels: [] };
            next.set(nextKey, b);
          }
          const candidate: Label = { t, s, node, parent: label };
          const kept: Label[] = [];
          for (const other of b.labels) {
            if (dominates(other, candidate, b.safeFrom)) return;
            if (!dominates(candidate, other, b.safeFrom)) kept.push(other);
          }
          kept.push(candidate);
          b.labels = kept;
        };
        // drop off someone aboard
        for (let i = 0; i < m; i++) {
          if (!(aboard & (1 << i))) continue;
          const node = 1 + m + i;
          const t = label.t + model.drive[last * n + node]!;
          add(node, t, label.s, done | (1 << i), aboard & ~(1 << i));
        }
        if (load >= capacity) continue;
        // pick someone up
        for (let k = 0; k < m; k++) {
          if (!(open & (1 << k))) continue;
          const node = 1 + k;
          const miles = model.miles[last * n + node]!;
          if (load === 0 && miles > c.maxDeadheadMiles) continue;
          let arrival = label.t + model.drive[last * n + node]!;
          // the unit leaves its position as late as it can without delaying the first pickup
          if (last === 0 && arrival < model.readyFrom[k]!) arrival = model.readyFrom[k]!;
          if (arrival > model.readyUntil[k]!) continue;
          const wait = Math.max(0, model.readyFrom[k]! - arrival);
          if (wait > c.maxWaitTime) continue;
          let s = label.s + model.revenue[k]! * w.baseRevenue - wait * w.waitTime;
          if (load === 0) s -= miles * w.deadheadMiles;
          if (lastDropped >= 0 && model.backhaul[lastDropped * m + k]) s += w.backhaulBonus;
          add(node, arrival + wait + HANDLING_MINUTES, s, done, aboard | (1 << k));
        }
      }
    }
    layer = next;
  }
  if (found.best === null) return floor.score >= 0 ? floor : { score: 0, stops: [] };
  const stops: number[] = [];
  for (let l: Label | null = found.best; l && l.node !== 0; l = l.parent) stops.push(l.node);
  return { score: bestScore, stops: stops.reverse() };
}
