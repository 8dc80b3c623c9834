import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiData } from '../../../../domain/api';
import { UNITS_SCREEN } from '../../../../domain/control-center-screens';
import { UNIT_MESSAGES, type UnitView } from '../../../../domain/unit-forms';
import { apiRequest, ApiRequestError } from '../../../lib/api-client';
import { readStoredToken } from '../../../lib/session-storage';
import { NO_CACHE_HEADERS, retryUnlessRefused, unitKeys } from './unit-keys';

/**
 * A call of the system-wide units screen, failing with that screen's own texts (spec part 2 §4):
 * no stored token, the refused call with its status text, or 'Failed to load units' for anything else.
 */
export async function systemWideCall<T>(path: string, failed: (statusText: string) => string, query?: Record<string, string>): Promise<T> {
  if (!readStoredToken()) throw new Error(UNIT_MESSAGES.noToken);
  try {
    return (await apiRequest<ApiData<T>>(path, { headers: NO_CACHE_HEADERS, query })).data;
  } catch (err) {
    const refused = err instanceof ApiRequestError && err.status >= 400;
    throw new Error(refused ? failed(err.statusText || String(err.status)) : UNIT_MESSAGES.loadFailed, { cause: err });
  }
}

/** GET /api/tcc/units: every agency's units with the agency's name (or one agency's, with agencyId). */
export const getSystemUnits = (agencyId?: string) =>
  systemWideCall<UnitView[]>('/api/tcc/units', UNITS_SCREEN.fetchUnitsFailed, agencyId ? { agencyId } : undefined);

export const systemUnitsQuery = (agencyId?: string) =>
  queryOptions({ queryKey: unitKeys.systemWide(agencyId), queryFn: () => getSystemUnits(agencyId), retry: retryUnlessRefused });

export const useSystemUnits = (agencyId?: string) => useQuery(systemUnitsQuery(agencyId));
