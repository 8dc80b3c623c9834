import { queryOptions, useQuery } from '@tanstack/react-query';
import { UNIT_MESSAGES } from '@/domain/units/unit-forms';
import type { UnitAnalytics, unitAnalyticsSchema } from '@/domain/units/unit-answers';
import type { DataAnswer } from '@/domain/common/answers';
import { apiRequest } from '@/web/lib/api-client';
import type { UnitCounts } from '../unit-filters';
import { NO_CACHE_HEADERS, retryUnlessRefused, unitKeys } from './unit-keys';

/** GET /api/units/analytics: the unit counts and the fleet's efficiency (0 to 1) for the same scope as the list. */
export async function getUnitAnalytics(agencyId?: string): Promise<UnitAnalytics> {
  try {
    const answer = await apiRequest<DataAnswer<typeof unitAnalyticsSchema>>('/api/units/analytics', {
      headers: NO_CACHE_HEADERS,
      query: agencyId ? { agencyId } : undefined,
    });
    return answer.data;
  } catch (err) {
    // the spec only logs this failure; the tiles then stay without figures
    console.error(UNIT_MESSAGES.analyticsFailed, err);
    throw err;
  }
}

export const unitAnalyticsQuery = (agencyId?: string) =>
  queryOptions({ queryKey: unitKeys.analytics(agencyId), queryFn: () => getUnitAnalytics(agencyId), retry: retryUnlessRefused });

export const useUnitAnalytics = (agencyId?: string) => useQuery(unitAnalyticsQuery(agencyId));

/** The unit tiles' figures. */
export const unitCountsOf = (a: UnitAnalytics): UnitCounts => ({
  total: a.totalUnits,
  available: a.availableUnits,
  committed: a.committedUnits,
  outOfService: a.outOfServiceUnits,
  maintenance: a.maintenanceUnits,
  offDuty: a.offDutyUnits,
});
