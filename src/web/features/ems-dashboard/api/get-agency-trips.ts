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

// the trips still to carry out come first, those under way before those not started, then the finished ones
const WORK_ORDER: Partial<Record<TripStatus, number>> = { IN_PROGRESS: 0, ACCEPTED: 1, COMPLETED: 2 };
/** Sorts the agency's own trips into the order they are worked on (stable: newest first within a status). */
export const byWork = (a: TripListItem, b: TripListItem) => (WORK_ORDER[a.status] ?? 3) - (WORK_ORDER[b.status] ?? 3);

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
