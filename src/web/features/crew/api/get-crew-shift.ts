import { useQuery } from '@tanstack/react-query';
import type { crewShiftAnswer } from '@/domain/crew/crew-api';
import { CREW_PATHS } from '@/domain/crew/crew-paths';
import { requestData } from '@/web/lib/api-client';
import { ASK_OFFLINE, crewKeys } from './crew-keys';

/** GET /api/crew/shift: the unit the crew member is on, or null off shift. */
export const useCrewShift = () =>
  useQuery({
    queryKey: crewKeys.shift,
    queryFn: ({ signal }) => requestData<typeof crewShiftAnswer.shape.data>(CREW_PATHS.shift, { signal }),
    ...ASK_OFFLINE,
  });
