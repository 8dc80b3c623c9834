// Block moves: a local search over whole runs of a route between two moments its vehicle is empty. Such a run
// ("block") carries every passenger it picks up to their drop-off, so it can leave its route and be put where
// another vehicle is empty without splitting a ride. Three moves: relocate a block (to another route or elsewhere
// in its own), exchange two blocks between routes, and exchange the tails of two routes after empty points (2-opt*).
// The request-by-request repair of the large neighbourhood search rarely finds these: it would have to take out
// and reinsert all of a block's requests at once, in the right order, in one step.
//
// Costs change only at a move's ends, so every candidate is priced in constant time; the improving ones are screened
// by time windows and then, cheapest first, checked exactly (`RouteScheduler`) and for the vehicle rule.
import type { CompiledProblem } from './compiled';
import type { RouteScheduler } from './schedule';

export type BlockMoveKind = 'relocate' | 'exchange' | 'tails';

export interface BlockSearch {
  cp: CompiledProblem;
  scheduler: RouteScheduler;
  /** whether vehicle `vehicle` may carry request `request` (DarpProblem.canServe) */
  serves: (request: number, vehicle: number) => boolean;
  /** the kinds of move tried; all when absent */
  kinds?: readonly BlockMoveKind[];
  /** true once the search's time is up: the moves found or applied so far are all there is */
  stop?: () => boolean;
}

const EPS = 1e-7;
/** a block is made of at most this many consecutive empty-to-empty runs */
const MAX_CHAIN = 3;
/** improving moves applied in one call at most, so one call stays bounded on any plan */
const MAX_MOVES = 200;

/** A route with its depots, the positions after which the vehicle is empty, and window-only time bounds. */
interface RouteView {
  /** start depot, the route's stops, end depot */
  full: number[];
  /** positions k (0 = start depot … m = last stop) after which nobody is aboard */
  cuts: number[];
  /** earliest begin of service at each position, from the windows and travel only (a lower bound) */
  early: Float64Array;
  /** latest begin of service at each position that still lets the rest meet its windows (an upper bound) */
  late: Float64Array;
  /** the blocks in route order */
  blocks: Block[];
  /** per cut index x, the index in `blocks` of the first block that starts at cuts[x] or later (one past the last cut too) */
  blocksFrom: number[];
}

/** The stops full[s + 1 .. e] of a route, from one cut to a later one, with bounds from their own windows alone. */
interface Block {
  s: number;
  e: number;
  /** latest begin of service at its first stop that lets the rest of the block meet its windows */
  latestStart: number;
  /** earliest begin of service at its last stop */
  earliestEnd: number;
}

/**
 * A priced move, as positions in its routes' `full` lists: relocate the block full_a[s + 1 .. e] after full_b[k];
 * exchange it with the block full_b[k + 1 .. f]; or (tails) join full_a[0 .. s] to full_b[k + 1 ..] and
 * full_b[0 .. k] to full_a[s + 1 ..].
 */
interface Move {
  kind: BlockMoveKind;
  delta: number;
  a: number;
  b: number;
  s: number;
  e: number;
  k: number;
  f: number;
}

/** The new stops of the routes a move changes. */
function build(views: RouteView[], { kind, a, b, s, e, k, f }: Move): { vehicle: number; stops: number[] }[] {
  const A = views[a]!.full;
  const B = views[b]!.full;
  const inner = (full: number[], from: number, to: number) => full.slice(from, Math.min(to, full.length - 1));
  if (kind === 'relocate') {
    const block = A.slice(s + 1, e + 1);
    const without = [...inner(A, 1, s + 1), ...inner(A, e + 1, A.length)];
    if (a === b) return [{ vehicle: a, stops: without.toSpliced(k < s ? k : k - block.length, 0, ...block) }];
    return [
      { vehicle: b, stops: [...inner(B, 1, k + 1), ...block, ...inner(B, k + 1, B.length)] },
      { vehicle: a, stops: without },
    ];
  }
  if (kind === 'exchange') {
    return [
      { vehicle: a, stops: [...inner(A, 1, s + 1), ...B.slice(k + 1, f + 1), ...inner(A, e + 1, A.length)] },
      { vehicle: b, stops: [...inner(B, 1, k + 1), ...A.slice(s + 1, e + 1), ...inner(B, f + 1, B.length)] },
    ];
  }
  return [
    { vehicle: a, stops: [...inner(A, 1, s + 1), ...inner(B, k + 1, B.length)] },
    { vehicle: b, stops: [...inner(B, 1, k + 1), ...inner(A, s + 1, A.length)] },
  ];
}

function viewOf(search: BlockSearch, vehicle: number, route: number[]): RouteView {
  const { cp } = search;
  const { service, earliest, latest, travel, size, isPickup, requestOf } = cp;
  const v = cp.problem.vehicles[vehicle]!;
  const full = [v.start, ...route, v.end];
  const last = full.length - 1;
  const cuts = [0];
  let open = 0;
  for (let k = 1; k < last; k++) {
    const node = full[k]!;
    if (requestOf[node]! >= 0) open += isPickup[node] ? 1 : -1;
    if (open === 0) cuts.push(k);
  }
  const early = new Float64Array(last + 1);
  const late = new Float64Array(last + 1);
  early[0] = earliest[v.start]!;
  for (let k = 1; k <= last; k++) {
    const arrive = early[k - 1]! + service[full[k - 1]!]! + travel[full[k - 1]! * size + full[k]!]!;
    early[k] = Math.max(arrive, earliest[full[k]!]!);
  }
  late[last] = latest[v.end]!;
  for (let k = last - 1; k >= 0; k--) {
    const back = late[k + 1]! - service[full[k]!]! - travel[full[k]! * size + full[k + 1]!]!;
    late[k] = Math.min(back, latest[full[k]!]!);
  }
  const blocks: Block[] = [];
  const blocksFrom: number[] = [];
  for (let x = 0; x < cuts.length; x++) {
    blocksFrom.push(blocks.length);
    for (let y = x + 1; y <= Math.min(x + MAX_CHAIN, cuts.length - 1); y++) {
      const s = cuts[x]!;
      const e = cuts[y]!;
      let latestStart = latest[full[e]!]!;
      for (let k = e - 1; k > s; k--) latestStart = Math.min(latest[full[k]!]!, latestStart - service[full[k]!]! - travel[full[k]! * size + full[k + 1]!]!);
      let earliestEnd = earliest[full[s + 1]!]!;
      for (let k = s + 2; k <= e; k++) earliestEnd = Math.max(earliest[full[k]!]!, earliestEnd + service[full[k - 1]!]! + travel[full[k - 1]! * size + full[k]!]!);
      blocks.push({ s, e, latestStart, earliestEnd });
    }
  }
  blocksFrom.push(blocks.length);
  return { full, cuts, early, late, blocks, blocksFrom };
}

/**
 * Whether stops `full[from..to]` of some route could follow a stop begun at `time` at node `after` and reach
 * `before` by `deadline`, judged by windows and travel alone: a false answer rules the move out, a true one still
 * needs the exact check.
 */
function fitsBetween(cp: CompiledProblem, after: number, time: number, full: number[], from: number, to: number, before: number, deadline: number): boolean {
  const { service, earliest, latest, travel, size } = cp;
  let t = time;
  let prev = after;
  for (let k = from; k <= to; k++) {
    const node = full[k]!;
    t = Math.max(t + service[prev]! + travel[prev * size + node]!, earliest[node]!);
    if (t > latest[node]! + 1e-9) return false;
    prev = node;
  }
  return t + service[prev]! + travel[prev * size + before]! <= deadline + 1e-9;
}

/**
 * The first cut index x of a route from which a block ending by `earliestEnd` may fit: the latest times only grow
 * along a route, so before it the stop after any place the block could take (at most `span` cuts on) is due too early.
 */
function firstFit(view: RouteView, earliestEnd: number, span: number): number {
  const { cuts, late } = view;
  let low = 0;
  let high = cuts.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (late[cuts[Math.min(mid + span, cuts.length - 1)]! + 1]! < earliestEnd) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Whether `vehicle` may carry every request picked up in `stops`. */
function servesAll(search: BlockSearch, vehicle: number, stops: number[]): boolean {
  const { isPickup, requestOf } = search.cp;
  return stops.every((node) => !isPickup[node] || search.serves(requestOf[node]!, vehicle));
}

/** Every improving block move of the plan that changes a route of `involving`, priced and screened, not checked. */
function improvingMoves(search: BlockSearch, views: RouteView[], involving: Set<number>): Move[] {
  const { cp } = search;
  const { cost, size } = cp;
  const c = (a: number, b: number) => cost[a * size + b]!;
  const moves: Move[] = [];
  const K = views.length;
  const tried = (kind: BlockMoveKind) => !search.kinds || search.kinds.includes(kind);
  const relocate = tried('relocate');
  const exchange = tried('exchange');
  const stop = search.stop ?? (() => false);

  for (let a = 0; a < K && !stop(); a++) {
    const A = views[a]!;
    for (const X of A.blocks) {
      const { s, e } = X;
      const first = A.full[s + 1]!;
      const lastStop = A.full[e]!;
      const removal = c(A.full[s]!, first) + c(lastStop, A.full[e + 1]!) - c(A.full[s]!, A.full[e + 1]!);

      // relocate: between two stops of any route where its vehicle is empty. Times along a route only grow, so once
      // the route is past the block's latest start, no later place can take it. In its own route the times around
      // the block change when it moves, so there only the exact check judges.
      for (let b = 0; b < K && relocate; b++) {
        if (!involving.has(a) && !involving.has(b)) continue;
        const B = views[b]!;
        for (let x = b === a ? 0 : firstFit(B, X.earliestEnd, 0); x < B.cuts.length; x++) {
          const k = B.cuts[x]!;
          if (b === a && k >= s && k <= e) continue;
          if (b !== a && B.early[k]! > X.latestStart) break;
          if (b !== a && X.earliestEnd > B.late[k + 1]!) continue;
          const delta = c(B.full[k]!, first) + c(lastStop, B.full[k + 1]!) - c(B.full[k]!, B.full[k + 1]!) - removal;
          if (delta >= -EPS) continue;
          if (b !== a && !fitsBetween(cp, B.full[k]!, B.early[k]!, A.full, s + 1, e, B.full[k + 1]!, B.late[k + 1]!)) continue;
          moves.push({ kind: 'relocate', delta, a, b, s, e, k, f: -1 });
        }
      }

      // exchange: two blocks of different routes trade places
      const aOut = c(A.full[s]!, first) + c(lastStop, A.full[e + 1]!);
      for (let b = a + 1; b < K && exchange; b++) {
        if (!involving.has(a) && !involving.has(b)) continue;
        const B = views[b]!;
        for (let y = B.blocksFrom[firstFit(B, X.earliestEnd, MAX_CHAIN)]!; y < B.blocks.length; y++) {
          const Y = B.blocks[y]!;
          const { s: t, e: f } = Y;
          if (B.early[t]! > X.latestStart) break;
          if (X.earliestEnd > B.late[f + 1]! || Y.latestStart < A.early[s]! || Y.earliestEnd > A.late[e + 1]!) continue;
          const bOut = c(B.full[t]!, B.full[t + 1]!) + c(B.full[f]!, B.full[f + 1]!);
          const into = c(A.full[s]!, B.full[t + 1]!) + c(B.full[f]!, A.full[e + 1]!) + c(B.full[t]!, first) + c(lastStop, B.full[f + 1]!);
          const delta = into - aOut - bOut;
          if (delta >= -EPS) continue;
          if (!fitsBetween(cp, A.full[s]!, A.early[s]!, B.full, t + 1, f, A.full[e + 1]!, A.late[e + 1]!)) continue;
          if (!fitsBetween(cp, B.full[t]!, B.early[t]!, A.full, s + 1, e, B.full[f + 1]!, B.late[f + 1]!)) continue;
          moves.push({ kind: 'exchange', delta, a, b, s, e, k: t, f });
        }
      }
    }
  }

  // 2-opt*: two routes swap everything after an empty point each
  for (let a = 0; a < K && tried('tails') && !stop(); a++) {
    const A = views[a]!;
    const aEnd = A.full[A.full.length - 1]!;
    const aLast = A.full.length - 2;
    for (let b = a + 1; b < K; b++) {
      if (!involving.has(a) && !involving.has(b)) continue;
      const B = views[b]!;
      const bEnd = B.full[B.full.length - 1]!;
      const bLast = B.full.length - 2;
      for (const i of A.cuts) {
        for (const j of B.cuts) {
          if ((i === aLast && j === bLast) || (i === 0 && j === 0)) continue;
          // the stop after each cut in the new routes: the other route's tail, or the own end depot when it is empty
          const aNext = j < bLast ? B.full[j + 1]! : aEnd;
          const bNext = i < aLast ? A.full[i + 1]! : bEnd;
          const delta = c(A.full[i]!, aNext) + c(B.full[j]!, bNext) - c(A.full[i]!, A.full[i + 1]!) - c(B.full[j]!, B.full[j + 1]!);
          if (delta >= -EPS) continue;
          // the latest times are those of the other route's end depot: screen only when both routes end at one place
          if (aEnd === bEnd && j < bLast && !fitsBetween(cp, A.full[i]!, A.early[i]!, B.full, j + 1, bLast, aEnd, B.late[bLast + 1]!)) continue;
          if (aEnd === bEnd && i < aLast && !fitsBetween(cp, B.full[j]!, B.early[j]!, A.full, i + 1, aLast, bEnd, A.late[aLast + 1]!)) continue;
          moves.push({ kind: 'tails', delta, a, b, s: i, e: -1, k: j, f: -1 });
        }
      }
    }
  }
  return moves;
}

/**
 * Apply improving block moves to `routes` (one stop list per vehicle, changed in place), the most improving feasible
 * one first, until none is left; returns whether any was applied. Only moves that change a route of `changed` (every
 * route when absent) are sought: the caller names the routes changed since the plan last had no improving block
 * move. Deterministic: no random choice.
 */
export function improveByBlocks(search: BlockSearch, routes: number[][], changed?: Iterable<number>): boolean {
  const views = routes.map((route, r) => viewOf(search, r, route));
  const stop = search.stop ?? (() => false);
  let moves = improvingMoves(search, views, new Set(changed ?? routes.keys()));
  for (let applied = 0; applied < MAX_MOVES; applied++) {
    if (stop()) return applied > 0;
    moves.sort((m, n) => m.delta - n.delta);
    let at = 0;
    let found: ReturnType<typeof build> | undefined;
    // the clock is read every 64 checks: a check is quick, and there may be many in a row
    for (; at < moves.length && !found && ((at & 63) !== 63 || !stop()); at++) {
      const candidate = build(views, moves[at]!);
      if (candidate.every(({ vehicle, stops }) => servesAll(search, vehicle, stops) && search.scheduler.feasible(vehicle, stops))) found = candidate;
    }
    if (!found) return applied > 0;
    const touched = new Set<number>();
    for (const { vehicle, stops } of found) {
      routes[vehicle] = stops;
      views[vehicle] = viewOf(search, vehicle, stops);
      touched.add(vehicle);
    }
    // the moves before the one taken failed their check and stay failed until one of their routes changes
    moves = moves.slice(at).filter((m) => !touched.has(m.a) && !touched.has(m.b));
    moves.push(...improvingMoves(search, views, touched));
  }
  return true;
}
