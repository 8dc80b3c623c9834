import type { sessionAnswer, SessionUser } from '@/domain/session/session-answers';
import { apiRequest } from '@/web/lib/api-client';

export const sessionQueryKey = ['session', 'verify'] as const;

/** GET /api/auth/verify: the user behind the stored token. */
export async function verifySession(options: { redirectOnUnauthorized?: boolean } = {}): Promise<SessionUser> {
  const answer = await apiRequest<typeof sessionAnswer>('/api/auth/verify', options);
  return answer.user;
}
