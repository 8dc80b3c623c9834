import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RevenueData } from '../../../../domain/analytics/api';
import type { WindowQuery } from '../../../../domain/analytics/timeframe';
import { requestData } from '../../../lib/resource-calls';
import { windowParams } from './window-params';

/** GET /api/optimize/revenue: the revenue figures of the window, for the caller's scope (an EMS user's own agency). */
export const revenueQuery = (window: WindowQuery) =>
  queryOptions({
    queryKey: ['analytics', 'revenue', window] as const,
    queryFn: ({ signal }) => requestData<RevenueData>('/api/optimize/revenue', { signal, query: windowParams(window) }),
    refetchInterval: 30_000,
  });

export const useRevenue = (window: WindowQuery) => useQuery(revenueQuery(window));
