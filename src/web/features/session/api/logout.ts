import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../app/paths';
import { useSession } from '../session-context';

/** POST /api/auth/logout: the server revokes the session. */
export const logout = () => apiRequest<{ success: true }>('/api/auth/logout', { method: 'POST', redirectOnUnauthorized: false });

/** Signs out and returns to the role selection, whether or not the server could be reached. */
export function useSignOut() {
  const { endSession } = useSession();
  return useMutation({ mutationFn: logout, onSettled: () => endSession(paths.home) });
}
