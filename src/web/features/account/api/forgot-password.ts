import type { messageSchema } from '@/domain/session/session-answers';
import { requestData } from '@/web/lib/api-client';
import { useCall } from '@/web/lib/use-call';

/** POST /api/auth/forgot-password: asks for a reset link; the answer is the same for every address. */
export async function forgotPassword(email: string): Promise<string> {
  return (await requestData<typeof messageSchema>('/api/auth/forgot-password', { method: 'POST', body: { email } })).message;
}

export const useForgotPassword = () => useCall(forgotPassword);
