import type { ApiData } from '@/domain/common/api';
import { apiRequest } from '@/web/lib/api-client';
import { useCall } from '@/web/lib/use-call';

interface VerifyEmailAnswer {
  status: string;
  message: string;
}

/** POST /api/auth/verify-email: confirms the address behind the e-mail's link. */
export async function verifyEmail(token: string): Promise<VerifyEmailAnswer> {
  return (await apiRequest<ApiData<VerifyEmailAnswer>>('/api/auth/verify-email', { method: 'POST', body: { token } })).data;
}

export const useVerifyEmail = () => useCall(verifyEmail);
