import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CREW_PATHS } from '@/domain/crew/crew-paths';
import { apiRequest } from '@/web/lib/api-client';
import { crewKeys } from './crew-keys';

/** DELETE /api/crew/shift: signs off the unit; the unit list shows again. */
export function useCloseShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(CREW_PATHS.shift, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData(crewKeys.shift, null);
      queryClient.removeQueries({ queryKey: crewKeys.trips });
      return queryClient.invalidateQueries({ queryKey: crewKeys.units });
    },
  });
}
