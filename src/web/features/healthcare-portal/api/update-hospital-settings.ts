import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HospitalSettingsBody } from '@/domain/organisations/hospital-settings';
import type { hospitalSettingsSavedAnswer } from '@/domain/organisations/hospital-answers';
import { apiRequest } from '@/web/lib/api-client';
import { destinationsQuery } from '@/web/features/trip-requests';
import { HOSPITAL_SETTINGS_PATH, hospitalSettingsKey } from './get-hospital-settings';

/** PUT /api/auth/healthcare/facility/update: the hospital as stored and the session user with its new name and type. */
export const updateHospitalSettings = (body: HospitalSettingsBody) =>
  apiRequest<typeof hospitalSettingsSavedAnswer>(`${HOSPITAL_SETTINGS_PATH}/update`, { method: 'PUT', body });

/** Afterwards the form starts from the stored record and the destination list shows the new name. */
export function useUpdateHospitalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHospitalSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(hospitalSettingsKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: destinationsQuery.queryKey });
    },
  });
}
