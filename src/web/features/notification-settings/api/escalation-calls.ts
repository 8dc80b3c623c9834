import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ESCALATION_SETTINGS_PATH } from '@/domain/trips/escalation';
import type { escalationSettingsSchema, EscalationSettings } from '@/domain/trips/escalation-answers';
import { requestData } from '@/web/lib/api-client';

const escalationKey = ['escalation-settings'] as const;

/** GET the control center's escalation delay. */
export const useEscalationSettings = () =>
  useQuery({ queryKey: escalationKey, queryFn: ({ signal }) => requestData<typeof escalationSettingsSchema>(ESCALATION_SETTINGS_PATH, { signal }) });

/** PUT a new delay (administrators only); the form then shows what was stored. */
export function useSaveEscalationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EscalationSettings) => requestData<typeof escalationSettingsSchema>(ESCALATION_SETTINGS_PATH, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(escalationKey, saved),
  });
}
