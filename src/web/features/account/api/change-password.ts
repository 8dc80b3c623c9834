import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@/domain/session/account-password';
import type { ApiData } from '@/domain/common/api';
import { apiRequest } from '@/web/lib/api-client';

/** POST /api/auth/change-password: the signed-in user's own password; answers the message to show. */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  return (await apiRequest<ApiData<{ message: string }>>('/api/auth/change-password', { method: 'POST', body })).data.message;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
