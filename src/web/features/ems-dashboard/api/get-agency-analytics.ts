import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENCY_ANALYTICS_DAYS } from '@/domain/analytics/agency-analytics';
import type { agencyAnalyticsSchema } from '@/domain/analytics/overview-answers';
import { requestData } from '@/web/lib/api-client';
import { emsKeys } from './ems-trip-keys';

/** GET /api/trips/agency-analytics?days=N: the agency's overview cards, offers, medians and completed trips per day. */
export const agencyAnalyticsQuery = (days: number = AGENCY_ANALYTICS_DAYS.default) =>
  queryOptions({
    queryKey: emsKeys.analytics(days),
    queryFn: ({ signal }) => requestData<typeof agencyAnalyticsSchema>('/api/trips/agency-analytics', { signal, query: { days: String(days) } }),
    staleTime: 0,
    refetchInterval: 30_000,
  });

export const useAgencyAnalytics = (days?: number) => useQuery(agencyAnalyticsQuery(days));
