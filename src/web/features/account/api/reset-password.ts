import type { ResetPasswordBody } from '@/domain/session/account-password';
import { messageSchema } from '@/domain/session/session-answers';
import { requestData } from '@/web/lib/resource-calls';
import { useCall } from '@/web/lib/use-call';

/** POST /api/auth/reset-password: the e-mailed link's token and the new password; answers the message to show. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  return (await requestData('/api/auth/reset-password', messageSchema, { method: 'POST', body })).message;
}

export const useResetPassword = () => useCall(resetPassword);
