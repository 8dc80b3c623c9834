import type { SessionUser } from '../../../../domain/auth';
import { apiRequest } from '../../../lib/api-client';

export const sessionQueryKey = ['session', 'verify'] as const;

/** GET /api/auth/verify: the user behind the stored token. */
export async function verifySession(options: { redirectOnUnauthorized?: boolean } = {}): Promise<SessionUser> {
  const answer = await apiRequest<{ success: true; user: SessionUser }>('/api/auth/verify', options);
  return answer.user;
}
