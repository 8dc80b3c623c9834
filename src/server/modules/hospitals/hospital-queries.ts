import { eq } from 'drizzle-orm';
import { SEARCH_RESULT_LIMIT } from '@/domain/common/form-fields';
import type { Hospital } from '@/domain/organisations/hospital-answers';
import type { ListAnswer } from '@/domain/common/list-paging';
import { orgListQuery, type OrgListQuery } from '@/domain/organisations/org-list-query';
import { HOSPITAL_MESSAGES } from '@/domain/organisations/org-messages';
import type { Db } from '@/server/db/connect';
import { hospitals } from '@/server/db/schema';
import { countWhere, listOrPage } from '@/server/http/list-page';
import { notFound } from '@/server/http/errors';
import { placeDetailsOf } from '../places';
import { listOrgNames, orgListOrder, orgListWhere, pendingOf } from '../organisations';

export const toHospital = (h: typeof hospitals.$inferSelect): Hospital => ({
  id: h.id,
  ...placeDetailsOf(h),
  capabilities: h.capabilities,
  isActive: h.isActive,
  requiresReview: h.requiresReview,
  contactName: h.contactName,
  timeZone: h.timeZone,
  createdAt: h.createdAt.toISOString(),
  ...pendingOf(h),
});

const searched = [hospitals.name, hospitals.city, hospitals.email];

/** GET /api/tcc/hospitals: the facilities passing the filters, in the chosen order, whole or one page with the total. */
export async function listHospitals(db: Db, q: OrgListQuery): Promise<ListAnswer<Hospital>> {
  const where = orgListWhere(hospitals, q, searched);
  const rows = db.select().from(hospitals).where(where).orderBy(...orgListOrder(hospitals, q)).$dynamic();
  return listOrPage(q, rows, () => countWhere(db, hospitals, where), toHospital);
}

/** GET /api/tcc/hospitals/names: the same list with only id, name and whether active, for filters and pickers. */
export const listHospitalNames = (db: Db, q: OrgListQuery) => listOrgNames(db, hospitals, q, searched);

/** Name, city or e-mail containing q, any case. */
export async function searchHospitals(db: Db, q: string): Promise<Hospital[]> {
  const query = orgListQuery.parse({ q });
  const rows = await db
    .select()
    .from(hospitals)
    .where(orgListWhere(hospitals, query, searched))
    .orderBy(...orgListOrder(hospitals, query))
    .limit(SEARCH_RESULT_LIMIT);
  return rows.map(toHospital);
}

export async function getHospital(db: Db, id: string): Promise<Hospital> {
  const [row] = await db.select().from(hospitals).where(eq(hospitals.id, id));
  if (!row) throw notFound(HOSPITAL_MESSAGES.notFound);
  return toHospital(row);
}
