import type { DataAnswer } from '@/domain/common/answers';
import type { CrewMember, crewMemberSchema } from '@/domain/crew/crew-member-answers';
import { crewMemberPath, type CrewMemberUpdateBody } from '@/domain/crew/crew-member-forms';
import { apiRequest } from '@/web/lib/api-client';
import { useCrewWrite } from './crew-member-keys';

/** PUT /api/crew-members/{id}: name, certification, or isActive (disabling signs them out and off their unit). */
export const useUpdateCrewMember = () =>
  useCrewWrite(async ({ id, body }: { id: string; body: CrewMemberUpdateBody }): Promise<CrewMember> =>
    (await apiRequest<DataAnswer<typeof crewMemberSchema>>(crewMemberPath(id), { method: 'PUT', body })).data,
  );
