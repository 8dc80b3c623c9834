import { hospitalActivitySchema } from '@/domain/analytics/analytics-answers';
import type { WindowQuery } from '@/domain/analytics/timeframe';
import { useAnalyticsCall } from './analytics-call';

/** GET /api/tcc/analytics/hospitals: each facility's requests, cancellations, wait to acceptance and completions. */
export const useHospitalActivity = (period: WindowQuery) => useAnalyticsCall('/api/tcc/analytics/hospitals', hospitalActivitySchema, period);
