import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { placeSchema } from '@/domain/places/place-answers';
import { requestData } from '@/web/lib/api-client';

/** GET /api/tcc/facilities?active=true: the places a transport can start or end at (the server refuses inactive ones), by name. */
export const getActivePlaces = async (signal?: AbortSignal) => {
  const list = await requestData<z.ZodArray<typeof placeSchema>>('/api/tcc/facilities', { query: { active: 'true' }, signal });
  return [...list].sort((a, b) => a.name.localeCompare(b.name));
};

export const activePlacesQuery = queryOptions({
  queryKey: ['places', 'directory', 'active'] as const,
  queryFn: ({ signal }) => getActivePlaces(signal),
});

export const useActivePlaces = () => useQuery(activePlacesQuery);
