import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiData } from '../../../../domain/api';
import type { UnitView } from '../../../../domain/unit-forms';
import { apiRequest } from '../../../lib/api-client';
import { NO_CACHE_HEADERS, retryUnlessRefused, unitKeys } from './unit-keys';

/** GET /api/units: the caller's units (an agency's own; the control center all, or one agency's with agencyId). */
export async function getUnits(agencyId?: string): Promise<UnitView[]> {
  const answer = await apiRequest<ApiData<UnitView[]>>('/api/units', {
    headers: NO_CACHE_HEADERS,
    query: agencyId ? { agencyId } : undefined,
  });
  return answer.data;
}

export const unitsQuery = (agencyId?: string) =>
  queryOptions({ queryKey: unitKeys.list(agencyId), queryFn: () => getUnits(agencyId), retry: retryUnlessRefused });

export const useUnits = (agencyId?: string) => useQuery(unitsQuery(agencyId));
