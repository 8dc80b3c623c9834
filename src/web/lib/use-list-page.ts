import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { listAnswer, pageOf, type Wire } from '@/domain/common/answers';
import { useState } from 'react';
import { type ListPage, pageParams } from '@/domain/common/list-paging';
import { apiRequest } from './api-client';
import { useDebouncedValue } from './use-debounced-value';

/** Rows of one page of a control-center list: the server pages, so thousands of rows load 50 at a time. */
export const LIST_PAGE_SIZE = 50;
const SEARCH_SETTLE_MS = 300;

const isSchema = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

/** GET `path` with the filters and one page: the rows `row` describes (the answer's `data`) and how many match. */
export async function getListPage<S extends z.ZodType>(path: string, row: S, query: Record<string, string>, signal?: AbortSignal): Promise<ListPage<Wire<S>>>;
/** @deprecated TRANSITION: lists not yet given their rows' schema; `rows` names where the answer carries them. */
export async function getListPage<T>(path: string, query: Record<string, string>, signal?: AbortSignal, rows?: 'data' | 'users'): Promise<ListPage<T>>;
export async function getListPage(path: string, ...args: unknown[]): Promise<ListPage<unknown>> {
  if (isSchema(args[0])) {
    const [row, query, signal] = args as [z.ZodType, Record<string, string>, AbortSignal | undefined];
    return pageOf(await apiRequest(path, listAnswer(row), { query, signal }));
  }
  const [query, signal, rows = 'data'] = args as [Record<string, string>, AbortSignal | undefined, 'data' | 'users' | undefined];
  const answer = await apiRequest<Record<typeof rows, unknown[]> & { total: number }>(path, { query, signal });
  return { data: answer[rows], total: answer.total };
}

/** How a list is asked: where its rows are in the answer, and how often it is asked again when others change it. */
export interface ListPageOptions {
  rows?: 'data' | 'users';
  staleTime?: number;
  refetchInterval?: number;
}

/** One page of a list of the rows `row` describes; the last page stays on screen while the next loads. */
export function useListPage<S extends z.ZodType>(
  key: QueryKey,
  path: string,
  row: S,
  filters: Record<string, string>,
  page: number,
  options?: ListPageOptions,
): UseQueryResult<ListPage<Wire<S>>>;
/** @deprecated TRANSITION: lists not yet given their rows' schema. */
export function useListPage<T>(key: QueryKey, path: string, filters: Record<string, string>, page: number, options?: ListPageOptions): UseQueryResult<ListPage<T>>;
export function useListPage(key: QueryKey, path: string, ...args: unknown[]) {
  const [row, filters, page, options = {}] = (isSchema(args[0]) ? args : [undefined, ...args]) as [
    z.ZodType | undefined,
    Record<string, string>,
    number,
    ListPageOptions | undefined,
  ];
  const { rows = 'data', ...freshness } = options;
  const query = { ...filters, ...pageParams(page, LIST_PAGE_SIZE) };
  return useQuery({
    queryKey: [...key, 'page', query],
    queryFn: ({ signal }) => (row ? getListPage(path, row, query, signal) : getListPage<unknown>(path, query, signal, rows)),
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
