import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ListAnswer } from '@/domain/common/list-paging';
import type { UnitPageQuery } from '@/domain/units/unit-forms';
import type { UnitView } from '@/domain/units/unit-answers';
import type { Db } from '@/server/db/connect';
import { agencies, trips, units } from '@/server/db/schema';
import { containsPattern } from '@/server/db/text-search';
import { listOrPage, sortOrder, type SortKeys } from '@/server/http/list-page';
import { unitFirstExpiry } from '../credentials';
import { crewOnUnit } from './unit-crew';
import type { UnitScope } from './unit-scope';

// Counted from the trips on every read, so the figure cannot drift from what the units really carried.
const totalTripsCompleted = sql<number>`(
  select count(*)::int from ${trips}
  where ${trips.assignedUnitId} = ${units.id} and ${trips.status} = 'COMPLETED')`;

// Minutes from acceptance (or the scheduled time, when that is later) to pickup, as the demo data defines it.
const averageResponseTime = sql<number | null>`(
  select round((avg(extract(epoch from ${trips.pickupTimestamp} - greatest(${trips.acceptedTimestamp}, ${trips.scheduledTime}))) / 60)::numeric, 1)::float8
  from ${trips}
  where ${trips.assignedUnitId} = ${units.id} and ${trips.status} = 'COMPLETED')`;

export function scopeCondition(scope: UnitScope): SQL | undefined {
  return scope.agencyId ? eq(units.agencyId, scope.agencyId) : undefined;
}

const unitColumns = {
  id: units.id,
  unitNumber: units.unitNumber,
  agencyId: units.agencyId,
  agencyName: agencies.name,
  type: units.type,
  capabilities: units.capabilities,
  customCapabilities: units.customCapabilities,
  isActive: units.isActive,
  currentStatus: units.currentStatus,
  totalTripsCompleted,
  averageResponseTime,
  lastStatusUpdate: units.lastStatusUpdate,
  crew: crewOnUnit,
  firstExpiry: unitFirstExpiry,
};
const selectUnits = (db: Db) => db.select(unitColumns).from(units).innerJoin(agencies, eq(agencies.id, units.agencyId));

const toUnitView = (r: Awaited<ReturnType<typeof selectUnits>>[number]): UnitView => ({
  ...r,
  averageResponseTime: r.averageResponseTime === null ? null : Number(r.averageResponseTime),
  lastStatusUpdate: r.lastStatusUpdate.toISOString(),
});

const SORTS: Record<UnitPageQuery['sort'], SortKeys> = {
  agency: { natural: 'asc', keys: [[agencies.name, 'asc'], [agencies.id, 'asc'], [units.unitNumber, 'asc'], [units.id, 'asc']] },
  unitNumber: { natural: 'asc', keys: [[units.unitNumber, 'asc'], [units.id, 'asc']] },
  status: { natural: 'asc', keys: [[units.currentStatus, 'asc'], [agencies.name, 'asc'], [units.unitNumber, 'asc'], [units.id, 'asc']] },
  lastStatusUpdate: { natural: 'desc', keys: [[units.lastStatusUpdate, 'desc'], [units.id, 'desc']] },
};

/** The one unit asked for, if in scope. */
export async function findUnit(db: Db, scope: UnitScope, unitId: string): Promise<UnitView | undefined> {
  const [row] = await selectUnits(db).where(and(scopeCondition(scope), eq(units.id, unitId)));
  return row && toUnitView(row);
}

/** The units in scope passing the filters, by agency name and unit number unless sorted otherwise; whole or one page. */
export async function listUnits(db: Db, scope: UnitScope, q: UnitPageQuery): Promise<ListAnswer<UnitView>> {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const where = and(
    scopeCondition(scope),
    q.status ? eq(units.currentStatus, q.status) : undefined,
    q.type ? eq(units.type, q.type) : undefined,
    pattern ? or(ilike(units.unitNumber, pattern), ilike(agencies.name, pattern)) : undefined,
  );
  const rows = selectUnits(db).where(where).orderBy(...sortOrder(SORTS[q.sort], q.order)).$dynamic();
  const count = async () =>
    Number((await db.select({ n: sql<number>`count(*)` }).from(units).innerJoin(agencies, eq(agencies.id, units.agencyId)).where(where))[0]?.n ?? 0);
  return listOrPage(q, rows, count, toUnitView);
}

/** What the rules for naming a unit on a trip read of it (src/domain/units/unit-assignment.ts). */
export const nameableColumns = {
  id: units.id,
  unitNumber: units.unitNumber,
  type: units.type,
  capabilities: units.capabilities,
  customCapabilities: units.customCapabilities,
  isActive: units.isActive,
  currentStatus: units.currentStatus,
  firstExpiry: unitFirstExpiry,
};
