import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Facility } from '../../../../domain/place-forms';
import { requestData } from '../../../lib/resource-calls';

/** GET /api/tcc/facilities?active=true: the places a transport can start or end at (the server refuses inactive ones), by name. */
export const getActiveFacilities = async (signal?: AbortSignal) => {
  const list = await requestData<Facility[]>('/api/tcc/facilities', { query: { active: 'true' }, signal });
  return [...list].sort((a, b) => a.name.localeCompare(b.name));
};

export const activeFacilitiesQuery = queryOptions({
  queryKey: ['facilities', 'directory', 'active'] as const,
  queryFn: ({ signal }) => getActiveFacilities(signal),
});

export const useActiveFacilities = () => useQuery(activeFacilitiesQuery);
