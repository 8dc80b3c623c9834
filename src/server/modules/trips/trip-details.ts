// GET /api/trips/{id}: every field of one trip the caller may see, with its offers and its timeline.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TripDetails } from '../../../domain/trip-views';
import { TRIP_ERRORS } from '../../../domain/trip-errors';
import type { Db } from '../../db/connect';
import { agencies, agencyResponses, tripHistory, trips } from '../../db/schema';
import { notFound } from '../../http/errors';
import { knownIdOr404 } from '../../http/ids';
import type { Caller } from '../../plugins/auth';
import { iso, toTripListItem } from './list-trips';
import { tripScope } from './trip-scope';

/** The trip row if the caller may see it; another facility's trip is 404, as if it did not exist. */
export async function visibleTrip(db: Db, caller: Caller, id: string) {
  const [row] = await db
    .select({ trip: trips, agencyName: agencies.name })
    .from(trips)
    .leftJoin(agencies, eq(agencies.id, trips.assignedAgencyId))
    .where(and(eq(trips.id, knownIdOr404(id, TRIP_ERRORS.notFound)), tripScope(caller)));
  if (!row) throw notFound(TRIP_ERRORS.notFound);
  return row;
}

async function offersOf(db: Db, caller: Caller, tripId: string) {
  // an agency sees its own offer, not which other agencies were asked
  const own = caller.userType === 'EMS' && caller.agencyId ? eq(agencyResponses.agencyId, caller.agencyId) : undefined;
  const rows = await db
    .select({ r: agencyResponses, name: agencies.name })
    .from(agencyResponses)
    .innerJoin(agencies, eq(agencies.id, agencyResponses.agencyId))
    .where(and(eq(agencyResponses.tripId, tripId), own))
    .orderBy(sql`${agencyResponses.distanceMiles} asc nulls last`, asc(agencies.name), asc(agencies.id));
  return rows.map(({ r, name }) => ({
    id: r.agencyId,
    name,
    distanceMiles: r.distanceMiles,
    response: r.response,
    respondedAt: iso(r.respondedAt),
  }));
}

async function historyOf(db: Db, tripId: string) {
  const rows = await db.select().from(tripHistory).where(eq(tripHistory.tripId, tripId)).orderBy(asc(tripHistory.createdAt), asc(tripHistory.id));
  return rows.map((h) => ({
    fromStatus: h.fromStatus,
    toStatus: h.toStatus,
    at: h.createdAt.toISOString(),
    actorName: h.actorName,
    actorRole: h.actorRole,
    actorOrganisation: h.actorOrganisation,
    note: h.note,
  }));
}

export async function getTripDetails(db: Db, caller: Caller, id: string): Promise<TripDetails> {
  const { trip: t, agencyName } = await visibleTrip(db, caller, id);
  const [offeredAgencies, history] = await Promise.all([offersOf(db, caller, t.id), historyOf(db, t.id)]);
  return {
    ...toTripListItem(t, agencyName),
    hospitalId: t.hospitalId,
    originFacilityId: t.originFacilityId,
    destinationFacilityId: t.destinationFacilityId,
    fromLatitude: t.fromLatitude,
    fromLongitude: t.fromLongitude,
    toLatitude: t.toLatitude,
    toLongitude: t.toLongitude,
    patientWeight: t.patientWeight,
    specialNeeds: t.specialNeeds,
    insuranceCompany: t.insuranceCompany,
    generateQRCode: t.generateQRCode,
    qrCode: t.qrCode,
    readyStart: iso(t.readyStart),
    readyEnd: iso(t.readyEnd),
    isolation: t.isolation,
    bariatric: t.bariatric,
    specialRequirements: t.specialRequirements,
    notes: t.notes,
    notificationRadius: t.notificationRadius,
    assignedAgencyId: t.assignedAgencyId,
    assignedUnitId: t.assignedUnitId,
    acceptedTimestamp: iso(t.acceptedTimestamp),
    pickupTimestamp: iso(t.pickupTimestamp),
    completionTimestamp: iso(t.completionTimestamp),
    actualEndTime: iso(t.actualEndTime),
    cancelledTimestamp: iso(t.cancelledTimestamp),
    cancellationReason: t.cancellationReason,
    updatedAt: t.updatedAt.toISOString(),
    version: t.version,
    offeredAgencies,
    history,
  };
}
