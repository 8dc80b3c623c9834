// GET /api/trips/{id}: every field of one trip the caller may see, with its offers and its timeline.
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { maskedPhone } from '@/domain/notifications/patient-texts';
import type { MovedTrip, TripDetails } from '@/domain/trips/trip-answers';
import type { FacilityContact } from '@/domain/trips/carrying-facts';
import { type HandoverView, SIGNATURE_PREFIX } from '@/domain/trips/handover';
import { pointOrNull } from '@/domain/places/geo';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { Db } from '@/server/db/connect';
import { agencies, trips } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { arrivalAnswer } from './arrival-estimates';
import { iso, toTripListItem } from './list-trips';
import { preparedQueries } from '@/server/db/prepared';
import { type ScopeOf, scopeShape, tripScope } from './trip-scope';

/** A time inside a JSON answer, as the API writes every time: UTC, to the millisecond, as the driver reads a column. */
export const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The trip's offers (an agency sees its own, not which other agencies were asked) and its timeline, each as one JSON
 * array read with the trip: the details are one round trip. Written with table names, as they are correlated.
 */
export function offersAndHistory(caller: ScopeOf, tripId: SQLWrapper) {
  const own = caller.userType === 'EMS' && caller.agencyId ? sql` and r.agency_id = ${caller.agencyId}` : sql``;
  return {
    offeredAgencies: sql<TripDetails['offeredAgencies']>`(select coalesce(json_agg(json_build_object('id', r.agency_id, 'name', a.name,
        'distanceMiles', r.distance_miles, 'response', r.response, 'respondedAt', ${sql.raw(isoText('r.responded_at'))},
        'declineReason', r.decline_reason)
        order by r.distance_miles asc nulls last, a.name asc, a.id asc), '[]')
      from agency_responses as r join agencies as a on a.id = r.agency_id where r.trip_id = ${tripId}${own})`,
    history: sql<TripDetails['history']>`(select coalesce(json_agg(json_build_object('fromStatus', h.from_status, 'toStatus', h.to_status,
        'at', ${sql.raw(isoText('h.created_at'))}, 'actorName', h.actor_name, 'actorRole', h.actor_role,
        'actorOrganisation', h.actor_organisation, 'note', h.note, 'onBehalfOf', h.on_behalf_of) order by h.created_at asc, h.id asc), '[]')
      from trip_history as h where h.trip_id = ${tripId})`,
  };
}

/** The crew's live steps, oldest first, as one JSON array read with the trip. */
const liveSteps = sql<TripDetails['steps']>`(select coalesce(json_agg(json_build_object('id', s.id, 'step', s.step,
    'occurredAt', ${sql.raw(isoText('s.occurred_at'))}, 'receivedAt', ${sql.raw(isoText('s.received_at'))}, 'recordedBy', s.recorded_by_name,
    'position', case when s.latitude is not null and s.longitude is not null then json_build_object('latitude', s.latitude, 'longitude', s.longitude) end)
    order by s.occurred_at asc, s.received_at asc), '[]')
  from trip_steps as s where s.trip_id = trips.id and s.undone_at is null)`;

/** The trip's hand-over with its step's time, position and recorder, as one JSON value read with the trip; null when none. */
const liveHandover = sql<HandoverView | null>`(select json_build_object('stepId', s.id, 'at', ${sql.raw(isoText('s.occurred_at'))},
    'receiverName', h.receiver_name,
    'signature', case when h.signature_png is not null then ${SIGNATURE_PREFIX} || translate(encode(h.signature_png, 'base64'), E'\\n', '') end,
    'noSignatureReason', h.no_signature_reason, 'recordedBy', s.recorded_by_name,
    'position', case when s.latitude is not null and s.longitude is not null then json_build_object('latitude', s.latitude, 'longitude', s.longitude) end)
  from trip_handovers as h join trip_steps as s on s.id = h.step_id where h.trip_id = trips.id and s.undone_at is null)`;

/** Where the assigned unit last reported itself, for the estimated arrival. */
const unitPosition = sql<{ lat: number; lng: number } | null>`(select case when u.latitude is not null and u.longitude is not null
    then json_build_object('lat', u.latitude, 'lng', u.longitude) end from units as u where u.id = trips.assigned_unit_id)`;

/** The patient's contact with its consent, read for the requesting facility alone: agencies and crews never see the number. */
const patientContactFor = (shape: ScopeOf) =>
  shape.userType === 'HEALTHCARE'
    ? sql<{ phone: string; consentRecordedBy: string; consentRecordedAt: string } | null>`(select json_build_object('phone', c.phone,
        'consentRecordedBy', c.consent_recorded_by_name, 'consentRecordedAt', ${sql.raw(isoText('c.consent_recorded_at'))})
      from trip_patient_contacts as c where c.trip_id = trips.id)`
    : sql<null>`null`;

/** A return's outbound trip, when the caller may see it too: an agency only the outbound it carries. */
const outboundOfReturn = (shape: ScopeOf) =>
  shape.userType === 'EMS'
    ? sql<string | null>`(select o.id from trips as o where o.return_trip_id = trips.id and o.assigned_agency_id = ${shape.agencyId})`
    : // both were requested by one facility: whoever sees the return sees its outbound
      sql<string | null>`(select o.id from trips as o where o.return_trip_id = trips.id)`;

/** The requesting facility's contact and phone, read with the trip (every caller who may see the trip may call it). */
export const facilityContact = sql<FacilityContact | null>`(select json_build_object('name', h.name,
    'contactName', nullif(btrim(h.contact_name), ''), 'phone', nullif(btrim(h.phone), ''))
  from hospitals as h where h.id = trips.hospital_id)`;

/** The number of the unit the trip is assigned to, read with the trip. */
export const assignedUnitNumber = sql<string | null>`(select u.unit_number from units as u where u.id = trips.assigned_unit_id)`;

const detailsQueries = preparedQueries<ReturnType<typeof prepareDetails>>();

/** The details query for every caller whose scope has this shape (see scopeShape). */
const prepareDetails = (db: Db, key: string, shape: ScopeOf) =>
  db
    .select({
      trip: trips,
      agencyName: agencies.name,
      unitNumber: assignedUnitNumber,
      ...offersAndHistory(shape, trips.id),
      steps: liveSteps,
      handover: liveHandover,
      patientContact: patientContactFor(shape),
      unitPosition,
      outboundTripId: outboundOfReturn(shape),
      facilityContact,
    })
    .from(trips)
    .leftJoin(agencies, eq(agencies.id, trips.assignedAgencyId))
    .where(and(eq(trips.id, sql.placeholder('id')), tripScope(shape)))
    .prepare(`trip_details_${key}`);

/** The trip as `caller` may see it; `now` is the moment the estimated arrival is counted from. */
export async function getTripDetails(db: Db, caller: Caller, id: string, now = new Date()): Promise<TripDetails> {
  const tripId = knownIdOr404(id, TRIP_ERRORS.notFound);
  const { shape, key, values } = scopeShape(caller);
  const [row] = await detailsQueries(db, key, () => prepareDetails(db, key, shape)).execute({ id: tripId, ...values });
  // another facility's trip is 404, as if it did not exist
  if (!row) throw notFound(TRIP_ERRORS.notFound);
  const { trip: t } = row;
  const facts = { ...t, pickup: pointOrNull(t.fromLatitude, t.fromLongitude), unitPosition: row.unitPosition };
  const contact = row.patientContact;
  return Object.assign(toTripDetails(row), {
    steps: row.steps,
    handover: row.handover,
    estimatedArrival: arrivalAnswer(facts, now),
    patientContact: contact && { ...contact, phone: maskedPhone(contact.phone) },
    outboundTripId: row.outboundTripId,
    facilityContact: row.facilityContact,
  });
}

/** A trip row with what its details add, as the API answers it. */
export function toTripDetails(row: {
  trip: typeof trips.$inferSelect;
  agencyName: string | null;
  unitNumber: string | null;
  offeredAgencies: TripDetails['offeredAgencies'];
  history: TripDetails['history'];
}): MovedTrip {
  const { trip: t, agencyName, unitNumber, offeredAgencies, history } = row;
  // the list item with the rest added to it, in its order: a literal spreading the list item into so many fields makes
  // V8 build its shape anew at every call, with garbage to collect, and this runs on every status change and every read
  return Object.assign(toTripListItem(t, agencyName), {
    originFacilityId: t.originFacilityId,
    destinationFacilityId: t.destinationFacilityId,
    fromLatitude: t.fromLatitude,
    fromLongitude: t.fromLongitude,
    toLatitude: t.toLatitude,
    toLongitude: t.toLongitude,
    specialNeeds: t.specialNeeds,
    insuranceCompany: t.insuranceCompany,
    fromDepartment: t.fromDepartment,
    fromFloor: t.fromFloor,
    fromRoom: t.fromRoom,
    toDepartment: t.toDepartment,
    toFloor: t.toFloor,
    toRoom: t.toRoom,
    generateQRCode: t.generateQRCode,
    qrCode: t.qrCode,
    readyStart: iso(t.readyStart),
    readyEnd: iso(t.readyEnd),
    specialRequirements: t.specialRequirements,
    notes: t.notes,
    notificationRadius: t.notificationRadius,
    assignedUnitNumber: t.assignedUnitId === null ? null : unitNumber,
    actualEndTime: iso(t.actualEndTime),
    cancellationReason: t.cancellationReason,
    updatedAt: t.updatedAt.toISOString(),
    version: t.version,
    appointmentMinutes: t.appointmentMinutes,
    offeredToAllAt: iso(t.offeredToAllAt),
    offersClosedAt: iso(t.offersClosedAt),
    committedPickupAt: iso(t.committedPickupAt),
    offeredAgencies,
    history,
  });
}
