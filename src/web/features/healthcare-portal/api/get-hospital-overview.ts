import { queryOptions, useQuery } from '@tanstack/react-query';
import type { hospitalOverviewSchema } from '@/domain/analytics/overview-answers';
import { requestData } from '@/web/lib/api-client';
import { TRIPS_PATH, tripKeys } from '@/web/features/trip-requests';

/** GET /api/trips/facility-overview: the three cards over all the facility's trips; under `tripKeys.all`, so a trip change reloads it. */
export const hospitalOverviewQuery = queryOptions({
  queryKey: [...tripKeys.all, 'hospital-overview'] as const,
  queryFn: ({ signal }) => requestData<typeof hospitalOverviewSchema>(`${TRIPS_PATH}/facility-overview`, { signal }),
  staleTime: 0,
  refetchInterval: 30_000,
});

export const useHospitalOverview = () => useQuery(hospitalOverviewQuery);
