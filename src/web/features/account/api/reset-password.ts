import type { ResetPasswordBody } from '@/domain/session/account-password';
import type { ApiData } from '@/domain/common/api';
import { apiRequest } from '@/web/lib/api-client';
import { useCall } from '@/web/lib/use-call';

/** POST /api/auth/reset-password: the e-mailed link's token and the new password; answers the message to show. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  return (await apiRequest<ApiData<{ message: string }>>('/api/auth/reset-password', { method: 'POST', body })).data.message;
}

export const useResetPassword = () => useCall(resetPassword);
