// The two ways to request a transport: the facility wizard (enhanced) and the control center's form.
import type { AdminTripBody } from '@/domain/trips/admin-trip-request';
import { ADMIN_TRIP_MESSAGES } from '@/domain/trips/admin-trip-request';
import { patientContactOf } from '@/domain/notifications/patient-texts';
import { parseScheduledTime } from '@/domain/trips/scheduled-time';
import { readTripRequest, type TripRequestFacts } from '@/domain/trips/trip-request-rules';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { offerDeadlineOf } from '@/domain/trips/pickup-offers';
import { NOTIFICATION_RADIUS, priorityOfUrgency, urgencyOfPriority, type EnhancedTripBody } from '@/domain/trips/trip-request';
import type { AppContext } from '@/server/context';
import { badRequest } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';
import { storeTrip, type TripSource } from './create-trip';
import { offeredAgencies } from './offered-agencies';
import { activePlace, destinationFor, originFor } from './trip-places';

/** A wizard request's ready window: from its scheduled time to an hour later. */
const READY_WINDOW_MS = 60 * 60 * 1000;

function instantOf(text: string, timeZone: string, error: string): Date {
  const at = parseScheduledTime(text, timeZone);
  if (!at) throw badRequest(error);
  return at;
}

/** The request's times as kept (a time in the last hour is now), or 400 with the rule it breaks. */
function checkedTimes(ctx: AppContext, facts: TripRequestFacts) {
  const reading = readTripRequest(facts, ctx.now());
  if (!reading.ok) throw badRequest(reading.message);
  return reading;
}

/**
 * POST /api/trips/enhanced: a facility for itself (or the control center for a named place); returns the trip id.
 * `order`: the identifier of the EHR order the request came from (FHIR), unique per facility; `source`: a request the
 * server makes for the caller (a standing order's date).
 */
export async function requestEnhancedTrip(
  ctx: AppContext,
  caller: Caller,
  b: EnhancedTripBody,
  order?: { system: string; value: string } | null,
  source?: TripSource,
): Promise<string> {
  const contact = patientContactOf(b);
  if (!contact.ok) throw badRequest(contact.message);
  const origin = await originFor(ctx.db, caller, b.fromFacilityId, TRIP_ERRORS.originUnknown);
  const destination = await destinationFor(ctx.db, b.toFacilityId, b.toLocation);
  const { start: scheduledTime } = checkedTimes(ctx, {
    origin: { placeId: origin.placeId, names: [origin.name, b.fromLocation] },
    destination: { placeId: destination?.placeId, names: [destination?.name ?? b.toLocation] },
    start: instantOf(b.scheduledTime, caller.timeZone, TRIP_ERRORS.scheduledTimeInvalid),
  });
  const offersOpen = offerDeadlineOf(b.acceptanceMode, b.offerDeadlineMinutes, ctx.now());
  if ('refusal' in offersOpen) throw badRequest(offersOpen.refusal);
  const offers = await offeredAgencies(ctx.db, {
    origin,
    radiusMiles: b.notificationRadius,
    level: b.transportLevel,
    selected: b.selectedAgencies,
  });
  const values = {
    patientId: b.patientId,
    patientWeight: b.patientWeight,
    specialNeeds: b.specialNeeds ?? null,
    insuranceCompany: b.insuranceCompany ?? null,
    generateQRCode: b.generateQRCode,
    fromLocation: b.fromLocation ?? origin.name,
    toLocation: destination?.name ?? b.toLocation,
    fromDepartment: b.fromDepartment ?? null,
    fromFloor: b.fromFloor ?? null,
    fromRoom: b.fromRoom ?? null,
    toDepartment: b.toDepartment ?? null,
    toFloor: b.toFloor ?? null,
    toRoom: b.toRoom ?? null,
    originFacilityId: origin.placeId,
    destinationFacilityId: destination?.placeId ?? null,
    hospitalId: origin.hospitalId,
    fromLatitude: origin.latitude,
    fromLongitude: origin.longitude,
    toLatitude: destination?.latitude ?? null,
    toLongitude: destination?.longitude ?? null,
    scheduledTime,
    readyStart: scheduledTime,
    readyEnd: new Date(scheduledTime.getTime() + READY_WINDOW_MS),
    transportLevel: b.transportLevel,
    urgencyLevel: b.urgencyLevel,
    priority: priorityOfUrgency(b.urgencyLevel),
    diagnosis: b.diagnosis ?? null,
    mobilityLevel: b.mobilityLevel,
    oxygenRequired: b.oxygenRequired,
    monitoringRequired: b.monitoringRequired,
    notes: b.notes ?? null,
    notificationRadius: b.notificationRadius,
    orderSystem: order?.system ?? null,
    orderIdentifier: order?.value ?? null,
    acceptanceMode: b.acceptanceMode,
    offerDeadline: offersOpen.deadline,
  };
  const r = b.returnTrip;
  const returnTrip = r && { kind: r.kind, appointmentMinutes: r.appointmentMinutes ?? null, transportLevel: r.transportLevel };
  // a standing order's date was asked for when the series was saved, under the series' own rule
  const refuseDuplicate = b.allowDuplicate || source ? undefined : { timeZone: caller.timeZone };
  return storeTrip(ctx.db, caller, { values, offers, patientPhone: contact.phone, returnTrip, refuseDuplicate }, ctx.center, source);
}

/** POST /api/trips: the admin form, offered to every eligible agency within the default radius; returns the trip id. */
export async function requestAdminTrip(ctx: AppContext, caller: Caller, b: AdminTripBody): Promise<string> {
  const { start: readyStart } = checkedTimes(ctx, {
    origin: { placeId: b.originFacilityId, names: [] },
    destination: { placeId: b.destinationFacilityId, names: [] },
    start: instantOf(b.readyStart, caller.timeZone, ADMIN_TRIP_MESSAGES.readyWindow),
    end: instantOf(b.readyEnd, caller.timeZone, ADMIN_TRIP_MESSAGES.readyWindow),
  });
  const readyEnd = instantOf(b.readyEnd, caller.timeZone, ADMIN_TRIP_MESSAGES.readyWindow);
  const origin = await originFor(ctx.db, caller, b.originFacilityId, TRIP_ERRORS.originFacilityUnknown);
  const destination = await activePlace(ctx.db, b.destinationFacilityId, TRIP_ERRORS.destinationFacilityUnknown);
  const radiusMiles = NOTIFICATION_RADIUS.default;
  const offers = await offeredAgencies(ctx.db, { origin, radiusMiles, level: b.transportLevel, selected: [] });
  const values = {
    patientId: b.patientId,
    fromLocation: origin.name,
    toLocation: destination.name,
    originFacilityId: origin.placeId,
    destinationFacilityId: destination.placeId,
    hospitalId: origin.hospitalId,
    fromLatitude: origin.latitude,
    fromLongitude: origin.longitude,
    toLatitude: destination.latitude,
    toLongitude: destination.longitude,
    scheduledTime: readyStart,
    readyStart,
    readyEnd,
    transportLevel: b.transportLevel,
    urgencyLevel: urgencyOfPriority(b.priority),
    priority: b.priority,
    specialRequirements: b.specialRequirements ?? null,
    isolation: b.isolation,
    bariatric: b.bariatric,
    notificationRadius: radiusMiles,
  };
  const refuseDuplicate = b.allowDuplicate ? undefined : { timeZone: caller.timeZone };
  return storeTrip(ctx.db, caller, { values, offers, refuseDuplicate }, ctx.center);
}
