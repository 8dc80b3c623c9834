import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CENTER_TIME_ZONE_PATH, type CenterTimeZoneBody, type centerTimeZoneSchema } from '@/domain/common/center-time-zone';
import { requestData } from '@/web/lib/api-client';
import { sessionQueryKey } from '@/web/features/session';

const centerTimeZoneKey = ['center-time-zone'] as const;

/** GET the control center's time zone: the choice, the automatic zone and the one in force. */
export const useCenterTimeZone = () =>
  useQuery({ queryKey: centerTimeZoneKey, queryFn: ({ signal }) => requestData<typeof centerTimeZoneSchema>(CENTER_TIME_ZONE_PATH, { signal }) });

/** PUT a zone, or null for the automatic one (administrators only); the session is checked again for its new zone. */
export function useSaveCenterTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CenterTimeZoneBody) => requestData<typeof centerTimeZoneSchema>(CENTER_TIME_ZONE_PATH, { method: 'PUT', body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(centerTimeZoneKey, saved);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
