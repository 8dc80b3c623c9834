import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { WindowQuery } from '@/domain/analytics/timeframe';
import { requestData } from '@/web/lib/api-client';

/** A window as the analytics calls take it in their query: a named timeframe, or from/to instants. */
const windowParams = (w: WindowQuery): Record<string, string> =>
  Object.fromEntries(Object.entries(w).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** One analytics call over a window, refreshed every 30 s like the other live screens. */
export const useAnalyticsCall = <S extends z.ZodType>(path: string, data: S, period: WindowQuery) =>
  useQuery({
    queryKey: ['analytics', path, period] as const,
    queryFn: ({ signal }) => requestData<typeof data>(path, { signal, query: windowParams(period) }),
    refetchInterval: 30_000,
  });
