// The whole list or one page of it with the total, and the order of a sort: what every paged list answers the same way.
import { asc, count, desc, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';
import { LIST_LIMIT, type ListAnswer, type ListPageQuery } from '@/domain/common/list-paging';

type Direction = 'asc' | 'desc';

/** A sort: its keys in its natural direction, the row's id last so that equal values never shuffle between pages. */
export interface SortKeys {
  natural: Direction;
  keys: [SQLWrapper, Direction][];
}

/** The sort's keys, each reversed when the other order is asked for. */
export function sortOrder(sort: SortKeys, order?: Direction): SQL[] {
  const flip = order !== undefined && order !== sort.natural;
  return sort.keys.map(([key, direction]) => ((direction === 'asc') !== flip ? asc(key) : desc(key)));
}

/** Without limit and offset the whole list, as the list always answered; with either, that page and the count of all. */
export async function listOrPage<Q extends PgSelect, T>(
  q: ListPageQuery,
  rows: Q,
  count: () => Promise<number>,
  toItem: (row: Awaited<Q>[number]) => T,
): Promise<ListAnswer<T>> {
  if (q.limit === undefined && q.offset === undefined) return { data: (await rows).map(toItem) };
  const [page, total] = await Promise.all([rows.limit(q.limit ?? LIST_LIMIT.default).offset(q.offset ?? 0), count()]);
  return { data: (page as Awaited<Q>).map(toItem), total };
}

/** How many rows of the table match. */
export const countWhere = async (db: Db, table: PgTable, where: SQL | undefined): Promise<number> =>
  Number((await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0);
