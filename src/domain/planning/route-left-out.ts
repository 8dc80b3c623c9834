// Why the route optimizer left a request out of a unit's route (POST /api/optimize/routes): one text per reason,
// shown as given on the Route Optimization screen. A request the unit cannot serve is an answer, never an error.

export const ROUTE_LEFT_OUT_CODES = [
  'LEVEL_OF_CARE',
  'MOBILITY',
  'BARIATRIC',
  'WINDOW_PASSED',
  'UNREACHABLE',
  'MAX_DEADHEAD',
  'MAX_WAIT',
  'MAX_OVERTIME',
  'CAPACITY',
  'LOWERS_SCORE',
  'NO_LOCATION',
] as const;
export type RouteLeftOutCode = (typeof ROUTE_LEFT_OUT_CODES)[number];

/** The reason when the request is judged on its own (or the route chosen holds no other request). */
export const ROUTE_LEFT_OUT_TEXTS: Record<RouteLeftOutCode, string> = {
  LEVEL_OF_CARE: 'The unit cannot carry this level of care',
  MOBILITY: 'The unit cannot carry a patient who travels this way (wheelchair, stretcher or bed)',
  BARIATRIC: 'The unit is not equipped for a bariatric patient',
  WINDOW_PASSED: 'Its ready window has already passed',
  UNREACHABLE: 'The unit cannot reach the pickup before its ready window closes',
  MAX_DEADHEAD: 'The empty drive to the pickup is longer than the maximum deadhead miles',
  MAX_WAIT: 'The unit would wait at the pickup longer than the maximum wait time',
  MAX_OVERTIME: 'It would keep the unit past its shift end by more than the maximum overtime',
  CAPACITY: 'The unit would carry more patients at once than its capacity',
  LOWERS_SCORE: "Adding it would lower the route's score: the empty miles, waiting or overtime it brings cost more than it earns",
  NO_LOCATION: 'Its pickup or destination has no map position, so no route can be planned through it',
};

/** Prefix when the request could be carried alone but not together with the requests the route keeps. */
export const ROUTE_LEFT_OUT_WITH_OTHERS = 'It does not fit with the requests chosen, which together score higher';

/** The text shown for a left-out request; `withOthers`: it fails only alongside the requests the route keeps. */
export function routeLeftOutText(code: RouteLeftOutCode, withOthers = false): string {
  const text = ROUTE_LEFT_OUT_TEXTS[code];
  if (!withOthers || code === 'LOWERS_SCORE') return text;
  return `${ROUTE_LEFT_OUT_WITH_OTHERS}: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
