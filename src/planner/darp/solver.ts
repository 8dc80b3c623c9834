// Dial-a-ride planner: regret insertion builds a first plan, then an adaptive large neighbourhood search (Ropke &
// Pisinger) destroys and repairs it: removal by random choice, worst saving, relatedness (Shaw) or whole route;
// repair by greedy or regret-k insertion, with or without noise; simulated-annealing acceptance; operator weights
// adapted to their success. Every repaired plan is improved by block moves (`block-moves.ts`: whole runs between two
// moments a vehicle is empty, moved or exchanged between routes) before it is judged, and each new best plan is
// polished by moving single requests to their cheapest place and by block moves while either pays. Insertion
// positions are screened by load, time-window slack (earliest and latest times of the route) and the ride's travel
// length before the exact schedule check of `RouteScheduler`.
// Requests that fit nowhere stay unserved, each with its reason.
import { type BlockSearch, improveByBlocks } from './block-moves';
import { type CompiledProblem, compileProblem } from './compiled';
import type { DarpProblem, DarpSolution, DarpUnserved } from './model';
import { SeededRandom } from './random';
import { RouteScheduler, routeCost } from './schedule';

export interface DarpSolveOptions {
  /** stop after this many milliseconds from the call, the first plan's construction included (default 4000) */
  timeLimitMs?: number;
  /** seed of the random choices (default 1): the same seed and budget give the same plan */
  seed?: number;
  /** search iterations (default grows with the number of requests) */
  maxIterations?: number;
  /** stop when the best plan has not improved for this many iterations (default: a share of maxIterations) */
  stallIterations?: number;
  /** clock in milliseconds (default performance.now) */
  now?: () => number;
  /** read where the clock is: once true (nobody waits for the plan any more) the best plan so far is returned */
  cancelled?: () => boolean;
}

const NONE = Number.POSITIVE_INFINITY;
const REMOVALS = ['random', 'worst', 'related', 'route'] as const;
const INSERTIONS = [
  { regret: 1, noise: false },
  { regret: 2, noise: false },
  { regret: 3, noise: false },
  { regret: 0, noise: false }, // regret over every vehicle
  { regret: 1, noise: true },
  { regret: 2, noise: true },
] as const;
const SCORE_BEST = 33;
const SCORE_BETTER = 9;
const SCORE_ACCEPTED = 13;
const SEGMENT = 100;
/** iterations without a new best after which the search goes back to the best plan */
const RESET = 1500;
const REACTION = 0.1;
/**
 * Share of the time limit the regret insertion of the first plan may take. Its work grows with the square of the
 * requests; on an instance too large for it, what it has not placed by then is placed one request at a time.
 */
const CONSTRUCTION_SHARE = 0.5;

/** A plan as the search keeps it: per vehicle the route's nodes, and the requests not served. */
interface Plan {
  routes: number[][];
  unserved: number[];
  cost: number;
}

class Search {
  private readonly cp: CompiledProblem;
  private readonly scheduler: RouteScheduler;
  private readonly rng: SeededRandom;
  private readonly vehicles: number;
  private readonly requests: number;
  private readonly penalty: number;
  private readonly maxCost: number;
  private readonly horizon: number;
  /** request × vehicle: 1 where the vehicle may carry the request (DarpProblem.canServe) */
  private readonly serves: Uint8Array;
  private readonly blocks: BlockSearch;

  // working plan, with per-route positions, earliest and latest times and loads
  private routes: number[][] = [];
  private unserved: number[] = [];
  private readonly full: Int32Array[];
  private readonly early: Float64Array[];
  private readonly late: Float64Array[];
  private readonly aboard: Float64Array[];
  /** per gap (between positions g and g + 1) the least ride-time slack of the requests aboard across it */
  private readonly gapSlack: Float64Array[];
  /** per route, max duration minus the route's driving and service time (waiting left out) */
  private readonly durationSlack: Float64Array;
  private readonly path: Float64Array;
  private readonly routeCosts: Float64Array;
  private readonly routeOf: Int32Array;
  private readonly positionOf: Int32Array;
  private readonly timeOf: Float64Array;

  // insertion scratch, grown to the longest route met: sized for the longest possible route, a large instance's
  // would take a good part of a second to allocate
  private candDelta = new Float64Array(1024);
  private candI = new Int32Array(1024);
  private candJ = new Int32Array(1024);
  private candOrder: number[] = [];
  private readonly buffer: Int32Array;
  private foundI = -1;
  private foundJ = -1;

  // the clock and when the search ends (set by run)
  private clock: () => number = () => performance.now();
  private deadline = Infinity;
  private cancelled: () => boolean = () => false;

  constructor(problem: DarpProblem, seed: number) {
    this.cp = compileProblem(problem);
    this.scheduler = new RouteScheduler(this.cp);
    this.rng = new SeededRandom(seed);
    this.vehicles = problem.vehicles.length;
    this.requests = problem.requests.length;
    this.serves = new Uint8Array(this.requests * this.vehicles).fill(1);
    if (problem.canServe) {
      for (let q = 0; q < this.requests; q++) for (let r = 0; r < this.vehicles; r++) this.serves[q * this.vehicles + r] = problem.canServe(r, q) ? 1 : 0;
    }
    this.blocks = { cp: this.cp, scheduler: this.scheduler, serves: (req, r) => this.serves[req * this.vehicles + r] === 1, stop: () => this.timeUp() };
    const size = this.cp.size;
    let maxCost = 0;
    const { cost } = this.cp;
    for (let k = 0; k < cost.length; k++) if (cost[k]! > maxCost) maxCost = cost[k]!;
    this.maxCost = maxCost;
    // serving one more request must always pay
    this.penalty = 1000 + 4 * maxCost * Math.max(1, size);
    let low = Infinity;
    let high = -Infinity;
    for (const node of problem.nodes) {
      low = Math.min(low, node.earliest);
      high = Math.max(high, Number.isFinite(node.latest) ? node.latest : node.earliest);
    }
    this.horizon = Math.max(1, high - low);
    const room = size + 2;
    this.full = Array.from({ length: this.vehicles }, () => new Int32Array(room));
    this.early = Array.from({ length: this.vehicles }, () => new Float64Array(room));
    this.late = Array.from({ length: this.vehicles }, () => new Float64Array(room));
    this.aboard = Array.from({ length: this.vehicles }, () => new Float64Array(room));
    this.gapSlack = Array.from({ length: this.vehicles }, () => new Float64Array(room));
    this.durationSlack = new Float64Array(this.vehicles);
    this.path = new Float64Array(room);
    this.routeCosts = new Float64Array(this.vehicles);
    this.routeOf = new Int32Array(this.requests).fill(-1);
    this.positionOf = new Int32Array(size);
    this.timeOf = new Float64Array(size);
    this.buffer = new Int32Array(room);
  }

  // ---- the working plan ----

  private load(plan: Plan): void {
    this.routes = plan.routes.map((r) => r.slice());
    this.unserved = plan.unserved.slice();
    this.routeOf.fill(-1);
    for (let r = 0; r < this.vehicles; r++) this.prepare(r);
  }

  private snapshot(): Plan {
    return { routes: this.routes.map((r) => r.slice()), unserved: this.unserved.slice(), cost: this.total() };
  }

  private total(): number {
    let sum = 0;
    for (let r = 0; r < this.vehicles; r++) sum += this.routeCosts[r]!;
    return sum + this.penalty * this.unserved.length;
  }

  /** Recompute a route's positions, earliest and latest times (windows only), loads and cost. */
  private prepare(r: number): void {
    const { service, earliest, latest, travel, cost, load, size, requestOf } = this.cp;
    const v = this.cp.problem.vehicles[r]!;
    const seq = this.routes[r]!;
    const m = seq.length;
    const F = this.full[r]!;
    const E = this.early[r]!;
    const Lt = this.late[r]!;
    const Q = this.aboard[r]!;
    F[0] = v.start;
    for (let k = 0; k < m; k++) F[k + 1] = seq[k]!;
    F[m + 1] = v.end;
    E[0] = earliest[v.start]!;
    Q[0] = 0;
    let c = 0;
    for (let k = 1; k <= m + 1; k++) {
      const node = F[k]!;
      const prev = F[k - 1]!;
      const arrive = E[k - 1]! + service[prev]! + travel[prev * size + node]!;
      E[k] = arrive > earliest[node]! ? arrive : earliest[node]!;
      Q[k] = k <= m ? Q[k - 1]! + load[node]! : 0;
      c += cost[prev * size + node]!;
      if (k <= m) {
        this.positionOf[node] = k;
        this.timeOf[node] = E[k]!;
        this.routeOf[requestOf[node]!] = r;
      }
    }
    Lt[m + 1] = latest[v.end]!;
    for (let k = m; k >= 0; k--) {
      const node = F[k]!;
      const back = Lt[k + 1]! - service[node]! - travel[node * size + F[k + 1]!]!;
      Lt[k] = back < latest[node]! ? back : latest[node]!;
    }
    this.routeCosts[r] = c;
    // ride and duration slacks: waiting never shortens a ride below its driving and service time
    const P = this.path;
    const G = this.gapSlack[r]!;
    P[0] = 0;
    for (let k = 1; k <= m + 1; k++) P[k] = P[k - 1]! + service[F[k - 1]!]! + travel[F[k - 1]! * size + F[k]!]!;
    G.fill(Infinity, 0, m + 1);
    for (let b = 1; b <= m; b++) {
      const node = F[b]!;
      if (this.cp.isPickup[node]) continue;
      const pickupNode = this.cp.partner[node]!;
      const a = this.positionOf[pickupNode]!;
      const slack = this.cp.maxRide[node]! - (P[b]! - P[a]! - service[pickupNode]!);
      for (let g = a; g < b; g++) if (slack < G[g]!) G[g] = slack;
    }
    this.durationSlack[r] = v.maxDuration - P[m + 1]!;
  }

  // ---- insertion ----

  /**
   * Cheapest insertion of request `req` into route r: returns the added cost (NONE when none) and sets foundI/foundJ.
   * With `exact` false, the cheapest position passing the screens is returned unchecked (the screens rarely let an
   * infeasible one through, and the repair checks a position before using it).
   */
  private bestInsertion(req: number, r: number, exact: boolean): number {
    if (!this.serves[req * this.vehicles + r]) return NONE;
    const cp = this.cp;
    const { service, earliest, latest, travel, cost, size } = cp;
    const p = cp.pickup[req]!;
    const d = cp.dropoff[req]!;
    const cap = cp.problem.vehicles[r]!.capacity;
    const m = this.routes[r]!.length;
    // at most one candidate per pickup gap and drop-off gap at or after it
    const most = ((m + 1) * (m + 2)) / 2;
    if (most > this.candDelta.length) {
      const room = Math.max(most, 2 * this.candDelta.length);
      this.candDelta = new Float64Array(room);
      this.candI = new Int32Array(room);
      this.candJ = new Int32Array(room);
    }
    const F = this.full[r]!;
    const E = this.early[r]!;
    const Lt = this.late[r]!;
    const Q = this.aboard[r]!;
    const L = cp.maxRide[p]!;
    const qp = cp.load[p]!;
    const sp = service[p]!;
    const sd = service[d]!;
    const ep = earliest[p]!;
    const lp = latest[p]!;
    const ed = earliest[d]!;
    const ld = latest[d]!;
    const tpd = travel[p * size + d]!;
    if (tpd > L + 1e-9) return NONE;
    const dp = d * size;
    const pp = p * size;
    const G = this.gapSlack[r]!;
    const durationSlack = this.durationSlack[r]! + 1e-9;
    let count = 0;
    for (let i = 0; i <= m; i++) {
      if (E[i]! > lp) break;
      if (Q[i]! + qp > cap + 1e-9) continue;
      const fi = F[i]!;
      let bp = E[i]! + service[fi]! + travel[fi * size + p]!;
      if (bp < ep) bp = ep;
      if (bp > lp) continue;
      const fn = F[i + 1]!;
      const costIn = cost[fi * size + p]! + cost[pp + fn]! - cost[fi * size + fn]!;
      const direct = travel[fi * size + fn]!;
      const gap = G[i]! + 1e-9;
      // drop-off right after the pickup
      let bd = bp + sp + tpd;
      if (bd < ed) bd = ed;
      const detourBoth = travel[fi * size + p]! + sp + tpd + sd + travel[dp + fn]! - direct;
      if (bd <= ld && bd + sd + travel[dp + fn]! <= Lt[i + 1]! && detourBoth <= gap && detourBoth <= durationSlack) {
        this.candDelta[count] = cost[fi * size + p]! + cost[pp + d]! + cost[dp + fn]! - cost[fi * size + fn]!;
        this.candI[count] = i;
        this.candJ[count] = i;
        count++;
      }
      if (i === m) continue;
      const detourP = travel[fi * size + p]! + sp + travel[pp + fn]! - direct;
      if (detourP > gap || detourP > durationSlack) continue;
      const reach = bp + sp + travel[pp + fn]!;
      if (reach > Lt[i + 1]!) continue;
      let ek = reach > E[i + 1]! ? reach : E[i + 1]!;
      let ride = travel[pp + fn]!;
      for (let j = i + 1; j <= m; j++) {
        const fj = F[j]!;
        if (Q[j]! + qp > cap + 1e-9) break;
        ride += service[fj]!;
        if (ride > L) break;
        const fj2 = F[j + 1]!;
        let b = ek + service[fj]! + travel[fj * size + d]!;
        if (b < ed) b = ed;
        const detourD = travel[fj * size + d]! + sd + travel[dp + fj2]! - travel[fj * size + fj2]!;
        if (
          ride + travel[fj * size + d]! <= L &&
          b <= ld &&
          b + sd + travel[dp + fj2]! <= Lt[j + 1]! &&
          detourD <= G[j]! + 1e-9 &&
          detourP + detourD <= durationSlack
        ) {
          this.candDelta[count] = costIn + cost[fj * size + d]! + cost[dp + fj2]! - cost[fj * size + fj2]!;
          this.candI[count] = i;
          this.candJ[count] = j;
          count++;
        }
        if (j === m) break;
        ride += travel[fj * size + fj2]!;
        const next = ek + service[fj]! + travel[fj * size + fj2]!;
        ek = next > E[j + 1]! ? next : E[j + 1]!;
        if (ek > ld) break;
      }
    }
    if (count === 0) return NONE;
    if (!exact) {
      let at = 0;
      for (let k = 1; k < count; k++) if (this.candDelta[k]! < this.candDelta[at]!) at = k;
      this.foundI = this.candI[at]!;
      this.foundJ = this.candJ[at]!;
      return this.candDelta[at]!;
    }
    const order = this.candOrder;
    order.length = count;
    for (let k = 0; k < count; k++) order[k] = k;
    const delta = this.candDelta;
    order.sort((a, b) => delta[a]! - delta[b]!);
    const seq = this.routes[r]!;
    const buf = this.buffer;
    for (let k = 0; k < count; k++) {
      const c = order[k]!;
      const i = this.candI[c]!;
      const j = this.candJ[c]!;
      let len = 0;
      if (i === 0) buf[len++] = p;
      if (j === 0) buf[len++] = d;
      for (let x = 1; x <= m; x++) {
        buf[len++] = seq[x - 1]!;
        if (x === i) buf[len++] = p;
        if (x === j) buf[len++] = d;
      }
      if (this.scheduler.feasible(r, buf, len)) {
        this.foundI = i;
        this.foundJ = j;
        return delta[c]!;
      }
    }
    return NONE;
  }

  private insertAt(req: number, r: number, i: number, j: number): void {
    const p = this.cp.pickup[req]!;
    const d = this.cp.dropoff[req]!;
    const seq = this.routes[r]!;
    // positions are in the route with start at 0: inner index = position - 1
    seq.splice(j, 0, d);
    seq.splice(i, 0, p);
    this.prepare(r);
  }

  /** Whether the search must stop now: the moment `at` (the deadline unless given) has come, or it was cancelled. */
  private timeUp(at = this.deadline): boolean {
    return this.clock() >= at || this.cancelled();
  }

  /**
   * Insert the pending requests by regret-k (k = 1 greedy, k = 0 every vehicle), optionally with noise on costs;
   * those still pending when the time is up (`until`, the deadline unless given) stay unserved.
   */
  private repair(pending: number[], regret: number, noise: boolean, until = this.deadline): void {
    const K = this.vehicles;
    const k = regret === 0 ? K : regret;
    const n = pending.length;
    const delta = new Float64Array(n * K);
    const posI = new Int32Array(n * K);
    const posJ = new Int32Array(n * K);
    const noiseLevel = noise ? 0.025 * this.maxCost : 0;
    const exact = new Uint8Array(n * K);
    const fill = (a: number, r: number, check: boolean) => {
      let value = this.bestInsertion(pending[a]!, r, check);
      if (value !== NONE && noiseLevel > 0) value = Math.max(0, value + noiseLevel * (2 * this.rng.next() - 1));
      delta[a * K + r] = value;
      posI[a * K + r] = this.foundI;
      posJ[a * K + r] = this.foundJ;
      exact[a * K + r] = check ? 1 : 0;
    };
    // on a large instance even the first pricing takes a while; once the time is up nothing more is inserted below
    for (let a = 0; a < n && !this.timeUp(until); a++) for (let r = 0; r < K; r++) fill(a, r, false);
    const alive = new Uint8Array(n).fill(1);
    const top = new Float64Array(Math.max(1, k));
    let left = n;
    while (left > 0 && !this.timeUp(until)) {
      let chosen = -1;
      let chosenRoute = -1;
      let chosenScore = -Infinity;
      let chosenBest = Infinity;
      for (let a = 0; a < n; a++) {
        if (!alive[a]) continue;
        // the k cheapest insertions over the vehicles
        top.fill(NONE);
        let bestRoute = -1;
        for (let r = 0; r < K; r++) {
          const value = delta[a * K + r]!;
          if (value === NONE) continue;
          if (value < top[0]!) bestRoute = r;
          if (value < top[k - 1]!) {
            let x = k - 1;
            while (x > 0 && top[x - 1]! > value) {
              top[x] = top[x - 1]!;
              x--;
            }
            top[x] = value;
          }
        }
        if (bestRoute < 0) continue;
        let score: number;
        if (k === 1) score = -top[0]!;
        else {
          score = 0;
          // a missing alternative counts as very expensive, so requests with few options go first
          for (let x = 1; x < k; x++) score += (top[x] === NONE ? 1e7 : top[x]!) - top[0]!;
        }
        if (score > chosenScore + 1e-9 || (Math.abs(score - chosenScore) <= 1e-9 && top[0]! < chosenBest)) {
          chosen = a;
          chosenRoute = bestRoute;
          chosenScore = score;
          chosenBest = top[0]!;
        }
      }
      if (chosen < 0) break;
      if (!exact[chosen * K + chosenRoute]) {
        // the screened position may fail the exact check: settle this pair exactly, then choose again
        fill(chosen, chosenRoute, true);
        continue;
      }
      const req = pending[chosen]!;
      this.insertAt(req, chosenRoute, posI[chosen * K + chosenRoute]!, posJ[chosen * K + chosenRoute]!);
      alive[chosen] = 0;
      left--;
      // a stop added only delays the route's times and fills it: a request that fitted nowhere in it still does not
      for (let a = 0; a < n; a++) if (alive[a] && delta[a * K + chosenRoute] !== NONE) fill(a, chosenRoute, false);
    }
    this.unserved = [];
    for (let a = 0; a < n; a++) if (alive[a]) this.unserved.push(pending[a]!);
  }

  // ---- removal ----

  private served(): number[] {
    const list: number[] = [];
    for (let req = 0; req < this.requests; req++) if (this.routeOf[req]! >= 0) list.push(req);
    return list;
  }

  /** Take the given requests out of their routes; false when a route left behind is infeasible. */
  private remove(requests: number[]): boolean {
    const cp = this.cp;
    const touched = new Set<number>();
    const gone = new Set<number>();
    for (const req of requests) {
      const r = this.routeOf[req]!;
      if (r < 0) continue;
      touched.add(r);
      gone.add(cp.pickup[req]!);
      gone.add(cp.dropoff[req]!);
      this.routeOf[req] = -1;
      this.unserved.push(req);
    }
    for (const r of touched) {
      this.routes[r] = this.routes[r]!.filter((node) => !gone.has(node));
      this.prepare(r);
      if (!this.scheduler.feasible(r, this.routes[r]!)) return false;
    }
    return true;
  }

  private removeRandom(q: number): number[] {
    const list = this.served();
    for (let x = list.length - 1; x > 0; x--) {
      const y = this.rng.int(0, x);
      [list[x], list[y]] = [list[y]!, list[x]!];
    }
    return list.slice(0, q);
  }

  private saving(req: number): number {
    const { cost, size, pickup, dropoff } = this.cp;
    const r = this.routeOf[req]!;
    const F = this.full[r]!;
    const a = this.positionOf[pickup[req]!]!;
    const b = this.positionOf[dropoff[req]!]!;
    const c = (x: number, y: number) => cost[F[x]! * size + F[y]!]!;
    if (b === a + 1) return c(a - 1, a) + c(a, b) + c(b, b + 1) - c(a - 1, b + 1);
    return c(a - 1, a) + c(a, a + 1) - c(a - 1, a + 1) + c(b - 1, b) + c(b, b + 1) - c(b - 1, b + 1);
  }

  private removeWorst(q: number): number[] {
    const list = this.served().map((req) => ({ req, gain: this.saving(req) }));
    list.sort((x, y) => y.gain - x.gain);
    const chosen: number[] = [];
    while (chosen.length < q && list.length > 0) {
      const at = Math.floor(Math.pow(this.rng.next(), 3) * list.length);
      chosen.push(list[at]!.req);
      list.splice(at, 1);
    }
    return chosen;
  }

  private relatedness(a: number, b: number): number {
    const { travel, size, pickup, dropoff } = this.cp;
    const pa = pickup[a]!;
    const pb = pickup[b]!;
    const da = dropoff[a]!;
    const db = dropoff[b]!;
    const distance = (travel[pa * size + pb]! + travel[da * size + db]!) / this.maxCost;
    const time = (Math.abs(this.timeOf[pa]! - this.timeOf[pb]!) + Math.abs(this.timeOf[da]! - this.timeOf[db]!)) / this.horizon;
    return 9 * distance + 3 * time + (this.routeOf[a] === this.routeOf[b] ? 0 : 0.5);
  }

  private removeRelated(q: number): number[] {
    const rest = this.served();
    if (rest.length === 0) return [];
    const first = rest.splice(this.rng.int(0, rest.length - 1), 1)[0]!;
    const chosen = [first];
    while (chosen.length < q && rest.length > 0) {
      const anchor = chosen[this.rng.int(0, chosen.length - 1)]!;
      const scored = rest.map((req) => ({ req, value: this.relatedness(anchor, req) }));
      scored.sort((x, y) => x.value - y.value);
      const at = Math.floor(Math.pow(this.rng.next(), 6) * scored.length);
      const req = scored[at]!.req;
      chosen.push(req);
      rest.splice(rest.indexOf(req), 1);
    }
    return chosen;
  }

  private removeRoute(q: number): number[] {
    const used = [];
    for (let r = 0; r < this.vehicles; r++) if (this.routes[r]!.length > 0) used.push(r);
    if (used.length === 0) return [];
    const r = used[this.rng.int(0, used.length - 1)]!;
    const chosen = this.routes[r]!.filter((node) => this.cp.isPickup[node]).map((node) => this.cp.requestOf[node]!);
    // beyond q, the rest is filled by relatedness to keep the neighbourhood size in hand
    return chosen.length > 2 * q ? chosen.slice(0, 2 * q) : chosen;
  }

  // ---- the search ----

  run(options: DarpSolveOptions, now: () => number, started: number): DarpSolution {
    const limit = options.timeLimitMs ?? 4000;
    this.clock = now;
    this.deadline = started + limit;
    this.cancelled = options.cancelled ?? (() => false);
    const n = this.requests;
    const maxIterations = options.maxIterations ?? Math.max(2000, Math.min(40000, 400 * n));
    const stall = options.stallIterations ?? Math.max(1000, Math.floor(maxIterations * 0.4));

    this.load({ routes: Array.from({ length: this.vehicles }, () => []), unserved: [], cost: 0 });
    this.repair(Array.from({ length: n }, (_, req) => req), 3, false, started + CONSTRUCTION_SHARE * limit);
    if (this.unserved.length > 0 && this.timeUp(started + CONSTRUCTION_SHARE * limit)) this.insertInTurn(this.unserved);
    let current = this.polish(this.snapshot());
    let best = current;
    const removalWeight = REMOVALS.map(() => 1);
    const insertionWeight = INSERTIONS.map(() => 1);
    const removalScore = REMOVALS.map(() => 0);
    const insertionScore = INSERTIONS.map(() => 0);
    const removalUses = REMOVALS.map(() => 0);
    const insertionUses = INSERTIONS.map(() => 0);
    // start hot enough that a plan 5 % worse is taken half the time; cool to a thousandth of that
    const base = best.cost - this.penalty * best.unserved.length;
    const startTemperature = Math.max(1e-6, (0.05 * Math.max(base, 1)) / Math.log(2));
    const endTemperature = startTemperature / 1000;
    let iteration = 0;
    let lastImprovement = 0;
    const qMax = Math.max(2, Math.min(40, Math.round(0.4 * n)));
    const qMin = Math.min(qMax, Math.max(1, Math.round(0.05 * n)));

    while (iteration < maxIterations && iteration - lastImprovement < stall && n > 0) {
      if (this.timeUp()) break;
      const elapsed = now() - started;
      const progress = Math.max(iteration / maxIterations, elapsed / limit);
      const temperature = startTemperature * Math.pow(endTemperature / startTemperature, progress);
      iteration++;

      const removal = roulette(removalWeight, this.rng);
      const insertion = roulette(insertionWeight, this.rng);
      removalUses[removal]!++;
      insertionUses[insertion]!++;
      if (iteration - lastImprovement > 0 && (iteration - lastImprovement) % RESET === 0) current = best;
      this.load(current);
      const q = this.rng.int(qMin, qMax);
      const kind = REMOVALS[removal]!;
      const chosen =
        kind === 'random' ? this.removeRandom(q) : kind === 'worst' ? this.removeWorst(q) : kind === 'related' ? this.removeRelated(q) : this.removeRoute(q);
      if (!this.remove(chosen)) continue;
      const { regret, noise } = INSERTIONS[insertion]!;
      this.repair(this.unserved, regret, noise);
      this.improveByBlocks(current);
      let candidate = this.snapshot();

      let score = 0;
      if (candidate.cost < best.cost - 1e-7) {
        candidate = this.polish(candidate);
        best = candidate;
        current = candidate;
        lastImprovement = iteration;
        score = SCORE_BEST;
      } else if (candidate.cost < current.cost - 1e-7) {
        current = candidate;
        score = SCORE_BETTER;
      } else if (candidate.cost > current.cost + 1e-7 && this.rng.next() < Math.exp((current.cost - candidate.cost) / temperature)) {
        current = candidate;
        score = SCORE_ACCEPTED;
      }
      removalScore[removal]! += score;
      insertionScore[insertion]! += score;
      if (iteration % SEGMENT === 0) {
        adapt(removalWeight, removalScore, removalUses);
        adapt(insertionWeight, insertionScore, insertionUses);
      }
    }
    return this.finish(best, iteration, now() - started);
  }

  /** Single-request moves and block moves, in turn, until neither lowers the cost of a new best plan. */
  private polish(plan: Plan): Plan {
    let current = this.relocateRequests(plan);
    while (!this.timeUp()) {
      const routes = current.routes.map((route) => route.slice());
      if (!improveByBlocks(this.blocks, routes)) break;
      this.load({ routes, unserved: current.unserved, cost: 0 });
      current = this.relocateRequests(this.snapshot());
    }
    this.load(current);
    return current;
  }

  /**
   * Block moves on the working plan after a repair. `before` (the plan the repair started from) has no improving
   * block move, so only moves that touch a route the removal and repair changed are sought.
   */
  private improveByBlocks(before: Plan): void {
    const changed: number[] = [];
    for (let r = 0; r < this.vehicles; r++) {
      const now = this.routes[r]!;
      const then = before.routes[r]!;
      if (now.length !== then.length || now.some((node, k) => node !== then[k])) changed.push(r);
    }
    const routes = this.routes.map((route) => route.slice());
    if (improveByBlocks(this.blocks, routes, changed)) this.load({ routes, unserved: this.unserved, cost: 0 });
  }

  /**
   * Move single requests to their cheapest exact position anywhere while that lowers the cost: the removals take
   * several requests at once and so rarely try each lone move a plan is one step from.
   */
  private relocateRequests(plan: Plan): Plan {
    let current = plan;
    for (let pass = 0, moved = true; moved && pass < 20; pass++) {
      moved = false;
      for (let req = 0; req < this.requests && !this.timeUp(); req++) {
        this.load(current);
        if (this.routeOf[req]! < 0) continue;
        if (!this.remove([req])) continue;
        if (!this.insertCheapest(req)) continue;
        this.unserved = this.unserved.filter((q) => q !== req);
        const total = this.total();
        if (total < current.cost - 1e-7) {
          current = this.snapshot();
          moved = true;
        }
      }
    }
    this.load(current);
    return current;
  }

  /** Put the request at its cheapest exact place over every vehicle; false when it fits nowhere. */
  private insertCheapest(req: number): boolean {
    let bestDelta = NONE;
    let bestRoute = -1;
    let bestI = -1;
    let bestJ = -1;
    for (let r = 0; r < this.vehicles; r++) {
      const delta = this.bestInsertion(req, r, true);
      if (delta < bestDelta) {
        bestDelta = delta;
        bestRoute = r;
        bestI = this.foundI;
        bestJ = this.foundJ;
      }
    }
    if (bestRoute < 0) return false;
    this.insertAt(req, bestRoute, bestI, bestJ);
    return true;
  }

  /** Each request in turn at its cheapest place, until the time is up: the rest stay unserved. */
  private insertInTurn(pending: number[]): void {
    let up = false;
    this.unserved = pending.filter((req) => (up ||= this.timeUp()) || !this.insertCheapest(req));
  }

  private finish(best: Plan, iterations: number, elapsedMs: number): DarpSolution {
    this.load(best);
    const schedules = this.routes.map((route, r) => this.scheduler.schedule(r, route) ?? []);
    const unserved: DarpUnserved[] = best.unserved
      .slice()
      .sort((a, b) => a - b)
      .map((request) => {
        const alone = this.cp.problem.vehicles.some(
          (_, r) => this.serves[request * this.vehicles + r] === 1 && this.scheduler.feasible(r, [this.cp.pickup[request]!, this.cp.dropoff[request]!]),
        );
        return alone
          ? { request, reason: 'no-room' as const, explanation: 'No vehicle has room for it beside the requests it already serves.' }
          : {
              request,
              reason: 'infeasible-alone' as const,
              explanation: 'No vehicle can serve it even alone within its time windows, ride time, capacity and route duration.',
            };
      });
    const routes = this.routes.map((route) => route.slice());
    const cost = routes.reduce((sum, route, r) => sum + routeCost(this.cp, r, route), 0);
    return { routes, cost, schedules, unserved, iterations, elapsedMs };
  }
}

function roulette(weights: number[], rng: SeededRandom): number {
  let sum = 0;
  for (const w of weights) sum += w;
  let x = rng.next() * sum;
  for (let k = 0; k < weights.length; k++) {
    x -= weights[k]!;
    if (x < 0) return k;
  }
  return weights.length - 1;
}

function adapt(weights: number[], scores: number[], uses: number[]): void {
  for (let k = 0; k < weights.length; k++) {
    if (uses[k]! > 0) weights[k] = Math.max(0.05, weights[k]! * (1 - REACTION) + (REACTION * scores[k]!) / uses[k]!);
    scores[k] = 0;
    uses[k] = 0;
  }
}

/** Plan every request of the problem onto its vehicles, leaving out (with a reason) those that fit nowhere. */
export function solveDarp(problem: DarpProblem, options: DarpSolveOptions = {}): DarpSolution {
  const now = options.now ?? (() => performance.now());
  // the time limit counts the compiling of the problem too
  const started = now();
  return new Search(problem, options.seed ?? 1).run(options, now, started);
}
