// The agency and facility lists filter, search and sort alike: the same status choices, sorts and paging.
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListAnswer } from '@/domain/common/list-paging';
import type { OrgListQuery, OrgName } from '@/domain/organisations/org-list-query';
import type { Db } from '@/server/db/connect';
import { agencies, hospitals } from '@/server/db/schema';
import { containsPattern } from '@/server/db/text-search';
import { countWhere, listOrPage, sortOrder, type SortKeys } from '@/server/http/list-page';

type OrgTable = typeof agencies | typeof hospitals;

/** The filters and the search (any of `searched` containing it, any case) as one condition. */
export function orgListWhere(t: OrgTable, q: OrgListQuery, searched: (AnyPgColumn | SQL)[]): SQL | undefined {
  const statuses = {
    active: eq(t.isActive, true),
    inactive: and(eq(t.isActive, false), eq(t.requiresReview, false)),
    pending: eq(t.requiresReview, true),
  };
  const search = q.search ?? q.q;
  const pattern = search ? containsPattern(search) : undefined;
  return and(q.status ? statuses[q.status] : undefined, pattern ? or(...searched.map((c) => ilike(c, pattern))) : undefined);
}

/** The chosen order; the default puts registrations awaiting review first: they are the list's work queue. */
export function orgListOrder(t: OrgTable, q: OrgListQuery): SQL[] {
  const name = sql`lower(${t.name})`;
  const sorts: Record<OrgListQuery['sort'], SortKeys> = {
    review: { natural: 'asc', keys: [[t.requiresReview, 'desc'], [name, 'asc'], [t.id, 'asc']] },
    name: { natural: 'asc', keys: [[name, 'asc'], [t.id, 'asc']] },
    createdAt: { natural: 'desc', keys: [[t.createdAt, 'desc'], [t.id, 'desc']] },
  };
  return sortOrder(sorts[q.sort], q.order);
}

/** The list with only id, name and whether active: a filter or picker's choices, small enough for every row at scale. */
export async function listOrgNames(db: Db, t: OrgTable, q: OrgListQuery, searched: (AnyPgColumn | SQL)[]): Promise<ListAnswer<OrgName>> {
  const where = orgListWhere(t, q, searched);
  const rows = db.select({ id: t.id, name: t.name, isActive: t.isActive }).from(t).where(where).orderBy(...orgListOrder(t, q)).$dynamic();
  return listOrPage(q, rows, () => countWhere(db, t, where), (r) => r);
}
