import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unitKeys } from '@/web/features/units';

/** The Crew tab's query key. */
export const crewMemberKeys = { all: ['crew-members'] as const };

/** A crew write: afterwards the crew list and the units (who is on each) are read again. */
export function useCrewWrite<V, R>(call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: crewMemberKeys.all }), queryClient.invalidateQueries({ queryKey: unitKeys.all })]),
  });
}
