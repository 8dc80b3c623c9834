import { listAnswer } from '@/domain/common/answers';
import { hospitalSchema } from '@/domain/organisations/hospital-answers';
import { useListPage } from '@/web/lib/use-list-page';
import { useOrgCounts } from '@/web/lib/use-org-counts';

export const HOSPITALS_PATH = '/api/tcc/hospitals';
export const hospitalsQueryKey = ['hospitals'] as const;

/** GET /api/tcc/hospitals, one page with the search: registrations awaiting review first. */
export const useHospitalPage = (filters: Record<string, string>, page: number) => useListPage(hospitalsQueryKey, HOSPITALS_PATH, listAnswer(hospitalSchema), filters, page);

/** How many facilities there are and how many await review. */
export const useHospitalCounts = () => useOrgCounts(hospitalsQueryKey, HOSPITALS_PATH);
