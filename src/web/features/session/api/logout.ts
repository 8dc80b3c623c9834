import { useMutation } from '@tanstack/react-query';
import type { doneAnswer } from '@/domain/common/answers';
import { apiRequest } from '@/web/lib/api-client';
import { clearDraftsOf, deviceStorage } from '@/web/lib/form-drafts';
import { useSession } from '../session-context';
import { forgetExpiredSessionHere, signedOutRouteOf } from '../session-expiry';

/** POST /api/auth/logout: the server revokes the session. */
export const logout = () => apiRequest<typeof doneAnswer>('/api/auth/logout', { method: 'POST', redirectOnUnauthorized: false });

/**
 * Signs out and returns to the role selection (the crew to its login), whether or not the server could be reached. The user's drafts go
 * too: whoever uses the device next finds none of them.
 */
export function useSignOut() {
  const { user, endSession } = useSession();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      if (user) clearDraftsOf(deviceStorage(), user.id);
      forgetExpiredSessionHere();
      endSession(signedOutRouteOf(user));
    },
  });
}
