import { useQuery } from '@tanstack/react-query';
import type { crewTripsAnswer } from '@/domain/crew/crew-api';
import { CREW_PATHS } from '@/domain/crew/crew-paths';
import { requestData } from '@/web/lib/api-client';
import { ASK_OFFLINE, crewKeys } from './crew-keys';

/** GET /api/crew/trips: the unit and its trips in the order they will be carried; without signal, the phone's last copy. */
export const useCrewTrips = () =>
  useQuery({
    queryKey: crewKeys.trips,
    queryFn: ({ signal }) => requestData<typeof crewTripsAnswer.shape.data>(CREW_PATHS.trips, { signal }),
    refetchInterval: 30_000,
    ...ASK_OFFLINE,
  });
