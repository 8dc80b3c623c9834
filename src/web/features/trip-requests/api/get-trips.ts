import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/resource-calls';
import { TRIP_LIST_LIMIT, type TripListItem } from '../../../../domain/trip-views';
import { TRIPS_PATH, tripKeys } from './trip-keys';

const newestFirst = (a: TripListItem, b: TripListItem) => b.createdAt.localeCompare(a.createdAt);

/** GET /api/trips: this facility's requests (the server scopes the query), newest first, as many as one call gives. */
export async function getTrips(signal?: AbortSignal): Promise<TripListItem[]> {
  const trips = await requestData<TripListItem[]>(TRIPS_PATH, { signal, query: { limit: String(TRIP_LIST_LIMIT.max) } });
  return [...trips].sort(newestFirst);
}

// agencies change these trips all the time: asked again whenever a tab shows them, and every 30 s while one does
export const tripsQuery = queryOptions({
  queryKey: tripKeys.list,
  queryFn: ({ signal }) => getTrips(signal),
  staleTime: 0,
  refetchInterval: 30_000,
});

export const useTrips = () => useQuery(tripsQuery);
