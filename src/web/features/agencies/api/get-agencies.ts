import type { ListAnswer } from '@/domain/common/answers';
import type { agencySchema } from '@/domain/organisations/agency-answers';
import { useListPage } from '@/web/lib/use-list-page';
import { useOrgCounts } from '@/web/lib/use-org-counts';

export const AGENCIES_PATH = '/api/tcc/agencies';
export const agenciesQueryKey = ['agencies'] as const;

/** GET /api/tcc/agencies, one page with the status filter and search: registrations awaiting review first. */
export const useAgencyPage = (filters: Record<string, string>, page: number) => useListPage<ListAnswer<typeof agencySchema>>(agenciesQueryKey, AGENCIES_PATH, filters, page);

/** How many agencies there are and how many await review. */
export const useAgencyCounts = () => useOrgCounts(agenciesQueryKey, AGENCIES_PATH);
