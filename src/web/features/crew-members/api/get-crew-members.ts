import { useQuery } from '@tanstack/react-query';
import type { ListAnswer } from '@/domain/common/answers';
import type { crewMemberSchema } from '@/domain/crew/crew-member-answers';
import { CREW_MEMBERS_PATH } from '@/domain/crew/crew-member-forms';
import { apiRequest } from '@/web/lib/api-client';
import { crewMemberKeys } from './crew-member-keys';

/** GET /api/crew-members: the agency's crew members by name, each with the unit they are on. */
export const useCrewMembers = () =>
  useQuery({
    queryKey: crewMemberKeys.all,
    queryFn: async ({ signal }) => (await apiRequest<ListAnswer<typeof crewMemberSchema>>(CREW_MEMBERS_PATH, { signal })).data,
  });
