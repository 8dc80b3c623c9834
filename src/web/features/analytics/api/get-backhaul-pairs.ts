import { useQuery } from '@tanstack/react-query';
import { BACKHAUL_PANEL_PAIRS } from '@/domain/analytics/analytics-texts';
import { OPTIMIZE_BACKHAUL_PATH } from '@/domain/planning/route-optimization';
import type { backhaulAnswerSchema } from '@/domain/planning/backhaul-answers';
import { requestData } from '@/web/lib/api-client';

/**
 * GET /api/optimize/backhaul: the best pairs among the pending requests now (not a window: pairs are for trips still to
 * carry), refreshed like the other analytics calls.
 */
export const useBackhaulPairs = () =>
  useQuery({
    queryKey: ['analytics', OPTIMIZE_BACKHAUL_PATH, BACKHAUL_PANEL_PAIRS] as const,
    queryFn: ({ signal }) => requestData<typeof backhaulAnswerSchema>(OPTIMIZE_BACKHAUL_PATH, { signal, query: { limit: String(BACKHAUL_PANEL_PAIRS) } }),
    refetchInterval: 30_000,
  });
