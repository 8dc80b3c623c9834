import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Agency } from '@/domain/organisations/agency-answers';
import type { ListAnswer } from '@/domain/common/list-paging';
import { orgListQuery, type OrgListQuery } from '@/domain/organisations/org-list-query';
import { SEARCH_RESULT_LIMIT } from '@/domain/common/form-fields';
import { AGENCY_MESSAGES } from '@/domain/organisations/org-messages';
import type { Db } from '@/server/db/connect';
import { agencies, units } from '@/server/db/schema';
import { countWhere, listOrPage } from '@/server/http/list-page';
import { listOrgNames, orgListOrder, orgListWhere, pendingOf } from '../organisations';
import { notFound } from '@/server/http/errors';

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
const fromRow = (r: { agency: typeof agencies.$inferSelect; unitCount: number }) => toAgency({ ...r.agency, unitCount: Number(r.unitCount) });
const flatten = (rows: { agency: typeof agencies.$inferSelect; unitCount: number }[]) => rows.map(fromRow);

// the list shows each agency's id, so a search finds it by id too
const searched = [agencies.name, agencies.contactName, agencies.city, sql`${agencies.id}::text`];
const defaultOrder = orgListOrder(agencies, orgListQuery.parse({}));

/** GET /api/tcc/agencies: the agencies passing the filters, in the chosen order, whole or one page with the total. */
export async function listAgencies(db: Db, q: OrgListQuery): Promise<ListAnswer<Agency>> {
  const where = orgListWhere(agencies, q, searched);
  const rows = db.select().from(agencies).where(where).orderBy(...orgListOrder(agencies, q)).$dynamic();
  const page = await listOrPage(q, rows, () => countWhere(db, agencies, where), (a) => a);
  // the units are counted for the rows answered only: a count per row in the query would also run for every skipped row
  const counted = await db
    .select({ agencyId: units.agencyId, n: count() })
    .from(units)
    .where(inArray(units.agencyId, page.data.map((a) => a.id)))
    .groupBy(units.agencyId);
  const unitCounts = new Map(counted.map((c) => [c.agencyId, Number(c.n)]));
  return { ...page, data: page.data.map((a) => toAgency({ ...a, unitCount: unitCounts.get(a.id) ?? 0 })) };
}

/** GET /api/tcc/agencies/names: the same list with only id, name and whether active, for filters and pickers. */
export const listAgencyNames = (db: Db, q: OrgListQuery) => listOrgNames(db, agencies, q, searched);

/** Name, contact, city or id containing q, any case. */
export async function searchAgencies(db: Db, q: string): Promise<Agency[]> {
  const where = orgListWhere(agencies, orgListQuery.parse({ q }), searched);
  return flatten(await withUnitCount(db).where(where).orderBy(...defaultOrder).limit(SEARCH_RESULT_LIMIT));
}

export async function getAgency(db: Db, id: string): Promise<Agency> {
  const [agency] = flatten(await withUnitCount(db).where(eq(agencies.id, id)));
  if (!agency) throw notFound(AGENCY_MESSAGES.notFound);
  return agency;
}
