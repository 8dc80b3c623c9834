import { performanceDataSchema } from '@/domain/analytics/analytics-answers';
import type { WindowQuery } from '@/domain/analytics/timeframe';
import { useAnalyticsCall } from './analytics-call';

/** GET /api/optimize/performance: response, pickup, on-time and efficiency figures of the window, for the caller's scope. */
export const usePerformance = (period: WindowQuery) => useAnalyticsCall('/api/optimize/performance', performanceDataSchema, period);
