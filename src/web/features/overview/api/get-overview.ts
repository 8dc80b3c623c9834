import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataAnswer } from '@/domain/common/answers';
import type { SystemOverview, systemOverviewSchema } from '@/domain/analytics/overview-answers';
import { apiRequest } from '@/web/lib/api-client';

/** Writes that change an organisation or unit count invalidate this key. */
export const overviewQueryKey = ['tcc', 'overview'] as const;

/** GET /api/tcc/analytics/overview: every total with its active part. */
export async function getOverview(): Promise<SystemOverview> {
  return (await apiRequest<DataAnswer<typeof systemOverviewSchema>>('/api/tcc/analytics/overview')).data;
}

// counts change with every registration and unit edit: opening the overview always asks again
export const overviewQuery = queryOptions({ queryKey: overviewQueryKey, queryFn: getOverview, staleTime: 0 });

export const useOverview = () => useQuery(overviewQuery);
