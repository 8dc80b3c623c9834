import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { UnitView } from '../../../domain/unit-forms';
import type { Db } from '../../db/connect';
import { agencies, trips, units } from '../../db/schema';
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

/** The units in scope (or the one unit asked for), by agency name and unit number. */
export async function listUnits(db: Db, scope: UnitScope, unitId?: string): Promise<UnitView[]> {
  const rows = await db
    .select({
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
    })
    .from(units)
    .innerJoin(agencies, eq(agencies.id, units.agencyId))
    .where(and(scopeCondition(scope), unitId ? eq(units.id, unitId) : undefined))
    .orderBy(asc(agencies.name), asc(units.unitNumber));
  return rows.map((r) => ({
    ...r,
    averageResponseTime: r.averageResponseTime === null ? null : Number(r.averageResponseTime),
    lastStatusUpdate: r.lastStatusUpdate.toISOString(),
  }));
}
