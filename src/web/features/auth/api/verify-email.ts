import { emailVerifiedSchema, type EmailVerified } from '@/domain/session/session-answers';
import { requestData } from '@/web/lib/resource-calls';
import { useCall } from '@/web/lib/use-call';

/** POST /api/auth/verify-email: confirms the address behind the e-mail's link. */
export async function verifyEmail(token: string): Promise<EmailVerified> {
  return requestData('/api/auth/verify-email', emailVerifiedSchema, { method: 'POST', body: { token } });
}

export const useVerifyEmail = () => useCall(verifyEmail);
