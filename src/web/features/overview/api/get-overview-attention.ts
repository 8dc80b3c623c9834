import { useQuery } from '@tanstack/react-query';
import { OVERVIEW_ATTENTION_PATH, type overviewAttentionAnswer } from '@/domain/analytics/overview-attention';
import { apiRequest } from '@/web/lib/api-client';
import { tripKeys } from '@/web/features/trip-requests';

// under the trips' key: a live trip event (a request made, accepted, escalated) asks again
export const overviewAttentionKey = [...tripKeys.all, 'overview-attention'] as const;
const REFRESH_MS = 30_000;

/** GET /api/tcc/overview/attention: the requests waiting and escalated, oldest first, and the registrations to review. */
export const useOverviewAttention = () =>
  useQuery({
    queryKey: overviewAttentionKey,
    queryFn: async ({ signal }) => (await apiRequest<typeof overviewAttentionAnswer>(OVERVIEW_ATTENTION_PATH, { signal })).data,
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
