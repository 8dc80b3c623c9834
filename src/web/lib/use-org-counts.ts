import { useQuery } from '@tanstack/react-query';
import type { ListAnswer } from '@/domain/common/answers';
import type { orgNameSchema } from '@/domain/organisations/org-list-query';
import { getListPage } from './use-list-page';

/** How many rows a list holds and how many await review, whatever the filters. */
export interface OrgCounts {
  all: number;
  pending: number;
}

/** The counts from the light list (`{path}/names`), one row each: two small calls, not the whole list. */
export function useOrgCounts(key: readonly string[], path: string) {
  return useQuery({
    queryKey: [...key, 'counts'],
    queryFn: async ({ signal }): Promise<OrgCounts> => {
      const one = { limit: '1' };
      const [all, pending] = await Promise.all([
        getListPage<ListAnswer<typeof orgNameSchema>>(`${path}/names`, one, signal),
        getListPage<ListAnswer<typeof orgNameSchema>>(`${path}/names`, { ...one, status: 'pending' }, signal),
      ]);
      return { all: all.total, pending: pending.total };
    },
  });
}
