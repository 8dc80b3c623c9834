import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { SEARCH_RESULT_LIMIT } from '../../../domain/form-fields';
import type { Hospital } from '../../../domain/hospital-forms';
import { HOSPITAL_MESSAGES } from '../../../domain/org-messages';
import type { Db } from '../../db/connect';
import { hospitals } from '../../db/schema';
import { containsPattern } from '../../db/text-search';
import { notFound } from '../../http/errors';
import { placeDetailsOf } from '../facilities/place-details';
import { pendingOf } from '../organisations/identity-change';

export const toHospital = (h: typeof hospitals.$inferSelect): Hospital => ({
  id: h.id,
  ...placeDetailsOf(h),
  capabilities: h.capabilities,
  isActive: h.isActive,
  requiresReview: h.requiresReview,
  contactName: h.contactName,
  createdAt: h.createdAt.toISOString(),
  ...pendingOf(h),
});

// Registrations awaiting review come first: they are the list's work queue.
const listOrder = [desc(hospitals.requiresReview), asc(sql`lower(${hospitals.name})`), asc(hospitals.id)];

export async function listHospitals(db: Db): Promise<Hospital[]> {
  const rows = await db.select().from(hospitals).orderBy(...listOrder);
  return rows.map(toHospital);
}

/** Name, city or e-mail containing q, any case. */
export async function searchHospitals(db: Db, q: string): Promise<Hospital[]> {
  const p = containsPattern(q);
  const rows = await db
    .select()
    .from(hospitals)
    .where(or(ilike(hospitals.name, p), ilike(hospitals.city, p), ilike(hospitals.email, p)))
    .orderBy(...listOrder)
    .limit(SEARCH_RESULT_LIMIT);
  return rows.map(toHospital);
}

export async function getHospital(db: Db, id: string): Promise<Hospital> {
  const [row] = await db.select().from(hospitals).where(eq(hospitals.id, id));
  if (!row) throw notFound(HOSPITAL_MESSAGES.notFound);
  return toHospital(row);
}
