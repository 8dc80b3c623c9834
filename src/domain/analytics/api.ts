// The analytics calls' queries: revenue and performance (their answers: ./analytics-answers). Every figure is defined in
// ./figures.
import { z } from 'zod';
import { windowQuery } from './timeframe';

export const ANALYTICS_MESSAGES = {
  agencyIdMalformed: 'agencyId must be an agency id (a UUID)',
  agencyIdUnknown: 'agencyId does not match an agency',
  unitIdMalformed: 'unitId must be a unit id (a UUID)',
  unitIdUnknown: 'unitId does not match a unit',
  otherAgency: "An agency can see only its own figures",
} as const;

/** GET /api/optimize/revenue?timeframe=24h[&agencyId=] */
export const revenueQuery = windowQuery.extend({ agencyId: z.string().max(100).optional() });
/** GET /api/optimize/performance?timeframe=24h[&unitId=] */
export const performanceQuery = windowQuery.extend({ unitId: z.string().max(100).optional() });

/** How long requests waited for an agency: counts of trips accepted in the window per band of minutes. */
export const RESPONSE_TIME_BANDS = [5, 15, 30, 60, 120] as const;
