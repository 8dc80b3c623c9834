// Why a request the unit could serve is not in the route: alone it breaks a rule, or every way of adding it to the
// route breaks one, or it fits but lowers the score.
import { routeLeftOutText, type RouteLeftOutCode } from '@/domain/planning/route-left-out';
import { insertions, type Route } from './heuristic';
import { walk, type Model, type Violation } from './model';

const CODE_OF: Record<Violation, RouteLeftOutCode> = {
  late: 'UNREACHABLE',
  deadhead: 'MAX_DEADHEAD',
  wait: 'MAX_WAIT',
  overtime: 'MAX_OVERTIME',
  capacity: 'CAPACITY',
};

export type Explanation = { code: RouteLeftOutCode; reason: string } | { better: Route };

/**
 * The reason request k is left out of `route`, or a better route with it (the heuristic may stop before trying
 * every insertion; the exact search never leaves such a route).
 */
export function explain(model: Model, route: Route, k: number): Explanation {
  let fits = false;
  for (const stops of insertions(model, route.stops, k)) {
    const res = walk(model, stops);
    if (!res.ok) continue;
    if (res.score > route.score + 1e-9) return { better: { stops, score: res.score } };
    fits = true;
  }
  if (fits) return { code: 'LOWERS_SCORE', reason: routeLeftOutText('LOWERS_SCORE') };
  const alone = walk(model, [1 + k, 1 + model.m + k]);
  if (!alone.ok) return { code: CODE_OF[alone.violation!], reason: routeLeftOutText(CODE_OF[alone.violation!]) };
  // with room for every patient at once, judge each way of adding it by the rule it breaks furthest along the route
  const roomy: Model = { ...model, capacity: Infinity };
  let furthest = -1;
  let rule: Violation = 'late';
  for (const stops of insertions(roomy, route.stops, k)) {
    const res = walk(roomy, stops);
    if (res.ok) {
      rule = 'capacity';
      break;
    }
    if (res.failedAt! > furthest) {
      furthest = res.failedAt!;
      rule = res.violation!;
    }
  }
  return { code: CODE_OF[rule], reason: routeLeftOutText(CODE_OF[rule], route.stops.length > 0) };
}
