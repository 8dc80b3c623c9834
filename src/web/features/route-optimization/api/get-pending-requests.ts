import { useQuery } from '@tanstack/react-query';
import { TRIP_LIST_LIMIT, type TripListAnswer, type TripListItem } from '../../../../domain/trip-views';
import { apiRequest } from '../../../lib/api-client';
import { TRIPS_PATH } from '../../trip-requests/api/trip-keys';
import { routeOptimizationKeys } from './route-optimization-keys';

export interface PendingRequests {
  requests: TripListItem[];
  /** every pending request the caller may take; more than `requests` holds when the list is cut */
  total: number;
}

/** GET /api/trips?status=PENDING, soonest first: the requests the caller may plan (an agency those offered to it). */
export async function getPendingRequests(signal?: AbortSignal): Promise<PendingRequests> {
  const answer = await apiRequest<TripListAnswer>(TRIPS_PATH, {
    signal,
    query: { status: 'PENDING', sort: 'scheduledTime', order: 'asc', limit: String(TRIP_LIST_LIMIT.max) },
  });
  return { requests: answer.data, total: answer.total };
}

export const usePendingRequests = () =>
  useQuery({ queryKey: routeOptimizationKeys.pending, queryFn: ({ signal }) => getPendingRequests(signal), staleTime: 0 });
