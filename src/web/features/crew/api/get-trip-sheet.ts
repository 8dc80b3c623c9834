import { useQuery } from '@tanstack/react-query';
import type { tripDetailsSchema } from '@/domain/trips/trip-answers';
import { CREW_PATHS } from '@/domain/crew/crew-paths';
import { requestData } from '@/web/lib/api-client';
import { ASK_OFFLINE, crewKeys } from './crew-keys';

/** GET /api/crew/trips/{id}/sheet: the trip as its agency reads it, asked for when the sheet opens; kept once read. */
export function useTripSheet(tripId: string, open: boolean) {
  return useQuery({
    queryKey: [...crewKeys.all, 'sheet', tripId],
    queryFn: ({ signal }) => requestData<typeof tripDetailsSchema>(CREW_PATHS.tripSheet(tripId), { signal }),
    enabled: open,
    // without signal it fails at once and says so, rather than waiting paused
    ...ASK_OFFLINE,
  });
}
