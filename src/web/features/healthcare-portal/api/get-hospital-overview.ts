import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HospitalOverview } from '@/domain/analytics/hospital-overview';
import { requestData } from '@/web/lib/resource-calls';
import { TRIPS_PATH, tripKeys } from '@/web/features/trip-requests';

/** GET /api/trips/facility-overview: the three cards over all the facility's trips; under `tripKeys.all`, so a trip change reloads it. */
export const hospitalOverviewQuery = queryOptions({
  queryKey: [...tripKeys.all, 'hospital-overview'] as const,
  queryFn: ({ signal }) => requestData<HospitalOverview>(`${TRIPS_PATH}/facility-overview`, { signal }),
  staleTime: 0,
  refetchInterval: 30_000,
});

export const useHospitalOverview = () => useQuery(hospitalOverviewQuery);
