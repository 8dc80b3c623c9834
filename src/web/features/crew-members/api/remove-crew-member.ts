import type { doneAnswer } from '@/domain/common/answers';
import { crewMemberPath } from '@/domain/crew/crew-member-forms';
import { apiRequest } from '@/web/lib/api-client';
import { useCrewWrite } from './crew-member-keys';

/** DELETE /api/crew-members/{id}: the account goes; the steps they recorded keep their name. */
export const useRemoveCrewMember = () =>
  useCrewWrite(async (id: string) => {
    await apiRequest<typeof doneAnswer>(crewMemberPath(id), { method: 'DELETE' });
  });
