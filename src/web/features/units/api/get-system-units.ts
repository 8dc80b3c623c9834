import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageParams } from '@/domain/common/list-paging';
import { UNITS_SCREEN } from '@/domain/portals/control-center-screens';
import { UNIT_MESSAGES } from '@/domain/units/unit-forms';
import type { z } from 'zod';
import { type ListAnswer, pageOf, type Wire } from '@/domain/common/answers';
import type { unitViewSchema } from '@/domain/units/unit-answers';
import { apiRequest, ApiRequestError } from '@/web/lib/api-client';
import { readStoredToken } from '@/web/lib/session-storage';
import { LIST_PAGE_SIZE } from '@/web/lib/use-list-page';
import { NO_CACHE_HEADERS, retryUnlessRefused, unitKeys } from './unit-keys';

/**
 * A call of the system-wide units screen, failing with that screen's own texts:
 * no stored token, the refused call with its status text, or 'Failed to load units' for anything else.
 */
export async function systemWideCall<S extends z.ZodType>(
  path: string,
  failed: (statusText: string) => string,
  query?: Record<string, string>,
): Promise<Wire<S>> {
  if (!readStoredToken()) throw new Error(UNIT_MESSAGES.noToken);
  try {
    return await apiRequest<S>(path, { headers: NO_CACHE_HEADERS, query });
  } catch (err) {
    const refused = err instanceof ApiRequestError && err.status >= 400;
    throw new Error(refused ? failed(err.statusText || String(err.status)) : UNIT_MESSAGES.loadFailed, { cause: err });
  }
}

/** GET /api/tcc/units, one page: every agency's units with the agency's name (or one agency's), filtered. */
export function useSystemUnitPage(filters: Record<string, string>, page: number) {
  const query = { ...filters, ...pageParams(page, LIST_PAGE_SIZE) };
  return useQuery({
    queryKey: unitKeys.systemWide(query),
    queryFn: async () => pageOf(await systemWideCall<ListAnswer<typeof unitViewSchema>>('/api/tcc/units', UNITS_SCREEN.fetchUnitsFailed, query)),
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}
