import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TRIP_LIST_LIMIT, type TripListAnswer, type TripListItem } from '../../../../domain/trip-views';
import { TRIPS_PATH, tripKeys } from './trip-keys';

/** The facility's requests the list shows (newest first, up to the server's page limit) and how many there are. */
export interface FacilityTrips {
  trips: TripListItem[];
  total: number;
}

/** GET /api/trips: this facility's requests (the server scopes the query), newest first, as many as one call gives. */
export async function getTrips(signal?: AbortSignal): Promise<FacilityTrips> {
  const answer = await apiRequest<TripListAnswer>(TRIPS_PATH, { signal, query: { limit: String(TRIP_LIST_LIMIT.max) } });
  return { trips: answer.data, total: answer.total };
}

// agencies change these trips all the time: asked again whenever a tab shows them, and every 30 s while one does
export const tripsQuery = queryOptions({
  queryKey: tripKeys.list,
  queryFn: ({ signal }) => getTrips(signal),
  staleTime: 0,
  refetchInterval: 30_000,
});

const requestsOf = (page: FacilityTrips) => page.trips;
/** The requests alone, as Recent Activity reads them. */
export const useTrips = () => useQuery({ ...tripsQuery, select: requestsOf });
/** The requests with the count of all of them, for the list that says when it was cut. */
export const useTripPage = () => useQuery(tripsQuery);
