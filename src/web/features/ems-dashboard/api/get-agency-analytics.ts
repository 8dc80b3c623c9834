import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENCY_ANALYTICS_DAYS } from '@/domain/analytics/agency-analytics';
import { agencyAnalyticsSchema } from '@/domain/analytics/overview-answers';
import { requestData } from '@/web/lib/resource-calls';
import { emsKeys } from './ems-trip-keys';

/** GET /api/trips/agency-analytics?days=N: the agency's overview cards, offers, medians and completed trips per day. */
export const agencyAnalyticsQuery = (days: number = AGENCY_ANALYTICS_DAYS.default) =>
  queryOptions({
    queryKey: emsKeys.analytics(days),
    queryFn: ({ signal }) => requestData('/api/trips/agency-analytics', agencyAnalyticsSchema, { signal, query: { days: String(days) } }),
    staleTime: 0,
    refetchInterval: 30_000,
  });

export const useAgencyAnalytics = (days?: number) => useQuery(agencyAnalyticsQuery(days));
