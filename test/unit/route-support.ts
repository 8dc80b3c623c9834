// Written apart from the optimizer, from the definitions in src/planner/route/index.ts: random cases, a checker of a
// returned route, and a brute force over every subset and every order of the stops.
import { mulberry32 } from '@/domain/planning/seeded-random';
import { OPTIMIZATION_DEFAULTS } from '@/domain/planning/optimization-settings';
import { HANDLING_MINUTES, loadedMilesBetween, tripRevenue } from '@/domain/planning/pricing';
import type { RoutePlan, RouteProblem, RouteRequest } from '@/planner/route';
import type { TransportLevel, TripPriority } from '@/domain/common/enums';
import { unitCanCarry } from '@/domain/units/vehicle-fit';


const NOW = Date.parse('2026-03-02T08:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const PITTSBURGH = { lat: 40.4406, lng: -79.9959 };

export interface CaseOptions {
  requests: number;
  capacity?: number;
  /** miles around the centre */
  spread?: number;
  /** minutes over which ready windows open */
  horizon?: number;
  /** vary weights and limits */
  varySettings?: boolean;
  /** some requests of another level or with a window already passed */
  misfits?: boolean;
}

export function randomProblem(seed: number, o: CaseOptions): RouteProblem {
  const r = mulberry32(seed);
  const spread = o.spread ?? 20;
  const around = () => ({
    lat: PITTSBURGH.lat + ((r() - 0.5) * 2 * spread) / 69,
    lng: PITTSBURGH.lng + ((r() - 0.5) * 2 * spread) / 53,
  });
  const horizon = o.horizon ?? 360;
  const levels: TransportLevel[] = ['BLS', 'ALS', 'CCT'];
  const priorities: TripPriority[] = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'];
  const requests: RouteRequest[] = [];
  for (let i = 0; i < o.requests; i++) {
    let from = NOW + Math.round((r() * horizon - 30) * 60000);
    if (o.misfits && r() < 0.1) from = NOW - 3 * 3600000;
    requests.push({
      id: `r${i}`,
      pickup: around(),
      dropoff: around(),
      transportLevel: o.misfits ? levels[Math.floor(r() * 3)]! : levels[Math.floor(r() * 2)]!,
      priority: priorities[Math.floor(r() * 4)]!,
      readyFrom: iso(from),
      readyUntil: iso(from + 3600000),
    });
  }
  const weights = { ...OPTIMIZATION_DEFAULTS.weights };
  const constraints = { ...OPTIMIZATION_DEFAULTS.constraints };
  if (o.varySettings) {
    // big penalties make leaving a request out pay, tight limits make rules bind
    weights.deadheadMiles = [0.5, 5, 40][Math.floor(r() * 3)]!;
    weights.waitTime = [0.1, 2, 10][Math.floor(r() * 3)]!;
    weights.overtimeRisk = [2, 200][Math.floor(r() * 2)]!;
    weights.backhaulBonus = [25, 300][Math.floor(r() * 2)]!;
    constraints.maxDeadheadMiles = [10, 20, 50][Math.floor(r() * 3)]!;
    constraints.maxWaitTime = [15, 45, 120][Math.floor(r() * 3)]!;
    constraints.maxOvertimeHours = [0.25, 2][Math.floor(r() * 2)]!;
    constraints.maxBackhaulDistance = [5, 15, 30][Math.floor(r() * 3)]!;
  }
  return {
    unit: {
      id: 'u1',
      vehicle: o.misfits ? { type: 'AMBULANCE', capabilities: ['BLS', 'ALS'] } : { type: 'CRITICAL_CARE', capabilities: [] },
      capacity: o.capacity ?? 1,
      position: around(),
      availableFrom: iso(NOW + Math.round(r() * 20) * 60000),
      shiftEnd: iso(NOW + Math.round((Math.max(120, horizon - 60) + r() * 300) * 60000)),
    },
    requests,
    weights,
    constraints,
    now: iso(NOW),
  };
}

export interface Stop {
  requestId: string;
  stop: 'pickup' | 'dropoff';
}

interface Walker {
  t: number;
  load: number;
  aboard: Set<string>;
  at: { lat: number; lng: number };
  first: boolean;
  lastDropped: RouteRequest | null;
  revenue: number;
  deadhead: number;
  loaded: number;
  wait: number;
  pairs: number;
  departure: number;
}

const minutesOf = (iso: string, base: number) => (Date.parse(iso) - base) / 60000;
const fee = (q: RouteRequest) => q.revenue ?? tripRevenue(q.transportLevel, q.priority, loadedMilesBetween(q.pickup, q.dropoff));

/** One stop: the rule broken, or null (and the walker moved on). */
function step(p: RouteProblem, base: number, s: Walker, q: RouteRequest, kind: 'pickup' | 'dropoff'): string | null {
  const c = p.constraints;
  const to = kind === 'pickup' ? q.pickup : q.dropoff;
  const miles = loadedMilesBetween(s.at, to);
  let arrival = s.t + Math.round((miles / 30) * 60);
  if (kind === 'pickup') {
    if (s.aboard.has(q.id) || s.load >= (p.unit.capacity ?? 1)) return 'capacity';
    if (!unitCanCarry(p.unit.vehicle, q)) return 'level';
    if (Date.parse(q.readyUntil) < Date.parse(p.now)) return 'window passed';
    if (s.load === 0 && miles > c.maxDeadheadMiles) return 'deadhead';
    const from = minutesOf(q.readyFrom, base);
    if (s.first && arrival < from) {
      s.departure = from - Math.round((miles / 30) * 60);
      arrival = from;
    }
    if (arrival > minutesOf(q.readyUntil, base)) return 'late';
    const wait = Math.max(0, from - arrival);
    if (wait > c.maxWaitTime) return 'wait';
    if (s.load === 0) s.deadhead += miles;
    else s.loaded += miles;
    if (
      s.lastDropped &&
      miles <= c.maxBackhaulDistance &&
      Math.abs(minutesOf(s.lastDropped.readyFrom, base) - from) <= c.maxBackhaulTimeWindow
    )
      s.pairs++;
    s.wait += wait;
    s.t = arrival + wait + HANDLING_MINUTES;
    s.aboard.add(q.id);
    s.load++;
    s.lastDropped = null;
    s.revenue += fee(q);
  } else {
    if (!s.aboard.has(q.id)) return 'drop-off before pickup';
    s.loaded += miles;
    s.t = arrival;
    s.aboard.delete(q.id);
    s.load--;
    s.lastDropped = q;
  }
  s.first = false;
  s.at = to;
  const shiftEnd = p.unit.shiftEnd ? minutesOf(p.unit.shiftEnd, base) : Infinity;
  if (s.t > shiftEnd + c.maxOvertimeHours * 60) return 'overtime';
  return null;
}

function scoreOf(p: RouteProblem, base: number, s: Walker, finish: number) {
  const w = p.weights;
  const shiftEnd = p.unit.shiftEnd ? minutesOf(p.unit.shiftEnd, base) : Infinity;
  const overtime = Math.max(0, finish - shiftEnd) / 60;
  return {
    overtime,
    score: s.revenue * w.baseRevenue - s.deadhead * w.deadheadMiles - s.wait * w.waitTime + s.pairs * w.backhaulBonus - overtime * w.overtimeRisk,
  };
}

const startOf = (p: RouteProblem) => Math.max(Date.parse(p.now), p.unit.availableFrom ? Date.parse(p.unit.availableFrom) : 0);
const freshWalker = (p: RouteProblem): Walker => ({
  t: 0,
  load: 0,
  aboard: new Set(),
  at: p.unit.position,
  first: true,
  lastDropped: null,
  revenue: 0,
  deadhead: 0,
  loaded: 0,
  wait: 0,
  pairs: 0,
  departure: 0,
});

/** Every rule a returned plan breaks, and every figure that does not match a recomputation (empty: all good). */
export function checkPlan(p: RouteProblem, plan: RoutePlan): string[] {
  const errors: string[] = [];
  const base = startOf(p);
  const byId = new Map(p.requests.map((q) => [q.id, q]));
  const s = freshWalker(p);
  const picked = new Set<string>();
  for (const st of plan.stops) {
    const q = byId.get(st.requestId);
    if (!q) return [`unknown request ${st.requestId}`];
    if (st.stop === 'pickup') {
      if (picked.has(q.id)) errors.push(`${q.id} picked up twice`);
      picked.add(q.id);
    }
    const broken = step(p, base, s, q, st.stop);
    if (broken) return [...errors, `${q.id} ${st.stop}: ${broken}`];
  }
  if (s.load !== 0) errors.push('patients still aboard at the end');
  const finish = plan.stops.length ? s.t : 0;
  const { overtime, score } = scoreOf(p, base, s, finish);
  const close = (name: string, a: number, b: number, tol = 0.011) => {
    if (Math.abs(a - b) > tol) errors.push(`${name}: plan says ${a}, recomputed ${b}`);
  };
  const t = plan.totals;
  close('revenue', t.revenue, s.revenue);
  close('deadheadMiles', t.deadheadMiles, s.deadhead, 0.051);
  close('loadedMiles', t.loadedMiles, s.loaded, 0.051);
  close('distance', t.distance, s.deadhead + s.loaded, 0.051);
  close('waitMinutes', t.waitMinutes, s.wait);
  close('overtimeHours', t.overtimeHours, overtime, 0.001);
  close('backhaulPairs', t.backhaulPairs, s.pairs, 0);
  close('score', t.score, score);
  close('time', t.time, plan.stops.length ? finish - s.departure : 0);
  if (plan.legs.length !== plan.stops.length) errors.push('one leg per stop expected');
  const legSum = plan.legs.reduce((a, l) => a + l.minutes + l.waitMinutes, 0);
  close('time = legs + waits', t.time, legSum);
  for (const id of byId.keys()) {
    const inRoute = picked.has(id);
    const out = plan.leftOut.some((l) => l.requestId === id);
    if (inRoute === out) errors.push(`${id} must be either in the route or left out, once`);
  }
  return errors;
}

/** The best score over every subset of the requests and every order of their stops (DFS, a broken prefix stops it). */
export function bruteForceBest(p: RouteProblem): number {
  const base = startOf(p);
  let best = 0;
  const path: Stop[] = [];
  const byId = new Map(p.requests.map((q) => [q.id, q]));
  const visit = () => {
    // rebuild from scratch: slow but plainly right
    const s = freshWalker(p);
    for (const st of path) if (step(p, base, s, byId.get(st.requestId)!, st.stop)) return;
    if (path.length > 0 && s.load === 0) best = Math.max(best, scoreOf(p, base, s, s.t).score);
    for (const q of p.requests) {
      if (s.aboard.has(q.id)) {
        path.push({ requestId: q.id, stop: 'dropoff' });
        visit();
        path.pop();
      } else if (!path.some((x) => x.requestId === q.id)) {
        path.push({ requestId: q.id, stop: 'pickup' });
        visit();
        path.pop();
      }
    }
  };
  visit();
  return best;
}

/** A simple greedy: carry next, one at a time, whichever request raises the score most when appended. */
export function greedyAppendScore(p: RouteProblem): number {
  const base = startOf(p);
  const byId = new Map(p.requests.map((q) => [q.id, q]));
  const path: Stop[] = [];
  let best = 0;
  for (;;) {
    let choice: string | null = null;
    for (const q of p.requests) {
      if (path.some((x) => x.requestId === q.id)) continue;
      const s = freshWalker(p);
      const trial = [...path, { requestId: q.id, stop: 'pickup' as const }, { requestId: q.id, stop: 'dropoff' as const }];
      if (trial.some((st) => step(p, base, s, byId.get(st.requestId)!, st.stop))) continue;
      const { score } = scoreOf(p, base, s, s.t);
      if (score > best + 1e-9) {
        best = score;
        choice = q.id;
      }
    }
    if (!choice) return best;
    path.push({ requestId: choice, stop: 'pickup' }, { requestId: choice, stop: 'dropoff' });
  }
}
