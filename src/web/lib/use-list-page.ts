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

/** A list answer: its rows in `data` (or, for the auth calls, `users`), with the total of a page. */
type ListWire = { total?: number | undefined } & ({ data: unknown[] } | { users: unknown[] });
type RowOf<S extends z.ZodType> = Wire<S> extends { data: (infer R)[] } ? R : Wire<S> extends { users: (infer R)[] } ? R : never;
type ListSchema = z.ZodType<unknown, ListWire>;
const isSchema = (value: unknown): value is ListSchema => typeof value === 'object' && value !== null && '_zod' in value;

/** GET `path` with the filters and one page; `answer` is the list answer the route declares. */
export async function getListPage<S extends ListSchema>(path: string, answer: S, query: Record<string, string>, signal?: AbortSignal): Promise<ListPage<RowOf<S>>>;
/** @deprecated TRANSITION: lists not yet given their answer's schema. */
export async function getListPage<T>(path: string, query: Record<string, string>, signal?: AbortSignal): Promise<ListPage<T>>;
export async function getListPage(path: string, ...args: unknown[]): Promise<ListPage<unknown>> {
  const [query, signal] = (isSchema(args[0]) ? args.slice(1) : args) as [Record<string, string>, AbortSignal | undefined];
  const answer = (await apiRequest(path, { query, signal })) as ListWire;
  const rows = 'users' in answer ? answer.users : answer.data;
  return { data: rows, total: answer.total ?? rows.length };
}

/** How often a list is asked again when others change it. */
export interface ListPageOptions {
  staleTime?: number;
  refetchInterval?: number;
}

/** One page of a list; the last page stays on screen while the next loads. `answer` is the list answer the route declares. */
export function useListPage<S extends ListSchema>(
  key: QueryKey,
  path: string,
  answer: S,
  filters: Record<string, string>,
  page: number,
  options?: ListPageOptions,
): ReturnType<typeof useListPageOf<RowOf<S>>>;
/** @deprecated TRANSITION: lists not yet given their answer's schema. */
export function useListPage<T>(key: QueryKey, path: string, filters: Record<string, string>, page: number, options?: ListPageOptions): ReturnType<typeof useListPageOf<T>>;
export function useListPage(key: QueryKey, path: string, ...args: unknown[]) {
  const [filters, page, options] = (isSchema(args[0]) ? args.slice(1) : args) as [Record<string, string>, number, ListPageOptions | undefined];
  return useListPageOf<unknown>(key, path, filters, page, options ?? {});
}

function useListPageOf<T>(key: QueryKey, path: string, filters: Record<string, string>, page: number, freshness: ListPageOptions) {
  const query = { ...filters, ...pageParams(page, LIST_PAGE_SIZE) };
  return useQuery({
    queryKey: [...key, 'page', query],
    queryFn: ({ signal }) => getListPage<T>(path, query, signal),
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
