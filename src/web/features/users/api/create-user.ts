import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserListItem, userAnswer } from '@/domain/session/session-answers';
import { apiRequest } from '@/web/lib/api-client';
import { usersQueryKey } from './get-users';

export interface NewUser {
  name: string;
  email: string;
  password: string;
  userType: 'USER' | 'ADMIN';
}

/** POST /api/auth/register: a new control-center account, active at once. 409: the e-mail is taken. */
export async function createUser(body: NewUser): Promise<UserListItem> {
  return (await apiRequest<typeof userAnswer>('/api/auth/register', { method: 'POST', body })).user;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }) });
}
