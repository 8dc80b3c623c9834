import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Place } from '@/domain/places/place-forms';
import { requestData } from '@/web/lib/resource-calls';

/** GET /api/tcc/facilities: for facility staff, the active places of the directory (destinations and their own origin). */
export const getDestinations = (signal?: AbortSignal) => requestData<Place[]>('/api/tcc/facilities', { signal });

export const destinationsQuery = queryOptions({
  queryKey: ['places', 'directory'] as const,
  queryFn: ({ signal }) => getDestinations(signal),
  staleTime: 5 * 60_000,
});

export const useDestinations = () => useQuery(destinationsQuery);
