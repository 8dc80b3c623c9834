import { useInfiniteQuery } from '@tanstack/react-query';
import type { TripStatus } from '@/domain/common/enums';
import type { TripListSort } from '@/domain/trips/trip-views';
import type { TripListItem, tripListAnswer } from '@/domain/trips/trip-answers';
import { apiRequest } from '@/web/lib/api-client';
import { TRIPS_PATH } from '@/web/features/trip-requests';
import { emsKeys } from './ems-trip-keys';

/** One of the agency's lists: the trips loaded so far (in the server's order, page by page) and how many match. */
export interface AgencyTrips {
  trips: TripListItem[];
  total: number;
}

/** The statuses My Trips asks for: accepted, in progress and completed. */
export const MY_TRIP_STATUSES: readonly TripStatus[] = ['ACCEPTED', 'IN_PROGRESS', 'COMPLETED'];
/** The accepted or active trips of Recent Activity and the Active Trips card. */
export const ACTIVE_TRIP_STATUSES: readonly TripStatus[] = ['ACCEPTED', 'IN_PROGRESS'];

type ListOrder = { sort: TripListSort; order?: 'asc' | 'desc' };

/** Trips a page: an agency with thousands of finished trips still loads quickly, and Show more asks for the next. */
export const AGENCY_TRIP_PAGE = 50;

/**
 * GET /api/trips?status=...&sort=...&limit=50&offset=: the server keeps an agency to the trips offered to it and not
 * declined, and its own, and sorts before it pages, so the first page holds the most urgent trips.
 */
async function getAgencyTrips(statuses: readonly TripStatus[], order: ListOrder, offset: number, signal?: AbortSignal): Promise<AgencyTrips> {
  const answer = await apiRequest<typeof tripListAnswer>(TRIPS_PATH, {
    signal,
    query: { status: statuses.join(','), ...order, limit: String(AGENCY_TRIP_PAGE), offset: String(offset) },
  });
  return { trips: answer.data, total: answer.total };
}

// other agencies take trips all the time: asked again whenever a tab shows them, and every 30 s while one does
const useAgencyTripList = (queryKey: readonly string[], statuses: readonly TripStatus[], order: ListOrder) =>
  useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => getAgencyTrips(statuses, order, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: AgencyTrips, pages: AgencyTrips[]) => {
      const loaded = pages.reduce((n, p) => n + p.trips.length, 0);
      return loaded < last.total && last.trips.length > 0 ? loaded : undefined;
    },
    // the pages as one list; a trip that moved between two pages' loads shows once
    select: (data): AgencyTrips => ({
      trips: [...new Map(data.pages.flatMap((p) => p.trips).map((t) => [t.id, t])).values()],
      total: data.pages.at(-1)?.total ?? 0,
    }),
    staleTime: 0,
    refetchInterval: 30_000,
  });
export type AgencyTripList = ReturnType<typeof useAgencyTripList>;

/** Available Trips: GET /api/trips?status=PENDING&sort=scheduledTime&order=asc, the soonest first. */
export const useAvailableTrips = () => useAgencyTripList(emsKeys.available, ['PENDING'], { sort: 'scheduledTime', order: 'asc' });
/** My Trips: GET /api/trips?status=ACCEPTED,IN_PROGRESS,COMPLETED&sort=work: under way, then booked (soonest first), then done. */
export const useMyTrips = () => useAgencyTripList(emsKeys.mine, MY_TRIP_STATUSES, { sort: 'work' });
