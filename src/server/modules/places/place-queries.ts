import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PlaceListQuery } from '@/domain/places/place-forms';
import type { Place } from '@/domain/places/place-answers';
import type { ListAnswer } from '@/domain/common/list-paging';
import { SEARCH_RESULT_LIMIT } from '@/domain/common/form-fields';
import { PLACE_MESSAGES } from '@/domain/organisations/org-messages';
import type { Db } from '@/server/db/connect';
import { facilities } from '@/server/db/schema';
import { containsPattern } from '@/server/db/text-search';
import { notFound } from '@/server/http/errors';
import { countWhere, listOrPage, sortOrder, type SortKeys } from '@/server/http/list-page';
import { placeDetailsOf } from './place-details';

export const toPlace = (f: typeof facilities.$inferSelect): Place => ({
  id: f.id,
  ...placeDetailsOf(f),
  hospitalId: f.hospitalId,
  isActive: f.isActive,
});

/** Which part of the directory a caller sees: facility staff pick destinations from the active places only. */
export interface DirectoryScope {
  activeOnly: boolean;
}

const scoped = (scope: DirectoryScope, condition?: SQL) =>
  and(scope.activeOnly ? eq(facilities.isActive, true) : undefined, condition);
const searchedBy = (q: string) => {
  const p = containsPattern(q);
  return or(ilike(facilities.name, p), ilike(facilities.city, p), ilike(facilities.address, p));
};
const SORTS: Record<PlaceListQuery['sort'], SortKeys> = {
  name: { natural: 'asc', keys: [[sql`lower(${facilities.name})`, 'asc'], [facilities.id, 'asc']] },
  city: { natural: 'asc', keys: [[sql`lower(${facilities.city})`, 'asc'], [sql`lower(${facilities.name})`, 'asc'], [facilities.id, 'asc']] },
};

/** GET /api/tcc/facilities: the places in scope passing the search, in the chosen order, whole or one page with the total. */
export async function listPlaces(db: Db, scope: DirectoryScope, q: PlaceListQuery): Promise<ListAnswer<Place>> {
  const where = scoped(scope, q.search ? searchedBy(q.search) : undefined);
  const rows = db.select().from(facilities).where(where).orderBy(...sortOrder(SORTS[q.sort], q.order)).$dynamic();
  return listOrPage(q, rows, () => countWhere(db, facilities, where), toPlace);
}

/** Name, city or street containing q, any case. */
export async function searchPlaces(db: Db, q: string, scope: DirectoryScope): Promise<Place[]> {
  const rows = await db.select().from(facilities).where(scoped(scope, searchedBy(q))).orderBy(...sortOrder(SORTS.name)).limit(SEARCH_RESULT_LIMIT);
  return rows.map(toPlace);
}

export async function getPlace(db: Db, id: string, scope: DirectoryScope): Promise<Place> {
  const [row] = await db.select().from(facilities).where(scoped(scope, eq(facilities.id, id)));
  if (!row) throw notFound(PLACE_MESSAGES.notFound);
  return toPlace(row);
}
