import type { emailVerifiedSchema, EmailVerified } from '@/domain/session/session-answers';
import { requestData } from '@/web/lib/api-client';
import { useCall } from '@/web/lib/use-call';

/** POST /api/auth/verify-email: confirms the address behind the e-mail's link. */
export async function verifyEmail(token: string): Promise<EmailVerified> {
  return requestData<typeof emailVerifiedSchema>('/api/auth/verify-email', { method: 'POST', body: { token } });
}

export const useVerifyEmail = () => useCall(verifyEmail);
