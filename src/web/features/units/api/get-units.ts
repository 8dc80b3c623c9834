import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ListPage, pageParams } from '@/domain/common/list-paging';
import type { UnitView, unitViewSchema } from '@/domain/units/unit-answers';
import { type ListAnswer, pageOf } from '@/domain/common/answers';
import { apiRequest } from '@/web/lib/api-client';
import { LIST_PAGE_SIZE } from '@/web/lib/use-list-page';
import { NO_CACHE_HEADERS, retryUnlessRefused, unitKeys } from './unit-keys';

/** GET /api/units, one page: the caller's units (an agency's own; the control center all, or one agency's), filtered. */
export async function getUnitPage(query: Record<string, string>): Promise<ListPage<UnitView>> {
  return pageOf(await apiRequest<ListAnswer<typeof unitViewSchema>>('/api/units', { headers: NO_CACHE_HEADERS, query }));
}

export function useUnitPage(filters: Record<string, string>, page: number) {
  const query = { ...filters, ...pageParams(page, LIST_PAGE_SIZE) };
  return useQuery({ queryKey: unitKeys.list(query), queryFn: () => getUnitPage(query), retry: retryUnlessRefused, placeholderData: keepPreviousData });
}
