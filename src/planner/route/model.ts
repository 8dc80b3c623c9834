// The optimizer's working form of a problem: stops numbered, road miles and driving minutes between every two of
// them, windows in minutes from the start, and a simulator that walks a stop order under every rule of the route.
import type { LatLng } from '@/domain/places/geo';
import { AVERAGE_SPEED_MPH, HANDLING_MINUTES, loadedMilesBetween, tripRevenue } from '@/domain/planning/pricing';
import type { OptimizationConstraints, OptimizationWeights } from '@/domain/planning/optimization-settings-answers';
import type { RouteRequest } from './types';

/** Driving minutes for road miles: the pricing module's speed, whole minutes. */
export const drivingMinutesFor = (miles: number): number => Math.round((miles / AVERAGE_SPEED_MPH) * 60);

export type Violation = 'late' | 'deadhead' | 'wait' | 'overtime' | 'capacity';

/**
 * Node 0 is the unit's position; request i (0-based) has its pickup at node 1 + i and its drop-off at node 1 + m + i.
 * Times are minutes after `startMs` (the later of now and the unit's free time).
 */
export interface Model {
  m: number;
  capacity: number;
  requests: RouteRequest[];
  n: number;
  miles: Float64Array;
  drive: Float64Array;
  readyFrom: Float64Array;
  readyUntil: Float64Array;
  revenue: Float64Array;
  /** Request i's drop-off followed by request j's pickup would be a backhaul pair (index i * m + j). */
  backhaul: Uint8Array;
  /** Minutes after the start; Infinity without a shift end. */
  shiftEnd: number;
  /** The last minute a route may end. */
  latestFinish: number;
  weights: OptimizationWeights;
  constraints: OptimizationConstraints;
  startMs: number;
}

export function buildModel(args: {
  position: LatLng;
  requests: RouteRequest[];
  capacity: number;
  startMs: number;
  shiftEndMs: number | null;
  weights: OptimizationWeights;
  constraints: OptimizationConstraints;
}): Model {
  const { requests, startMs } = args;
  const m = requests.length;
  const n = 2 * m + 1;
  const places: LatLng[] = [args.position, ...requests.map((r) => r.pickup), ...requests.map((r) => r.dropoff)];
  const miles = new Float64Array(n * n);
  const drive = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const d = loadedMilesBetween(places[a]!, places[b]!);
      miles[a * n + b] = miles[b * n + a] = d;
      drive[a * n + b] = drive[b * n + a] = drivingMinutesFor(d);
    }
  }
  const minutesAfterStart = (iso: string) => (Date.parse(iso) - startMs) / 60000;
  const readyFrom = Float64Array.from(requests, (r) => minutesAfterStart(r.readyFrom));
  const readyUntil = Float64Array.from(requests, (r) => minutesAfterStart(r.readyUntil));
  const revenue = Float64Array.from(
    requests,
    (r) => r.revenue ?? tripRevenue(r.transportLevel, r.priority, loadedMilesBetween(r.pickup, r.dropoff)),
  );
  const { maxBackhaulDistance, maxBackhaulTimeWindow, maxOvertimeHours } = args.constraints;
  const backhaul = new Uint8Array(m * m);
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < m; j++) {
      if (i === j) continue;
      const near = miles[(1 + m + i) * n + 1 + j]! <= maxBackhaulDistance;
      const together = Math.abs(readyFrom[j]! - readyFrom[i]!) <= maxBackhaulTimeWindow;
      backhaul[i * m + j] = near && together ? 1 : 0;
    }
  }
  const shiftEnd = args.shiftEndMs === null ? Infinity : (args.shiftEndMs - startMs) / 60000;
  return {
    m,
    capacity: args.capacity,
    requests,
    n,
    miles,
    drive,
    readyFrom,
    readyUntil,
    revenue,
    backhaul,
    shiftEnd,
    latestFinish: shiftEnd + maxOvertimeHours * 60,
    weights: args.weights,
    constraints: args.constraints,
    startMs,
  };
}

export interface Walk {
  ok: boolean;
  /** The first rule broken, when not ok, and at which stop. */
  violation?: Violation;
  failedAt?: number;
  score: number;
  /** Minutes after the start: leaving the position, and the last hand-over. */
  departure: number;
  finish: number;
  deadheadMiles: number;
  loadedMiles: number;
  waitMinutes: number;
  backhaulPairs: number;
  revenue: number;
  overtimeHours: number;
  /** Per stop (when asked for): arrival, wait, and whether the leg into it is a backhaul leg. */
  arrivals?: number[];
  waits?: number[];
  backhaulLegs?: boolean[];
}

/**
 * Walk a stop order and score it. The unit leaves its position as late as it can without delaying the first pickup,
 * so it never waits there; later it drives on at once and waits at a pickup for its window to open.
 */
export function walk(model: Model, stops: readonly number[], detail = false): Walk {
  const { n, m, weights: w, constraints: c } = model;
  // 1: aboard, 2: delivered
  const state = new Uint8Array(m);
  let load = 0;
  let t = 0;
  let last = 0;
  let lastDropped = -1;
  let departure = 0;
  const res: Walk = {
    ok: true,
    score: 0,
    departure: 0,
    finish: 0,
    deadheadMiles: 0,
    loadedMiles: 0,
    waitMinutes: 0,
    backhaulPairs: 0,
    revenue: 0,
    overtimeHours: 0,
  };
  if (detail) {
    res.arrivals = [];
    res.waits = [];
    res.backhaulLegs = [];
  }
  let k = 0;
  const fail = (v: Violation): Walk => ({ ...res, ok: false, violation: v, failedAt: k });
  for (; k < stops.length; k++) {
    const node = stops[k]!;
    const d = model.miles[last * n + node]!;
    let arrival = t + model.drive[last * n + node]!;
    let wait = 0;
    let pair = false;
    if (node <= m) {
      const i = node - 1;
      if (state[i] || load >= model.capacity) return fail('capacity');
      if (load === 0) {
        if (d > c.maxDeadheadMiles) return fail('deadhead');
        res.deadheadMiles += d;
      } else res.loadedMiles += d;
      if (k === 0 && arrival < model.readyFrom[i]!) {
        departure = model.readyFrom[i]! - model.drive[node]!;
        arrival = model.readyFrom[i]!;
      }
      if (arrival > model.readyUntil[i]!) return fail('late');
      wait = Math.max(0, model.readyFrom[i]! - arrival);
      if (wait > c.maxWaitTime) return fail('wait');
      res.waitMinutes += wait;
      if (lastDropped >= 0 && model.backhaul[lastDropped * m + i]) {
        pair = true;
        res.backhaulPairs++;
      }
      t = arrival + wait + HANDLING_MINUTES;
      state[i] = 1;
      load++;
      lastDropped = -1;
      res.revenue += model.revenue[i]!;
    } else {
      const i = node - 1 - m;
      if (state[i] !== 1) return fail('capacity');
      res.loadedMiles += d;
      t = arrival;
      state[i] = 2;
      load--;
      lastDropped = i;
    }
    if (t > model.latestFinish) return fail('overtime');
    if (detail) {
      res.arrivals!.push(arrival);
      res.waits!.push(wait);
      res.backhaulLegs!.push(pair);
    }
    last = node;
  }
  if (load > 0) return fail('capacity');
  res.departure = departure;
  res.finish = stops.length ? t : 0;
  res.overtimeHours = Math.max(0, res.finish - model.shiftEnd) / 60;
  res.score =
    res.revenue * w.baseRevenue -
    res.deadheadMiles * w.deadheadMiles -
    res.waitMinutes * w.waitTime +
    res.backhaulPairs * w.backhaulBonus -
    res.overtimeHours * w.overtimeRisk;
  return res;
}
