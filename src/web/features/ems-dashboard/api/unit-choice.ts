import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AGENCY_DISPATCH_PATH, type tripUnitAnswer, tripUnitPath } from '@/domain/units/unit-assignment';
import type { AgencyDispatchRules, agencyDispatchRulesSchema } from '@/domain/organisations/agency-answers';
import type { ListAnswer } from '@/domain/common/answers';
import type { unitViewSchema } from '@/domain/units/unit-answers';
import { apiRequest, requestData } from '@/web/lib/api-client';
import { NO_CACHE_HEADERS, unitKeys } from '@/web/features/units';
import { emsKeys } from './ems-trip-keys';

const ALL_UNITS = { sort: 'unitNumber' };
const dispatchKey = ['ems-agency-dispatch'] as const;

/** GET /api/units: every unit of the agency, by number; under the units keys, so a unit write or a trip move refreshes it. */
export const useAgencyUnits = () =>
  useQuery({
    queryKey: unitKeys.list(ALL_UNITS),
    queryFn: async ({ signal }) => (await apiRequest<ListAnswer<typeof unitViewSchema>>('/api/units', { signal, headers: NO_CACHE_HEADERS, query: ALL_UNITS })).data,
  });

/** GET /api/auth/ems/agency/dispatch: whether an accept must name a unit. */
export const useDispatchRules = () =>
  useQuery({ queryKey: dispatchKey, queryFn: ({ signal }) => requestData<typeof agencyDispatchRulesSchema>(AGENCY_DISPATCH_PATH, { signal }) });

export function useSaveDispatchRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: AgencyDispatchRules) => requestData<typeof agencyDispatchRulesSchema>(AGENCY_DISPATCH_PATH, { method: 'PUT', body: rules }),
    onSuccess: (saved) => queryClient.setQueryData(dispatchKey, saved),
  });
}

/** PUT /api/trips/{id}/unit; the trip lists and the units reload after it, whatever the answer. */
export function useAssignUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tripId, unitId }: { tripId: string; unitId: string }) =>
      requestData<typeof tripUnitAnswer.shape.data>(tripUnitPath(tripId), { method: 'PUT', body: { unitId } }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: emsKeys.all }), queryClient.invalidateQueries({ queryKey: unitKeys.all })]),
  });
}
