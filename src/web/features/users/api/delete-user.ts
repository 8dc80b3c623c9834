import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { userAnswer } from '@/domain/session/session-answers';
import { apiRequest } from '@/web/lib/api-client';
import { usersQueryKey } from './get-users';

/** DELETE /api/auth/users/{id}; 409 for your own account or the last active administrator. */
export async function deleteUser(id: string): Promise<void> {
  await apiRequest<typeof userAnswer>(`/api/auth/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }) });
}
