// The paging of every list that can grow, as Trip Management pages: limit, offset, search, sort, order, and the total.
import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SEARCH_TOO_LONG } from './limits';

/** Rows of one page: 100 unless asked otherwise, at most 500. */
export const LIST_LIMIT = { default: 100, max: 500 } as const;
export const pageLimit = z.coerce.number().int().min(1).max(LIST_LIMIT.max);
export const pageOffset = z.coerce.number().int().min(0).max(1_000_000);
/** Part of the text a list searches, any case; `%` and `_` are taken literally. */
export const listSearch = z.string().trim().max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG);
export const sortOrder = z.enum(['asc', 'desc']);

/**
 * The paging fields of a list with these sorts (the first is the default). A call with neither limit nor offset
 * answers the whole list, as it always did; with either, one page and the total.
 */
export const listPageFields = <S extends readonly [string, ...string[]]>(sorts: S) => ({
  limit: pageLimit.optional(),
  offset: pageOffset.optional(),
  search: listSearch.optional(),
  sort: z.enum(sorts).default(sorts[0] as S[0]),
  order: sortOrder.optional(),
});

export interface ListPageQuery {
  limit?: number | undefined;
  offset?: number | undefined;
}

/** One page of rows and how many rows match the filters: the answer of a list called with limit or offset. */
export interface ListPage<T> {
  data: T[];
  total: number;
}

/** The whole list (no paging asked for), or one page with its total. */
export type ListAnswer<T> = { data: T[]; total?: number };

/** What a screen sends for page `page` (from 0) of `size` rows. */
export const pageParams = (page: number, size: number): Record<string, string> => ({ limit: String(size), offset: String(page * size) });

/** The pager under a paged list (Trip Management and the control center's lists). */
export const LIST_PAGING_TEXTS = {
  label: 'Pages',
  previous: 'Previous',
  next: 'Next',
  range: (from: number, to: number, total: number) => `${from.toLocaleString()}–${to.toLocaleString()} of ${total.toLocaleString()}`,
} as const;
