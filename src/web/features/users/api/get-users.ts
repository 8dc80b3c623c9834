import type { UserListItem } from '@/domain/session/auth';
import { useListPage } from '@/web/lib/use-list-page';

export const usersQueryKey = ['users'] as const;

/** GET /api/auth/users, one page: the control center's accounts, newest first (ADMIN only). */
export const useUserPage = (page: number) => useListPage<UserListItem>(usersQueryKey, '/api/auth/users', {}, page, { rows: 'users' });
