import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { crewTripsAnswer } from '@/domain/crew/crew-api';
import { CREW_PATHS } from '@/domain/crew/crew-paths';
import { requestData } from '@/web/lib/api-client';
import { useWhenServiceWorkerControls } from '../pwa/crew-service-worker';
import { ASK_OFFLINE, crewKeys } from './crew-keys';

/**
 * GET /api/crew/trips: the unit and its trips in the order they will be carried; without signal, the phone's last copy
 * (asked again as the service worker takes over, so that it keeps one from the start).
 */
export function useCrewTrips() {
  const queryClient = useQueryClient();
  useWhenServiceWorkerControls(useCallback(() => void queryClient.invalidateQueries({ queryKey: crewKeys.trips }), [queryClient]));
  return useQuery({
    queryKey: crewKeys.trips,
    queryFn: ({ signal }) => requestData<typeof crewTripsAnswer.shape.data>(CREW_PATHS.trips, { signal }),
    refetchInterval: 30_000,
    ...ASK_OFFLINE,
  });
}
