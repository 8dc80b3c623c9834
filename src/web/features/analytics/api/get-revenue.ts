import { revenueDataSchema } from '@/domain/analytics/analytics-answers';
import type { WindowQuery } from '@/domain/analytics/timeframe';
import { useAnalyticsCall } from './analytics-call';

/** GET /api/optimize/revenue: the revenue figures of the window, for the caller's scope (an EMS user's own agency). */
export const useRevenue = (period: WindowQuery) => useAnalyticsCall('/api/optimize/revenue', revenueDataSchema, period);
