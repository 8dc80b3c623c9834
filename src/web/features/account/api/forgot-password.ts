import type { ApiData } from '@/domain/common/api';
import { apiRequest } from '@/web/lib/api-client';
import { useCall } from '@/web/lib/use-call';

/** POST /api/auth/forgot-password: asks for a reset link; the answer is the same for every address. */
export async function forgotPassword(email: string): Promise<string> {
  return (await apiRequest<ApiData<{ message: string }>>('/api/auth/forgot-password', { method: 'POST', body: { email } })).data.message;
}

export const useForgotPassword = () => useCall(forgotPassword);
