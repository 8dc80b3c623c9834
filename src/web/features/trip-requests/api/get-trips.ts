import { useListPage } from '@/web/lib/use-list-page';
import type { tripListAnswer } from '@/domain/trips/trip-answers';
import { TRIPS_PATH, tripKeys } from './trip-keys';

// agencies change these trips all the time: asked again whenever a tab shows them, and every 30 s while one does
export const HOSPITAL_TRIPS_FRESHNESS = { staleTime: 0, refetchInterval: 30_000 } as const;

/**
 * GET /api/trips?search=&limit=50&offset=: one page of this facility's requests (the server scopes the query), newest
 * first, and how many match.
 */
export const useHospitalTripPage = (filters: Record<string, string>, page: number) =>
  useListPage<typeof tripListAnswer>(tripKeys.list, TRIPS_PATH, filters, page, HOSPITAL_TRIPS_FRESHNESS);
