import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreferredAgenciesBody } from '@/domain/organisations/preferred-agencies';
import type { preferredAgenciesSchema } from '@/domain/organisations/preferred-agency-answers';
import { requestData } from '@/web/lib/api-client';
import { HOSPITAL_SETTINGS_PATH } from './get-hospital-settings';

const PREFERRED_AGENCIES_PATH = `${HOSPITAL_SETTINGS_PATH}/preferred-agencies`;
const preferredAgenciesKey = ['preferred-agencies'] as const;

/** GET /api/auth/healthcare/facility/preferred-agencies: the facility's active preferred agencies, first preferred first. */
export const usePreferredAgencies = () =>
  useQuery({
    queryKey: preferredAgenciesKey,
    queryFn: ({ signal }) => requestData<typeof preferredAgenciesSchema>(PREFERRED_AGENCIES_PATH, { signal }),
  });

/** PUT the whole list; afterwards the panel starts from what was stored. */
export function useSavePreferredAgencies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferredAgenciesBody) => requestData<typeof preferredAgenciesSchema>(PREFERRED_AGENCIES_PATH, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(preferredAgenciesKey, saved),
  });
}
