import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TripStatus } from '../../../../domain/enums';
import { TRIP_LIST_LIMIT, type TripListAnswer, type TripListItem } from '../../../../domain/trip-views';
import { apiRequest } from '../../../lib/api-client';
import { TRIPS_PATH } from '../../trip-requests/api/trip-keys';
import { emsKeys } from './ems-trip-keys';

/** One of the agency's lists: the trips shown (newest first, up to the server's page limit) and how many match. */
export interface AgencyTrips {
  trips: TripListItem[];
  total: number;
}

/** The statuses of My Trips, as the spec's call names them (part 2 §7). */
export const MY_TRIP_STATUSES: readonly TripStatus[] = ['ACCEPTED', 'IN_PROGRESS', 'COMPLETED'];
/** The accepted or active trips of Recent Activity and the Active Trips card. */
export const ACTIVE_TRIP_STATUSES: readonly TripStatus[] = ['ACCEPTED', 'IN_PROGRESS'];

/** GET /api/trips?status=...: the server keeps an agency to the trips offered to it and not declined, and its own. */
async function getAgencyTrips(statuses: readonly TripStatus[], signal?: AbortSignal): Promise<AgencyTrips> {
  const answer = await apiRequest<TripListAnswer>(TRIPS_PATH, {
    signal,
    query: { status: statuses.join(','), limit: String(TRIP_LIST_LIMIT.max) },
  });
  return { trips: answer.data, total: answer.total };
}

// other agencies take trips all the time: asked again whenever a tab shows them, and every 30 s while one does
const listQuery = (queryKey: readonly string[], statuses: readonly TripStatus[]) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => getAgencyTrips(statuses, signal), staleTime: 0, refetchInterval: 30_000 });

/** Available Trips: GET /api/trips?status=PENDING. */
export const useAvailableTrips = () => useQuery(listQuery(emsKeys.available, ['PENDING']));
/** My Trips: GET /api/trips?status=ACCEPTED,IN_PROGRESS,COMPLETED. */
export const useMyTrips = () => useQuery(listQuery(emsKeys.mine, MY_TRIP_STATUSES));
