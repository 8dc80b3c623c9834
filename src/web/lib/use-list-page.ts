import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { type ListPage, pageParams } from '@/domain/common/list-paging';
import { apiRequest } from './api-client';
import { useDebouncedValue } from './use-debounced-value';

/** Rows of one page of a control-center list: the server pages, so thousands of rows load 50 at a time. */
export const LIST_PAGE_SIZE = 50;
const SEARCH_SETTLE_MS = 300;

/** GET `path` with the filters and one page; `rows` names where the answer carries the rows (`data`, or `users`). */
export const getListPage = async <T>(path: string, query: Record<string, string>, signal?: AbortSignal, rows: 'data' | 'users' = 'data'): Promise<ListPage<T>> => {
  const answer = await apiRequest<Record<typeof rows, T[]> & { total: number }>(path, { query, signal });
  return { data: answer[rows], total: answer.total };
};

/** How a list is asked: where its rows are in the answer, and how often it is asked again when others change it. */
export interface ListPageOptions {
  rows?: 'data' | 'users';
  staleTime?: number;
  refetchInterval?: number;
}

/** One page of a list; the last page stays on screen while the next loads. */
export function useListPage<T>(key: QueryKey, path: string, filters: Record<string, string>, page: number, options: ListPageOptions = {}) {
  const { rows = 'data', ...freshness } = options;
  const query = { ...filters, ...pageParams(page, LIST_PAGE_SIZE) };
  return useQuery({
    queryKey: [...key, 'page', query],
    queryFn: ({ signal }) => getListPage<T>(path, query, signal, rows),
    placeholderData: keepPreviousData,
    ...freshness,
  });
}

/** A list's search (sent a moment behind the typing) and page; a new search goes back to the first page. */
export function useListSearch() {
  const [search, setSearchState] = useState('');
  const [page, setPage] = useState(0);
  const settled = useDebouncedValue(search.trim(), SEARCH_SETTLE_MS);
  return {
    search,
    page,
    setPage,
    setSearch(next: string) {
      setSearchState(next);
      setPage(0);
    },
    /** the search as the server gets it: left out while empty */
    params: settled ? { search: settled } : ({} as Record<string, string>),
  };
}
