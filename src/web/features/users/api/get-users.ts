import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListItem } from '../../../../domain/auth';
import { apiRequest } from '../../../lib/api-client';

export const usersQueryKey = ['users'] as const;

/** GET /api/auth/users: the control center's accounts, newest first (ADMIN only). */
export async function getUsers(): Promise<UserListItem[]> {
  return (await apiRequest<{ success: true; users: UserListItem[] }>('/api/auth/users')).users;
}

export const usersQuery = queryOptions({ queryKey: usersQueryKey, queryFn: getUsers });

export const useUsers = () => useQuery(usersQuery);
