import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Facility } from '../../../domain/facility-forms';
import { SEARCH_RESULT_LIMIT } from '../../../domain/form-fields';
import { FACILITY_MESSAGES } from '../../../domain/org-messages';
import type { Db } from '../../db/connect';
import { facilities } from '../../db/schema';
import { containsPattern } from '../../db/text-search';
import { notFound } from '../../http/errors';
import { placeDetailsOf } from './place-details';

export const toFacility = (f: typeof facilities.$inferSelect): Facility => ({
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
const byName = [asc(sql`lower(${facilities.name})`), asc(facilities.id)];

export async function listFacilities(db: Db, scope: DirectoryScope): Promise<Facility[]> {
  const rows = await db.select().from(facilities).where(scoped(scope)).orderBy(...byName);
  return rows.map(toFacility);
}

/** Name, city or street containing q, any case. */
export async function searchFacilities(db: Db, q: string, scope: DirectoryScope): Promise<Facility[]> {
  const p = containsPattern(q);
  const rows = await db
    .select()
    .from(facilities)
    .where(scoped(scope, or(ilike(facilities.name, p), ilike(facilities.city, p), ilike(facilities.address, p))))
    .orderBy(...byName)
    .limit(SEARCH_RESULT_LIMIT);
  return rows.map(toFacility);
}

export async function getFacility(db: Db, id: string, scope: DirectoryScope): Promise<Facility> {
  const [row] = await db.select().from(facilities).where(scoped(scope, eq(facilities.id, id)));
  if (!row) throw notFound(FACILITY_MESSAGES.notFound);
  return toFacility(row);
}
