// The best order for one unit (POST /api/optimize/routes): which of the requests to carry and in what order so the
// spec's score is highest, within every limit of the optimization settings. Pure: no database, no HTTP, no Node API.
//
// Definitions (distances and times are the pricing module's: road miles = great-circle miles × ROAD_FACTOR to one
// decimal, driving minutes = road miles at AVERAGE_SPEED_MPH rounded to whole minutes):
// - A route is an order of stops: each request's pickup, later its drop-off. With capacity 1 each request is carried
//   alone (pickup, drop-off, pickup, ...); with capacity c pickups and drop-offs may interleave with at most c aboard.
// - Loading takes HANDLING_MINUTES at the pickup, so a request carried alone takes estimatedMinutesFor(loaded miles)
//   from loading to hand-over, as on every other screen.
// - Deadhead miles: road miles driven with nobody aboard (the unit's position to the first pickup, a drop-off to the
//   next pickup). Loaded miles: road miles driven with a patient aboard. Revenue: each request's fee (tripRevenue of
//   its level, priority and pickup → drop-off road miles) unless the caller gives it.
// - Ready window [readyFrom, readyUntil]: arriving at a pickup after readyUntil is late and not allowed; arriving
//   before readyFrom the unit waits. Wait minutes are those waits. The unit leaves its position (not before it is
//   free) as late as it can without delaying the first pickup, so it never waits there; afterwards it drives on at
//   once and waits at the pickup. Every single wait must be ≤ maxWaitTime.
// - Every empty leg must be ≤ maxDeadheadMiles road miles.
// - Overtime hours: the last hand-over after the shift end, in hours; more than maxOvertimeHours is not allowed
//   (no shift end: no overtime).
// - A backhaul pair: a drop-off followed directly by the next pickup with that empty leg ≤ maxBackhaulDistance road
//   miles and the two ready windows opening within maxBackhaulTimeWindow minutes of each other; each earns the bonus.
// - Score = revenue·baseRevenue − deadheadMiles·deadheadMiles weight − waitMinutes·waitTime + backhaulPairs·
//   backhaulBonus − overtimeHours·overtimeRisk. The answer maximises it over every subset of the requests and every
//   order, so a request that could be carried but would lower the score is left out with that reason.
//
// Exact search (the requests the unit can serve number 10 or fewer): dynamic programming over states (requests
// delivered, requests aboard, last stop), adding one stop per layer. A label is (t: ready to leave, s: score so far).
// Label x dominates y in the same state when x.t ≤ y.t, x.s − waitTime·(y.t − x.t) ≥ y.s, and either x.t = y.t or x
// is "wait-safe" (x.t + the earliest possible arrival at every pickup still open ≥ its readyFrom − maxWaitTime).
// Why: from x, follow y's stops; at each pickup x's ready time stays ≤ y's and the gap can only shrink, x waits at
// most the gap more (each minute costing waitTime, covered by the score margin, which carries over to the next stop
// as the new gap), is never later (windows, overtime), drives the same legs (deadhead, backhaul, revenue), and
// wait-safety keeps every wait within maxWaitTime. A label is also dropped when its score plus every open request's
// best possible contribution cannot beat the best route known (first the greedy heuristic's). More requests, or an
// exact search that runs out of time: the heuristic (heuristic.ts), answered with exact: false.
import { routeLeftOutText } from '@/domain/planning/route-left-out';
import { unitCarries, vehicleMisfit } from '@/domain/units/vehicle-fit';
import { EXACT_MAX_REQUESTS, solveExact } from './exact';
import { explain } from './explain';
import { construct, improve, type Route } from './heuristic';
import { buildModel, walk } from './model';
import { describeRoute } from './plan';
import type { RouteLeftOut, RoutePlan, RouteProblem, RouteRequest } from './types';

export type * from './types';

export const DEFAULT_ROUTE_TIME_LIMIT_MS = 1500;
/** The spec's ready window: from the scheduled time (or creation time) to one hour later. */
export const READY_WINDOW_MINUTES = 60;

/** The ready window of a trip scheduled (or, without a schedule, created) at this time. */
export function readyWindowOf(scheduledOrCreated: Date | string): { readyFrom: string; readyUntil: string } {
  const from = new Date(scheduledOrCreated).getTime();
  return { readyFrom: new Date(from).toISOString(), readyUntil: new Date(from + READY_WINDOW_MINUTES * 60000).toISOString() };
}

export function optimizeRoute(problem: RouteProblem): RoutePlan {
  const began = Date.now();
  const limit = problem.timeLimitMs ?? DEFAULT_ROUTE_TIME_LIMIT_MS;
  const { unit, constraints } = problem;
  const nowMs = Date.parse(problem.now);
  const startMs = Math.max(nowMs, unit.availableFrom ? Date.parse(unit.availableFrom) : nowMs);
  const leftOut = new Map<string, RouteLeftOut>();
  const seen = new Set<string>();
  const servable: RouteRequest[] = [];
  const carries = unitCarries(unit.vehicle);
  for (const r of problem.requests) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    const misfit = vehicleMisfit(carries, r);
    if (misfit) leftOut.set(r.id, { requestId: r.id, code: misfit, reason: routeLeftOutText(misfit) });
    else if (Date.parse(r.readyUntil) < nowMs)
      leftOut.set(r.id, { requestId: r.id, code: 'WINDOW_PASSED', reason: routeLeftOutText('WINDOW_PASSED') });
    else servable.push(r);
  }
  const modelOf = (requests: RouteRequest[]) =>
    buildModel({
      position: unit.position,
      requests,
      capacity: Math.max(1, Math.floor(unit.capacity ?? 1)),
      startMs,
      shiftEndMs: unit.shiftEnd === null ? null : Date.parse(unit.shiftEnd),
      weights: problem.weights,
      constraints,
    });
  // Alone is the earliest a request can be reached and delivered: late or past the overtime limit alone, it is
  // so in every route. (Too far for an empty drive from the position, it may still follow another drop-off.)
  const first = modelOf(servable);
  const candidates: RouteRequest[] = [];
  servable.forEach((r, i) => {
    const alone = walk(first, [1 + i, 1 + first.m + i]);
    if (alone.ok || alone.violation === 'deadhead' || alone.violation === 'wait') candidates.push(r);
    else {
      const code = alone.violation === 'late' ? 'UNREACHABLE' : 'MAX_OVERTIME';
      leftOut.set(r.id, { requestId: r.id, code, reason: routeLeftOutText(code) });
    }
  });
  const model = candidates.length === servable.length ? first : modelOf(candidates);

  let route: Route;
  let exact = false;
  if (model.m <= EXACT_MAX_REQUESTS) {
    const start = construct(model, began + limit);
    const found = solveExact(model, start, began + 0.5 * limit);
    if (found) {
      route = found;
      exact = true;
    } else route = improve(model, start, began + 0.7 * limit, problem.seed ?? 1, problem.maxIterations);
  } else {
    const start = construct(model, began + 0.4 * limit);
    route = improve(model, start, began + 0.7 * limit, problem.seed ?? 1, problem.maxIterations);
  }

  // the reasons; a heuristic route stopped by the clock may still take a request that raises its score
  for (let k = 0; k < model.m; k++) {
    if (route.stops.includes(1 + k)) continue;
    const why = explain(model, route, k);
    if ('better' in why) {
      route = why.better;
      k = -1;
      continue;
    }
    leftOut.set(model.requests[k]!.id, { requestId: model.requests[k]!.id, ...why });
  }
  for (let k = 0; k < model.m; k++) if (route.stops.includes(1 + k)) leftOut.delete(model.requests[k]!.id);

  const ordered = [...seen].filter((id) => leftOut.has(id)).map((id) => leftOut.get(id)!);
  return describeRoute(model, unit.id, route.stops, exact, ordered);
}
