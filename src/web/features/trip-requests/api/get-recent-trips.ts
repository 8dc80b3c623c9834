import { useQuery } from '@tanstack/react-query';
import { pageParams } from '@/domain/common/list-paging';
import { RECENT_ACTIVITY_LIMIT } from '@/domain/portals/healthcare-portal-texts';
import type { tripListAnswer } from '@/domain/trips/trip-answers';
import { getListPage } from '@/web/lib/use-list-page';
import { HOSPITAL_TRIPS_FRESHNESS } from './get-trips';
import { TRIPS_PATH, tripKeys } from './trip-keys';

const RECENT_QUERY = pageParams(0, RECENT_ACTIVITY_LIMIT);

/** GET /api/trips?limit=5&offset=0: Recent Activity's newest requests of the facility and how many there are in all. */
export const useRecentTrips = () =>
  useQuery({
    queryKey: [...tripKeys.list, 'recent'],
    queryFn: ({ signal }) => getListPage<typeof tripListAnswer>(TRIPS_PATH, RECENT_QUERY, signal),
    ...HOSPITAL_TRIPS_FRESHNESS,
  });
