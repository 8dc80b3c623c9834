import type { TripAnalytics } from '@/domain/analytics/api';
import type { WindowQuery } from '@/domain/analytics/timeframe';
import { useAnalyticsCall } from './analytics-call';

/** GET /api/tcc/analytics/trips: the window's requests by status, level and priority, per day, and response-time bands. */
export const useTripAnalytics = (period: WindowQuery) => useAnalyticsCall<TripAnalytics>('/api/tcc/analytics/trips', period);
