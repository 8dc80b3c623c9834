import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@/domain/session/session-answers';
import { sessionQueryKey, verifySession } from './verify-session';

const SESSION_CHECK_MS = 5 * 60_000;

/**
 * Re-checks the session while someone is signed in: every few minutes and whenever the tab comes back into view,
 * so a session revoked elsewhere (sign-out on another device, a disabled account) ends here too via the 401 rule.
 */
export function useSessionCheck(signedIn: SessionUser | null) {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: () => verifySession(),
    // the user just verified or signed in counts as a fresh check
    initialData: signedIn ?? undefined,
    staleTime: SESSION_CHECK_MS,
    refetchInterval: SESSION_CHECK_MS,
    refetchOnWindowFocus: 'always',
  });
}
