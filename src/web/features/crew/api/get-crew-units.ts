import { useQuery } from '@tanstack/react-query';
import type { ListAnswer } from '@/domain/common/answers';
import type { crewUnitOptionSchema } from '@/domain/crew/crew-api';
import { CREW_PATHS } from '@/domain/crew/crew-paths';
import { apiRequest } from '@/web/lib/api-client';
import { crewKeys } from './crew-keys';

/** GET /api/crew/units: the agency's in-service units, with who is on each. */
export const useCrewUnits = () =>
  useQuery({
    queryKey: crewKeys.units,
    queryFn: async ({ signal }) => (await apiRequest<ListAnswer<typeof crewUnitOptionSchema>>(CREW_PATHS.units, { signal })).data,
  });
