import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { crewUnitStatusAnswer, crewUnitStatusBody } from '@/domain/crew/crew-api';
import type { z } from 'zod';
import { CREW_PATHS } from '@/domain/crew/crew-paths';
import { requestData } from '@/web/lib/api-client';
import { ASK_OFFLINE, crewKeys } from './crew-keys';

/** PUT /api/crew/unit/status: out of service, or back in; the trips answer carries the unit's new status. */
export function useSetUnitStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: z.output<typeof crewUnitStatusBody>['status']) =>
      requestData<typeof crewUnitStatusAnswer.shape.data>(CREW_PATHS.unitStatus, { method: 'PUT', body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: crewKeys.all }),
    ...ASK_OFFLINE,
  });
}
