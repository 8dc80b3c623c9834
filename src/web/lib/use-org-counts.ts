import { useQuery } from '@tanstack/react-query';
import { listAnswer } from '@/domain/common/answers';
import { orgNameSchema } from '@/domain/organisations/org-list-query';
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
      const names = listAnswer(orgNameSchema);
      const [all, pending] = await Promise.all([
        getListPage(`${path}/names`, names, one, signal),
        getListPage(`${path}/names`, names, { ...one, status: 'pending' }, signal),
      ]);
      return { all: all.total, pending: pending.total };
    },
  });
}
