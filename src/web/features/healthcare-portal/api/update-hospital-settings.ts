import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FacilitySettingsBody, FacilitySettingsResult } from '../../../../domain/hospital-settings';
import { apiRequest } from '../../../lib/api-client';
import { destinationsQuery } from '../../trip-requests/api/get-destinations';
import { FACILITY_SETTINGS_PATH, facilitySettingsKey } from './get-hospital-settings';

/** PUT /api/auth/healthcare/facility/update: the hospital as stored and the session user with its new name and type. */
export const updateFacilitySettings = (body: FacilitySettingsBody) =>
  apiRequest<FacilitySettingsResult>(`${FACILITY_SETTINGS_PATH}/update`, { method: 'PUT', body });

/** Afterwards the form starts from the stored record and the destination list shows the new name. */
export function useUpdateFacilitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFacilitySettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(facilitySettingsKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: destinationsQuery.queryKey });
    },
  });
}
