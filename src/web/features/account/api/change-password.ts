import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@/domain/session/account-password';
import type { messageSchema } from '@/domain/session/session-answers';
import { requestData } from '@/web/lib/api-client';

/** POST /api/auth/change-password: the signed-in user's own password; answers the message to show. */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  return (await requestData<typeof messageSchema>('/api/auth/change-password', { method: 'POST', body })).message;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
