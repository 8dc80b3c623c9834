import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TripStatus } from '../../../../domain/enums';
import { TRIP_LIST_LIMIT, type TripListAnswer, type TripListItem, type TripListSort } from '../../../../domain/trip-views';
import { apiRequest } from '../../../lib/api-client';
import { TRIPS_PATH } from '../../trip-requests/api/trip-keys';
import { emsKeys } from './ems-trip-keys';

/** One of the agency's lists: the trips shown (in the server's order, up to its page limit) and how many match. */
export interface AgencyTrips {
  trips: TripListItem[];
  total: number;
}

/** The statuses of My Trips, as the spec's call names them (part 2 §7). */
export const MY_TRIP_STATUSES: readonly TripStatus[] = ['ACCEPTED', 'IN_PROGRESS', 'COMPLETED'];
/** The accepted or active trips of Recent Activity and the Active Trips card. */
export const ACTIVE_TRIP_STATUSES: readonly TripStatus[] = ['ACCEPTED', 'IN_PROGRESS'];

type ListOrder = { sort: TripListSort; order?: 'asc' | 'desc' };

/**
 * GET /api/trips?status=...&sort=...: the server keeps an agency to the trips offered to it and not declined, and its
 * own, and sorts before it cuts at the page limit, so the cut only ever leaves out the least urgent trips.
 */
async function getAgencyTrips(statuses: readonly TripStatus[], order: ListOrder, signal?: AbortSignal): Promise<AgencyTrips> {
  const answer = await apiRequest<TripListAnswer>(TRIPS_PATH, {
    signal,
    query: { status: statuses.join(','), ...order, limit: String(TRIP_LIST_LIMIT.max) },
  });
  return { trips: answer.data, total: answer.total };
}

// other agencies take trips all the time: asked again whenever a tab shows them, and every 30 s while one does
const listQuery = (queryKey: readonly string[], statuses: readonly TripStatus[], order: ListOrder) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => getAgencyTrips(statuses, order, signal), staleTime: 0, refetchInterval: 30_000 });

/** Available Trips: GET /api/trips?status=PENDING&sort=scheduledTime&order=asc, the soonest first. */
export const useAvailableTrips = () => useQuery(listQuery(emsKeys.available, ['PENDING'], { sort: 'scheduledTime', order: 'asc' }));
/** My Trips: GET /api/trips?status=ACCEPTED,IN_PROGRESS,COMPLETED&sort=work: under way, then booked (soonest first), then done. */
export const useMyTrips = () => useQuery(listQuery(emsKeys.mine, MY_TRIP_STATUSES, { sort: 'work' }));
