// The transport requests a planner call works on: pending ones the caller may take (an agency those offered to it and
// not declined, the control center every one), with what planning needs of each.
import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TransportLevel, TripPriority } from '@/domain/common/enums';
import type { LatLng } from '@/domain/places/geo';
import { ROUTE_OPTIMIZATION_MESSAGES } from '@/domain/planning/route-optimization';
import { needsBariatric } from '@/domain/units/vehicle-fit';
import type { Db } from '@/server/db/connect';
import { trips } from '@/server/db/schema';
import { badRequest, forbidden, notFound } from '@/server/http/errors';
import { isUuid } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { tripScope } from '../trips';

export interface PlanningRequest {
  id: string;
  tripNumber: string;
  patientId: string;
  transportLevel: TransportLevel;
  /** How the patient travels, and whether bariatric equipment is needed (needsBariatric): which units can carry it */
  mobilityLevel: string;
  bariatric: boolean;
  priority: TripPriority;
  fromLocation: string;
  toLocation: string;
  /** null when the place has no coordinates: such a request cannot be planned */
  pickup: LatLng | null;
  dropOff: LatLng | null;
  /** The ready window: from the scheduled time, or the request's time, to one hour later */
  readyStart: Date;
  readyEnd: Date;
  revenue: number | null;
  loadedMiles: number | null;
  estimatedMinutes: number | null;
}

const READY_WINDOW_MS = 60 * 60_000;
const columns = {
  id: trips.id,
  tripNumber: trips.tripNumber,
  patientId: trips.patientId,
  transportLevel: trips.transportLevel,
  mobilityLevel: trips.mobilityLevel,
  bariatric: trips.bariatric,
  patientWeight: trips.patientWeight,
  priority: trips.priority,
  fromLocation: trips.fromLocation,
  toLocation: trips.toLocation,
  fromLatitude: trips.fromLatitude,
  fromLongitude: trips.fromLongitude,
  toLatitude: trips.toLatitude,
  toLongitude: trips.toLongitude,
  scheduledTime: trips.scheduledTime,
  createdAt: trips.createdAt,
  readyStart: trips.readyStart,
  readyEnd: trips.readyEnd,
  revenue: trips.revenue,
  loadedMiles: trips.loadedMiles,
  estimatedMinutes: trips.estimatedMinutes,
  status: trips.status,
};
const selectRows = (db: Db) => db.select(columns).from(trips);
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const point = (lat: number | null, lng: number | null) => (lat === null || lng === null ? null : { lat, lng });

function planningRequestOf(r: Row): PlanningRequest {
  const readyStart = r.readyStart ?? r.scheduledTime ?? r.createdAt;
  return {
    id: r.id,
    tripNumber: r.tripNumber,
    patientId: r.patientId,
    transportLevel: r.transportLevel,
    mobilityLevel: r.mobilityLevel,
    bariatric: needsBariatric(r),
    priority: r.priority,
    fromLocation: r.fromLocation,
    toLocation: r.toLocation,
    pickup: point(r.fromLatitude, r.fromLongitude),
    dropOff: point(r.toLatitude, r.toLongitude),
    readyStart,
    readyEnd: r.readyEnd ?? new Date(readyStart.getTime() + READY_WINDOW_MS),
    revenue: r.revenue,
    loadedMiles: r.loadedMiles,
    estimatedMinutes: r.estimatedMinutes,
  };
}

/** Every pending request the caller may take, oldest first. */
export async function pendingRequestsInScope(db: Db, caller: Caller): Promise<PlanningRequest[]> {
  const rows = await selectRows(db)
    .where(and(eq(trips.status, 'PENDING'), tripScope(caller, ['PENDING'])))
    .orderBy(trips.createdAt);
  return rows.map(planningRequestOf);
}

/**
 * The accepted trips the caller may plan that wait for their unit (an agency its own, the control center every one),
 * whose ready window is still open: a new plan keeps each on its unit. At most `limit`, soonest ready first.
 */
export async function acceptedRequestsInScope(db: Db, caller: Caller, now: Date, limit: number): Promise<PlanningRequest[]> {
  const rows = await selectRows(db)
    .where(
      and(
        eq(trips.status, 'ACCEPTED'),
        isNotNull(trips.assignedUnitId),
        gt(sql`coalesce(${trips.readyEnd}, coalesce(${trips.readyStart}, ${trips.scheduledTime}) + interval '1 hour')`, now),
        tripScope(caller, ['ACCEPTED']),
      ),
    )
    .orderBy(sql`coalesce(${trips.readyStart}, ${trips.scheduledTime})`)
    .limit(limit);
  return rows.map(planningRequestOf);
}

/**
 * The requests named, in the order named: one that does not exist is 404, one the caller may not see 403, one no
 * longer pending 400, each naming them. A request named twice counts once.
 */
export async function namedRequests(db: Db, caller: Caller, ids: readonly string[]): Promise<PlanningRequest[]> {
  const wanted = [...new Set(ids)];
  const wellFormed = wanted.filter(isUuid);
  const found = wellFormed.length === 0 ? [] : await selectRows(db).where(inArray(trips.id, wellFormed));
  const unknown = wanted.filter((id) => !found.some((r) => r.id === id));
  if (unknown.length > 0) throw notFound(ROUTE_OPTIMIZATION_MESSAGES.unknownRequests(unknown));
  const visible = new Set(
    (await db.select({ id: trips.id }).from(trips).where(and(inArray(trips.id, wellFormed), tripScope(caller)))).map((r) => r.id),
  );
  const foreign = wanted.filter((id) => !visible.has(id));
  if (foreign.length > 0) throw forbidden(ROUTE_OPTIMIZATION_MESSAGES.foreignRequests(foreign));
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = wanted.map((id) => byId.get(id)!);
  const notPending = rows.filter((r) => r.status !== 'PENDING');
  if (notPending.length > 0) throw badRequest(ROUTE_OPTIMIZATION_MESSAGES.notPending(notPending.map((r) => r.tripNumber)));
  return rows.map(planningRequestOf);
}
