import { useSearchParams } from 'wouter';
import { instantOfLocalInput } from '@/web/lib/format';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { ACCESS_QUERY, accessFiltersOf, accessLogParams, pageOf, type AccessLogFilters } from './access-log-query';

const TYPING_SETTLE_MS = 300;

/**
 * The access log's filters and page, kept in the address so a reload (or a link sent to a colleague) shows the same
 * entries. Typing replaces the address rather than adding a history entry per key; any change of filter goes back to
 * the first page. `params` is what the server is asked, the patient id a moment behind the typing.
 */
export function useAccessLogFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = accessFiltersOf(search);
  const page = pageOf(search);
  const patientId = useDebouncedValue(filters.patientId, TYPING_SETTLE_MS);
  const params = accessLogParams({ ...filters, patientId }, instantOfLocalInput);

  // from the address as it is now: two changes in one event must not undo each other
  const write = (change: (query: URLSearchParams) => void, replace: boolean) => {
    const query = new URLSearchParams(window.location.search);
    change(query);
    setSearch(query, { replace });
  };
  return {
    filters,
    page,
    params,
    set(next: Partial<AccessLogFilters>, { typing = false } = {}) {
      write((query) => {
        const merged = { ...accessFiltersOf(query), ...next };
        if (!merged.userId) merged.userName = '';
        for (const key of Object.keys(ACCESS_QUERY) as (keyof typeof ACCESS_QUERY)[]) {
          if (key === 'page') continue;
          if (merged[key]) query.set(ACCESS_QUERY[key], merged[key]);
          else query.delete(ACCESS_QUERY[key]);
        }
        query.delete(ACCESS_QUERY.page);
      }, typing);
    },
    setPage(next: number) {
      write((query) => (next > 0 ? query.set(ACCESS_QUERY.page, String(next)) : query.delete(ACCESS_QUERY.page)), false);
    },
  };
}
