import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { crewShiftAnswer } from '@/domain/crew/crew-api';
import { CREW_PATHS } from '@/domain/crew/crew-paths';
import { requestData } from '@/web/lib/api-client';
import { crewKeys } from './crew-keys';

/** POST /api/crew/shift: signs on to a unit; the unit's trips load next. */
export function useOpenShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unitId: string) => requestData<typeof crewShiftAnswer.shape.data>(CREW_PATHS.shift, { method: 'POST', body: { unitId } }),
    onSuccess: (shift) => {
      queryClient.setQueryData(crewKeys.shift, shift);
      return queryClient.invalidateQueries({ queryKey: crewKeys.trips });
    },
  });
}
