import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '../../../../domain/auth';
import { apiRequest } from '../../../lib/api-client';

export const sessionQueryKey = ['session', 'verify'] as const;

/** GET /api/auth/verify: the user behind the stored token. */
export async function verifySession(options: { redirectOnUnauthorized?: boolean } = {}): Promise<SessionUser> {
  const answer = await apiRequest<{ success: true; user: SessionUser }>('/api/auth/verify', options);
  return answer.user;
}

const SESSION_CHECK_MS = 5 * 60_000;

/**
 * Re-checks the session while someone is signed in: every few minutes and whenever the tab comes back into view,
 * so a session revoked elsewhere (sign-out on another device, a disabled account) ends here too via the 401 rule.
 */
export function useSessionCheck() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: () => verifySession(),
    staleTime: SESSION_CHECK_MS,
    refetchInterval: SESSION_CHECK_MS,
    refetchOnWindowFocus: 'always',
  });
}
