import type { ResetPasswordBody } from '@/domain/session/account-password';
import type { messageSchema } from '@/domain/session/session-answers';
import { requestData } from '@/web/lib/api-client';
import { useCall } from '@/web/lib/use-call';

/** POST /api/auth/reset-password: the e-mailed link's token and the new password; answers the message to show. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  return (await requestData<typeof messageSchema>('/api/auth/reset-password', { method: 'POST', body })).message;
}

export const useResetPassword = () => useCall(resetPassword);
