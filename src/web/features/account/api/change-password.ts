import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@/domain/session/account-password';
import { messageSchema } from '@/domain/session/session-answers';
import { requestData } from '@/web/lib/resource-calls';

/** POST /api/auth/change-password: the signed-in user's own password; answers the message to show. */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  return (await requestData('/api/auth/change-password', messageSchema, { method: 'POST', body })).message;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
