import type { doneAnswer } from '@/domain/common/answers';
import { crewInvitationPath } from '@/domain/crew/crew-member-forms';
import { apiRequest } from '@/web/lib/api-client';
import { useCrewWrite } from './crew-member-keys';

/** POST /api/crew-members/{id}/invitation: a new link by e-mail (the older one stops working); 409 for a disabled member. */
export const useResendInvitation = () =>
  useCrewWrite(async (id: string) => {
    await apiRequest<typeof doneAnswer>(crewInvitationPath(id), { method: 'POST' });
  });
