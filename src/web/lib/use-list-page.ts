import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import type { Wire } from '@/domain/common/answers';
import { type ListPage, pageParams } from '@/domain/common/list-paging';
import { apiRequest } from './api-client';
import { useDebouncedValue } from './use-debounced-value';

/** Rows of one page of a control-center list: the server pages, so thousands of rows load 50 at a time. */
export const LIST_PAGE_SIZE = 50;
const SEARCH_SETTLE_MS = 300;

/** A list answer: its rows in `data` (or, for the accounts list, `users`), with the total of a page. */
type ListWire = { total?: number | undefined } & ({ data: unknown[] } | { users: unknown[] });
type RowOf<S extends z.ZodType> = Wire<S> extends { data: (infer R)[] } ? R : Wire<S> extends { users: (infer R)[] } ? R : never;
type ListSchema = z.ZodType<unknown, ListWire>;

/** GET `path` with the filters and one page; `S` is the list answer the route declares. */
export async function getListPage<S extends ListSchema>(path: string, query: Record<string, string>, signal?: AbortSignal): Promise<ListPage<RowOf<S>>> {
  const list: ListWire = await apiRequest<S>(path, { query, signal });
  const rows = ('users' in list ? list.users : list.data) as RowOf<S>[];
  return { data: rows, total: list.total ?? rows.length };
}

/** How often a list is asked again when others change it. */
export interface ListPageOptions {
  staleTime?: number;
  refetchInterval?: number;
}

/** One page of a list; the last page stays on screen while the next loads. `S` is the list answer the route declares. */
export function useListPage<S extends ListSchema>(key: QueryKey, path: string, filters: Record<string, string>, page: number, options: ListPageOptions = {}) {
  const query = { ...filters, ...pageParams(page, LIST_PAGE_SIZE) };
  return useQuery({
    queryKey: [...key, 'page', query],
    queryFn: ({ signal }) => getListPage<S>(path, query, signal),
    placeholderData: keepPreviousData,
    ...options,
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
