import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PerformanceData } from '../../../../domain/analytics/api';
import type { WindowQuery } from '../../../../domain/analytics/timeframe';
import { requestData } from '../../../lib/resource-calls';
import { windowParams } from './window-params';

/** GET /api/optimize/performance: response, pickup, on-time and efficiency figures of the window, for the caller's scope. */
export const performanceQuery = (window: WindowQuery) =>
  queryOptions({
    queryKey: ['analytics', 'performance', window] as const,
    queryFn: ({ signal }) => requestData<PerformanceData>('/api/optimize/performance', { signal, query: windowParams(window) }),
    refetchInterval: 30_000,
  });

export const usePerformance = (window: WindowQuery) => useQuery(performanceQuery(window));
