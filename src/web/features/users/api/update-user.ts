import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserListItem, userAnswer } from '@/domain/session/session-answers';
import type { UserUpdateBody } from '@/domain/session/user-forms';
import { apiRequest } from '@/web/lib/api-client';
import { sessionQueryKey } from '@/web/features/session';
import { usersQueryKey } from './get-users';

/** PUT /api/auth/users/{id}: a blank password keeps the current one; 409 for changes that would lock the center out. */
export async function updateUser({ id, body }: { id: string; body: UserUpdateBody }): Promise<UserListItem> {
  const path = `/api/auth/users/${encodeURIComponent(id)}`;
  return (await apiRequest<typeof userAnswer>(path, { method: 'PUT', body })).user;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // the signed-in user may have renamed themselves: the sidebar's name comes from the session check
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}
