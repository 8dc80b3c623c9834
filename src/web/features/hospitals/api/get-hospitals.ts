import type { ListAnswer } from '@/domain/common/answers';
import type { hospitalSchema } from '@/domain/organisations/hospital-answers';
import { useListPage } from '@/web/lib/use-list-page';
import { useOrgCounts } from '@/web/lib/use-org-counts';

export const HOSPITALS_PATH = '/api/tcc/hospitals';
export const hospitalsQueryKey = ['hospitals'] as const;

/** GET /api/tcc/hospitals, one page with the search: registrations awaiting review first. */
export const useHospitalPage = (filters: Record<string, string>, page: number) => useListPage<ListAnswer<typeof hospitalSchema>>(hospitalsQueryKey, HOSPITALS_PATH, filters, page);

/** How many facilities there are and how many await review. */
export const useHospitalCounts = () => useOrgCounts(hospitalsQueryKey, HOSPITALS_PATH);
