import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Agency } from '../../../domain/agency-forms';
import { SEARCH_RESULT_LIMIT } from '../../../domain/form-fields';
import { AGENCY_MESSAGES } from '../../../domain/org-messages';
import type { Db } from '../../db/connect';
import { agencies } from '../../db/schema';
import { containsPattern } from '../../db/text-search';
import { notFound } from '../../http/errors';
import { pendingOf } from '../organisations/identity-change';

type AgencyRow = typeof agencies.$inferSelect & { unitCount: number };

export const toAgency = (a: AgencyRow): Agency => ({
  id: a.id,
  name: a.name,
  isActive: a.isActive,
  requiresReview: a.requiresReview,
  status: a.status,
  serviceType: a.serviceType,
  capabilities: a.capabilities,
  latitude: a.latitude,
  longitude: a.longitude,
  createdAt: a.createdAt.toISOString(),
  contactInfo: {
    contactName: a.contactName,
    phone: a.phone,
    email: a.email,
    address: a.address,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    capabilities: a.capabilities,
    serviceArea: a.serviceArea,
    operatingHours: a.operatingHours,
    pricingStructure: a.pricingStructure,
    status: a.status,
  },
  unitCount: a.unitCount,
  ...pendingOf(a),
});

const withUnitCount = (db: Db) =>
  db
    .select({
      agency: agencies,
      // spelled out: drizzle leaves columns unqualified in a one-table select, and "id" would then be the unit's
      unitCount: sql<number>`(select count(*)::int from "units" where "units"."agency_id" = "agencies"."id")`,
    })
    .from(agencies);
const flatten = (rows: { agency: typeof agencies.$inferSelect; unitCount: number }[]) =>
  rows.map((r) => toAgency({ ...r.agency, unitCount: Number(r.unitCount) }));

// Registrations awaiting review come first: they are the list's work queue.
const listOrder = [desc(agencies.requiresReview), asc(sql`lower(${agencies.name})`), asc(agencies.id)];

const STATUS_FILTERS: Record<'active' | 'inactive' | 'pending', SQL> = {
  active: eq(agencies.isActive, true),
  inactive: and(eq(agencies.isActive, false), eq(agencies.requiresReview, false))!,
  pending: eq(agencies.requiresReview, true),
};

const matching = (q: string) => {
  if (!q) return undefined;
  const p = containsPattern(q);
  return or(ilike(agencies.name, p), ilike(agencies.contactName, p), ilike(agencies.city, p));
};

export interface AgencyFilters {
  status?: keyof typeof STATUS_FILTERS | undefined;
  q: string;
}

export async function listAgencies(db: Db, f: AgencyFilters): Promise<Agency[]> {
  const where = and(f.status ? STATUS_FILTERS[f.status] : undefined, matching(f.q));
  return flatten(await withUnitCount(db).where(where).orderBy(...listOrder));
}

/** Name, contact or city containing q, any case. */
export async function searchAgencies(db: Db, q: string): Promise<Agency[]> {
  return flatten(await withUnitCount(db).where(matching(q)).orderBy(...listOrder).limit(SEARCH_RESULT_LIMIT));
}

export async function getAgency(db: Db, id: string): Promise<Agency> {
  const [agency] = flatten(await withUnitCount(db).where(eq(agencies.id, id)));
  if (!agency) throw notFound(AGENCY_MESSAGES.notFound);
  return agency;
}
