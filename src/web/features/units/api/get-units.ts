import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ListPage, pageParams } from '@/domain/common/list-paging';
import type { UnitView } from '@/domain/units/unit-forms';
import { apiRequest } from '@/web/lib/api-client';
import { LIST_PAGE_SIZE } from '@/web/lib/use-list-page';
import { NO_CACHE_HEADERS, retryUnlessRefused, unitKeys } from './unit-keys';

/** GET /api/units, one page: the caller's units (an agency's own; the control center all, or one agency's), filtered. */
export async function getUnitPage(query: Record<string, string>): Promise<ListPage<UnitView>> {
  return apiRequest<ListPage<UnitView>>('/api/units', { headers: NO_CACHE_HEADERS, query });
}

export function useUnitPage(filters: Record<string, string>, page: number) {
  const query = { ...filters, ...pageParams(page, LIST_PAGE_SIZE) };
  return useQuery({ queryKey: unitKeys.list(query), queryFn: () => getUnitPage(query), retry: retryUnlessRefused, placeholderData: keepPreviousData });
}
