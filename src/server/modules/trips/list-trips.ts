// GET /api/trips: the caller's trips, newest first, optionally of some statuses.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TripListItem, TripListQuery } from '../../../domain/trip-views';
import type { Db } from '../../db/connect';
import { agencies, trips } from '../../db/schema';
import type { Caller } from '../../plugins/auth';
import { tripScope } from './trip-scope';

type TripRow = typeof trips.$inferSelect;
export const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export const toTripListItem = (t: TripRow, agencyName: string | null): TripListItem => ({
  id: t.id,
  tripNumber: t.tripNumber,
  patientId: t.patientId,
  // the facility list reads patientName: it carries the patient id, never a name
  patientName: t.patientId,
  fromLocation: t.fromLocation,
  toLocation: t.toLocation,
  status: t.status,
  priority: t.priority,
  transportLevel: t.transportLevel,
  urgencyLevel: t.urgencyLevel,
  scheduledTime: t.scheduledTime.toISOString(),
  createdAt: t.createdAt.toISOString(),
  assignedAgency: t.assignedAgencyId && agencyName !== null ? { id: t.assignedAgencyId, name: agencyName } : null,
  diagnosis: t.diagnosis,
  mobilityLevel: t.mobilityLevel,
  oxygenRequired: t.oxygenRequired,
  monitoringRequired: t.monitoringRequired,
  actualStartTime: iso(t.actualStartTime),
});

export async function listTrips(db: Db, caller: Caller, q: TripListQuery): Promise<TripListItem[]> {
  const statuses = q.status && q.status.length > 0 ? inArray(trips.status, q.status) : undefined;
  const rows = await db
    .select({ trip: trips, agencyName: agencies.name })
    .from(trips)
    .leftJoin(agencies, eq(agencies.id, trips.assignedAgencyId))
    .where(and(tripScope(caller), statuses))
    .orderBy(desc(trips.createdAt), desc(trips.id))
    .limit(q.limit)
    .offset(q.offset);
  return rows.map((r) => toTripListItem(r.trip, r.agencyName));
}
