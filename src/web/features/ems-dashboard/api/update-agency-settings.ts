import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgencySettingsBody } from '@/domain/organisations/agency-settings';
import type { agencySettingsSavedAnswer } from '@/domain/organisations/agency-answers';
import { apiRequest } from '@/web/lib/api-client';
import { emsKeys } from './ems-trip-keys';
import { AGENCY_SETTINGS_PATH } from './get-agency-settings';

/** PUT /api/auth/ems/agency/update: the agency as stored and the session user with its new agency name. */
export const updateAgencySettings = (body: AgencySettingsBody) =>
  apiRequest<typeof agencySettingsSavedAnswer>(`${AGENCY_SETTINGS_PATH}/update`, { method: 'PUT', body });

/** Afterwards the form starts from the stored record. */
export function useUpdateAgencySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgencySettings,
    onSuccess: (answer) => queryClient.setQueryData(emsKeys.settings, answer.data),
  });
}
