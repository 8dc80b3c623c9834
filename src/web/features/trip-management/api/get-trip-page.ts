import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { tripListAnswer } from '@/domain/trips/trip-answers';
import { apiRequest } from '@/web/lib/api-client';
import { TRIPS_PATH } from '@/web/features/trip-requests';
import { TRIP_PAGE_SIZE } from '../trip-list-state';
import { tripManagementKeys } from './trip-management-keys';

/** The list reloads every 30 seconds. */
export const TRIP_LIST_REFRESH_MS = 30_000;

/** GET /api/trips with the filters, one page, the count of matches and the unfiltered counts by status. */
export const getTripPage = (params: Record<string, string>, signal?: AbortSignal) =>
  apiRequest<typeof tripListAnswer>(TRIPS_PATH, { query: { ...params, summary: 'true' }, signal });

/** One page of Trip Management; the last page stays on screen while the next loads. */
export function useTripPage(filterParams: Record<string, string>, page: number) {
  const params = { ...filterParams, limit: String(TRIP_PAGE_SIZE), offset: String(page * TRIP_PAGE_SIZE) };
  return useQuery({
    queryKey: tripManagementKeys.page(params),
    queryFn: ({ signal }) => getTripPage(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: TRIP_LIST_REFRESH_MS,
  });
}
