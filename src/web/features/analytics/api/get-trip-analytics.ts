import { tripAnalyticsSchema } from '@/domain/analytics/analytics-answers';
import type { WindowQuery } from '@/domain/analytics/timeframe';
import { useAnalyticsCall } from './analytics-call';

/** GET /api/tcc/analytics/trips: the window's requests by status, level and priority, per day, and response-time bands. */
export const useTripAnalytics = (period: WindowQuery) => useAnalyticsCall('/api/tcc/analytics/trips', tripAnalyticsSchema, period);
