import { agencyPerformanceSchema } from '@/domain/analytics/analytics-answers';
import type { WindowQuery } from '@/domain/analytics/timeframe';
import { useAnalyticsCall } from './analytics-call';

/** GET /api/tcc/analytics/agencies: each agency's offers, answers, response, pickups, completions and revenue. */
export const useAgencyPerformance = (period: WindowQuery) => useAnalyticsCall('/api/tcc/analytics/agencies', agencyPerformanceSchema, period);
