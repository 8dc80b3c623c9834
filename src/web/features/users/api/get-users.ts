import type { userListAnswer } from '@/domain/session/session-answers';
import { useListPage } from '@/web/lib/use-list-page';

export const usersQueryKey = ['users'] as const;

/** GET /api/auth/users, one page: the control center's accounts, newest first (ADMIN only). */
export const useUserPage = (page: number) => useListPage<typeof userListAnswer>(usersQueryKey, '/api/auth/users', {}, page);
