import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRegisterBody } from '@/domain/session/auth';
import type { UserListItem, userAnswer } from '@/domain/session/session-answers';
import { apiRequest } from '@/web/lib/api-client';
import { usersQueryKey } from './get-users';

/**
 * POST /api/auth/register: a new control-center account, active at once, with its password or (sendInvitation) with
 * a link mailed to the user to choose one. 409: the e-mail is taken.
 */
export async function createUser(body: AdminRegisterBody): Promise<UserListItem> {
  return (await apiRequest<typeof userAnswer>('/api/auth/register', { method: 'POST', body })).user;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }) });
}
