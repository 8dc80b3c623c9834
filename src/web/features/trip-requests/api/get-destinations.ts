import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { placeSchema } from '@/domain/places/place-answers';
import { requestData } from '@/web/lib/api-client';

/** GET /api/tcc/facilities: for facility staff, the active places of the directory (destinations and their own origin). */
export const getDestinations = (signal?: AbortSignal) => requestData<z.ZodArray<typeof placeSchema>>('/api/tcc/facilities', { signal });

export const destinationsQuery = queryOptions({
  queryKey: ['places', 'directory'] as const,
  queryFn: ({ signal }) => getDestinations(signal),
  staleTime: 5 * 60_000,
});

export const useDestinations = () => useQuery(destinationsQuery);
