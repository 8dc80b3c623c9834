// GET /api/map: the units and the open trips a caller may see, with each unit's last position and the trip it carries.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { isStalePosition, type LiveMap } from '@/domain/units/unit-positions';
import type { TripStatus } from '@/domain/common/enums';
import type { Db } from '@/server/db/connect';
import { agencies, trips, units } from '@/server/db/schema';
import type { Caller } from '@/server/plugins/auth';
import { tripScope } from '../trips';
import { carriedTripId } from '../units';
import { mapUnitScope } from './map-scope';

const OPEN: readonly TripStatus[] = ['PENDING', 'ACCEPTED', 'IN_PROGRESS'];

async function mapUnits(db: Db, caller: Caller, now: Date): Promise<LiveMap['units']> {
  const rows = await db
    .select({
      unit: units,
      agencyName: agencies.name,
      tripId: trips.id,
      tripNumber: trips.tripNumber,
      tripStatus: trips.status,
      latestStep: trips.latestStep,
    })
    .from(units)
    .innerJoin(agencies, eq(agencies.id, units.agencyId))
    .leftJoin(trips, eq(trips.id, carriedTripId(units.id)))
    .where(mapUnitScope(caller))
    .orderBy(asc(agencies.name), asc(units.unitNumber), asc(units.id));
  return rows.map(({ unit: u, ...r }) => ({
    id: u.id,
    unitNumber: u.unitNumber,
    agencyId: u.agencyId,
    agencyName: r.agencyName,
    type: u.type,
    status: u.currentStatus,
    latitude: u.latitude,
    longitude: u.longitude,
    positionAt: u.positionAt?.toISOString() ?? null,
    stale: isStalePosition(u.positionAt, now),
    trip: r.tripId ? { id: r.tripId, tripNumber: r.tripNumber!, status: r.tripStatus!, latestStep: r.latestStep } : null,
  }));
}

async function mapTrips(db: Db, caller: Caller): Promise<LiveMap['trips']> {
  const rows = await db
    .select({ trip: trips, assignedAgencyName: agencies.name })
    .from(trips)
    .leftJoin(agencies, eq(agencies.id, trips.assignedAgencyId))
    .where(and(inArray(trips.status, [...OPEN]), tripScope(caller, OPEN)))
    .orderBy(asc(trips.scheduledTime), asc(trips.id));
  return rows.map(({ trip: t, assignedAgencyName }) => ({
    id: t.id,
    tripNumber: t.tripNumber,
    status: t.status,
    priority: t.priority,
    transportLevel: t.transportLevel,
    fromLocation: t.fromLocation,
    fromLatitude: t.fromLatitude,
    fromLongitude: t.fromLongitude,
    toLocation: t.toLocation,
    toLatitude: t.toLatitude,
    toLongitude: t.toLongitude,
    scheduledTime: t.scheduledTime.toISOString(),
    assignedAgencyName,
    assignedUnitId: t.assignedUnitId,
    escalatedAt: t.escalatedAt?.toISOString() ?? null,
  }));
}

/** The caller's map at `now` (which decides whether a position is stale). */
export async function liveMap(db: Db, caller: Caller, now: Date): Promise<LiveMap> {
  const [unitList, tripList] = await Promise.all([mapUnits(db, caller, now), mapTrips(db, caller)]);
  return { units: unitList, trips: tripList };
}
