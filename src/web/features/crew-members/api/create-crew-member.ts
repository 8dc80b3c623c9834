import type { DataAnswer } from '@/domain/common/answers';
import type { CrewMember, crewMemberSchema } from '@/domain/crew/crew-member-answers';
import { CREW_MEMBERS_PATH, type CrewMemberCreateBody } from '@/domain/crew/crew-member-forms';
import { apiRequest } from '@/web/lib/api-client';
import { useCrewWrite } from './crew-member-keys';

/** POST /api/crew-members: adds the member and mails the invitation; 409 when the address has an account. */
export const useCreateCrewMember = () =>
  useCrewWrite(async (body: CrewMemberCreateBody): Promise<CrewMember> =>
    (await apiRequest<DataAnswer<typeof crewMemberSchema>>(CREW_MEMBERS_PATH, { method: 'POST', body })).data,
  );
