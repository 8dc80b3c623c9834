import { useQuery } from '@tanstack/react-query';
import { LIVE_FALLBACK_REFRESH_SECONDS } from '@/domain/notifications/live-updates';
import { MAP_PATH, type liveMapSchema } from '@/domain/units/unit-positions';
import { requestData } from '@/web/lib/api-client';
import { liveMapKeys } from './live-map-keys';

/** GET /api/map: the units and open trips the signed-in organisation may see, asked again on every change. */
export const useLiveMap = () =>
  useQuery({
    queryKey: liveMapKeys.all,
    queryFn: ({ signal }) => requestData<typeof liveMapSchema>(MAP_PATH, { signal }),
    staleTime: 0,
    refetchInterval: LIVE_FALLBACK_REFRESH_SECONDS * 1000,
  });
