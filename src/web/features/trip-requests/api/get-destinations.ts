import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { placeSchema } from '@/domain/places/place-answers';
import { requestData } from '@/web/lib/resource-calls';

/** GET /api/tcc/facilities: for facility staff, the active places of the directory (destinations and their own origin). */
export const getDestinations = (signal?: AbortSignal) => requestData('/api/tcc/facilities', z.array(placeSchema), { signal });

export const destinationsQuery = queryOptions({
  queryKey: ['places', 'directory'] as const,
  queryFn: ({ signal }) => getDestinations(signal),
  staleTime: 5 * 60_000,
});

export const useDestinations = () => useQuery(destinationsQuery);
