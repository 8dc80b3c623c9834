import type { ResetPasswordBody } from '../../../../domain/account-password';
import type { ApiData } from '../../../../domain/api';
import { apiRequest } from '../../../lib/api-client';
import { useCall } from '../../../lib/use-call';

/** POST /api/auth/reset-password: the e-mailed link's token and the new password; answers the message to show. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  return (await apiRequest<ApiData<{ message: string }>>('/api/auth/reset-password', { method: 'POST', body })).data.message;
}

export const useResetPassword = () => useCall(resetPassword);
