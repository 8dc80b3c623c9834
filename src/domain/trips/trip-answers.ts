// What the trip calls answer: a trip, the lists of the control center, the facility and the agency dashboard, a
// trip's contacts and the agencies a request may go to. The routes declare these schemas; the screens read their types.
import { z } from 'zod';
import { AGENCY_RESPONSES, TRANSPORT_LEVELS, TRIP_PRIORITIES, TRIP_STATUSES } from '../common/enums';
import { tripStepViewSchema } from '../crew/crew-api';
import { handoverViewSchema } from './handover';
import { patientContactViewSchema } from '../notifications/patient-texts';
import { ARRIVAL_ORIGINS } from './estimated-arrival';
import { facilityContactSchema } from './carrying-facts';
import { ACCEPTANCE_MODES } from './pickup-offers';
import { TRIP_STEPS } from './trip-steps';
import { RETURN_KINDS } from './linked-returns';
import { phoneAcceptanceSchema } from './center-actions';

/** A row of GET /api/trips (newest first unless sorted otherwise). */
export const tripListItemSchema = z
  .object({
    id: z.string(),
    tripNumber: z.string(),
    patientId: z.string(),
    patientName: z.string().describe("The spec's facility list reads patientName: it holds the patient id, never a person's name (HIPAA)"),
    fromLocation: z.string(),
    toLocation: z.string(),
    status: z.enum(TRIP_STATUSES),
    priority: z.enum(TRIP_PRIORITIES),
    transportLevel: z.string().describe('BLS, ALS or CCT; a trip written before these three were enforced may hold another level (the filter\'s Other)'),
    urgencyLevel: z.string(),
    scheduledTime: z.string(),
    createdAt: z.string(),
    assignedAgency: z.object({ id: z.string(), name: z.string() }).nullable(),
    diagnosis: z.string().nullable(),
    mobilityLevel: z.string(),
    oxygenRequired: z.boolean(),
    monitoringRequired: z.boolean(),
    // with the mobility level, oxygen and escalation: what the row's need badges are read from (trip-needs.ts)
    isolation: z.boolean(),
    bariatric: z.boolean(),
    patientWeight: z.number().nullable(),
    actualStartTime: z.string().nullable(),
    hospitalId: z.string().nullable(),
    assignedAgencyId: z.string().nullable(),
    acceptedTimestamp: z.string().nullable(),
    pickupTimestamp: z.string().nullable(),
    completionTimestamp: z.string().nullable(),
    cancelledTimestamp: z.string().nullable(),
    escalatedAt: z.string().nullable().describe('When the request, left waiting past the control center’s delay, was escalated; else null'),
    loadedMiles: z.number().nullable().describe('Road miles, fixed when the trip was requested; null without coordinates'),
    estimatedMinutes: z.number().nullable(),
    revenue: z.number().nullable(),
    assignedUnitId: z.string().nullable().describe('The unit carrying the trip, once its agency named one'),
    suggestedUnitId: z.string().nullable().describe("In an agency's Available Trips: the unit the control center's dispatch plan offered the trip for; else null"),
    latestStep: z.enum(TRIP_STEPS).nullable().describe("The crew's latest step (docs/crew.md); null before any"),
    latestStepAt: z.string().nullable(),
    returnTripId: z.string().nullable().describe('The return trip booked with this one (docs/rules.md, "Linked returns"); else null'),
    returnKind: z.enum(RETURN_KINDS).nullable().describe('On a return trip: TIMED or WILL_CALL; null on any other trip'),
    returnOpenedAt: z
      .string()
      .nullable()
      .describe('On a return trip: when it was first offered (its outbound accepted, or released); null while it waits unoffered'),
    acceptanceMode: z.enum(ACCEPTANCE_MODES).describe('How the request is taken: by the first agency to accept, or by comparing the pickup times agencies offer'),
    offerDeadline: z.string().nullable().describe('When offers close on a compare-offers request; else null'),
    committedPickupAt: z.string().nullable().describe('The pickup time the awarded agency committed to; else null'),
    phoneAcceptance: phoneAcceptanceSchema.nullable().describe('The acceptance its agency gave by phone, recorded by the control center; else null'),
  })
  .meta({ id: 'TripListItem' });
export type TripListItem = z.output<typeof tripListItemSchema>;

/** An agency the trip was offered to, with its answer so far; distance from the origin in miles (one decimal). */
export const offeredAgencySchema = z.object({
  id: z.string(),
  name: z.string(),
  distanceMiles: z.number().nullable(),
  response: z.enum(AGENCY_RESPONSES),
  respondedAt: z.string().nullable(),
  declineReason: z.string().nullable().describe('Why it declined, in words; null when it did not say or has not declined'),
});
export type OfferedAgency = z.output<typeof offeredAgencySchema>;

/** One status change of the trip's timeline (oldest first). */
export const tripHistoryEntrySchema = z.object({
  fromStatus: z.enum(TRIP_STATUSES).nullable(),
  toStatus: z.enum(TRIP_STATUSES),
  at: z.string(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  actorOrganisation: z.string().nullable(),
  note: z.string().nullable(),
  onBehalfOf: z.string().nullable().describe('The organisation the control center acted for (the facility, or the agency that accepted by phone); else null'),
});
export type TripHistoryEntry = z.output<typeof tripHistoryEntrySchema>;

/** Every field of one trip beside its list fields, with its offers and timeline: what a status call answers. */
const tripFields = tripListItemSchema.extend({
  originFacilityId: z.string().nullable(),
  destinationFacilityId: z.string().nullable(),
  fromLatitude: z.number().nullable(),
  fromLongitude: z.number().nullable(),
  toLatitude: z.number().nullable(),
  toLongitude: z.number().nullable(),
  specialNeeds: z.string().nullable(),
  insuranceCompany: z.string().nullable(),
  fromDepartment: z.string().nullable().describe('Where in the building at the pickup: the department, as the facility entered it; else null'),
  fromFloor: z.string().nullable(),
  fromRoom: z.string().nullable(),
  toDepartment: z.string().nullable().describe('Where in the building at the destination: the department; else null'),
  toFloor: z.string().nullable(),
  toRoom: z.string().nullable(),
  generateQRCode: z.boolean(),
  qrCode: z.string().nullable().describe('A data: URL of an SVG QR code encoding only the trip number, or null'),
  readyStart: z.string().nullable(),
  readyEnd: z.string().nullable(),
  specialRequirements: z.string().nullable(),
  notes: z.string().nullable(),
  notificationRadius: z.number(),
  assignedUnitNumber: z.string().nullable().describe('The number of the unit carrying the trip (A-101), once its agency named one'),
  actualEndTime: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
  appointmentMinutes: z.number().int().nullable().describe('On a timed return: the minutes the patient spends at the destination'),
  offeredToAllAt: z.string().nullable().describe("On a return: when the outbound agency's first look ended and every agency was offered it"),
  offersClosedAt: z.string().nullable().describe('When the offers of a compare-offers request closed (award, or the deadline without a fitting offer)'),
  offeredAgencies: z.array(offeredAgencySchema),
  history: z.array(tripHistoryEntrySchema),
});

/** When the unit should reach the pickup, from its reported position or its agency's commitment (src/domain/trips/estimated-arrival.ts). */
export const estimatedArrivalSchema = z
  .object({
    at: z.string(),
    minutes: z.number().int().nullable().describe("Minutes of driving from the unit's position to the pickup, by the pricing speed model; null for a committed pickup"),
    from: z.enum(ARRIVAL_ORIGINS).describe("Measured from the unit's last reported position, or the pickup time its agency committed to"),
  })
  .meta({ id: 'EstimatedArrival' });
const estimatedArrivalField = estimatedArrivalSchema.nullable().describe('While the unit is on its way to the pickup; else null');

/** GET /api/trips/{id} and the answer of every create call: the trip with the crew's steps and the estimated arrival. */
export const tripDetailsSchema = tripFields
  .extend({
    steps: z.array(tripStepViewSchema).describe("The crew's live steps, oldest first"),
    handover: handoverViewSchema.nullable().describe('Who received the patient at Handed over and their signature, when the crew recorded them; else null'),
    estimatedArrival: estimatedArrivalField,
    patientContact: patientContactViewSchema.nullable().describe("The number the patient is texted at: shown to the requesting facility only; else null"),
    outboundTripId: z.string().nullable().describe('On a return trip: the outbound trip it was booked with, when the caller may see it; else null'),
    facilityContact: facilityContactSchema.nullable().describe("The requesting facility's contact and phone, for the crew; null for a trip no facility requested"),
  })
  .meta({ id: 'TripDetails' });
export type TripDetails = z.output<typeof tripDetailsSchema>;

/** The trip as a status call leaves it: its details without the steps, the estimate and the patient's contact, which a move reads no part of. */
export const movedTripSchema = tripFields.meta({ id: 'MovedTrip' });
export type MovedTrip = z.output<typeof movedTripSchema>;

/**
 * GET /api/trips/{id}/contacts: someone to call about a trip, the requesting facility's contact or the pickup's or the
 * destination's own line; only those with a contact name, phone or e-mail.
 */
export const tripContactSchema = z
  .object({
    role: z.enum(['requester', 'pickup', 'destination']),
    name: z.string(),
    contactName: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  })
  .meta({ id: 'TripContact' });
export type TripContact = z.output<typeof tripContactSchema>;

const countsByStatus = z.record(z.enum(TRIP_STATUSES), z.number().int());

/** Every trip the caller may see, unfiltered, by status: the Trip Management counts. */
export const tripSummarySchema = z.object({ total: z.number().int(), byStatus: countsByStatus });
export type TripSummary = z.output<typeof tripSummarySchema>;

/** A row of GET /api/trips as the lists answer it: the list item with the estimated arrival, as the details have it, and its offers' count. */
export const listedTripSchema = tripListItemSchema
  .extend({
    estimatedArrival: estimatedArrivalField,
    offerCount: z
      .number()
      .int()
      .nullable()
      .describe("On a waiting compare-offers request, the pickup offers standing (offered or to confirm), for the facility and the control center; else null (an agency sees its own offer only)"),
  })
  .meta({ id: 'ListedTrip' });
export type ListedTrip = z.output<typeof listedTripSchema>;

/** The answer of GET /api/trips: one page, how many trips match the filters, and the summary when asked for. */
export const tripListAnswer = z.object({
  success: z.literal(true),
  data: z.array(listedTripSchema),
  total: z.number().int(),
  summary: tripSummarySchema.optional(),
});
export type TripListAnswer = z.output<typeof tripListAnswer>;

/** PUT /api/trips/{id}/status: the trip as it now is, or null when the move took it off the caller's list (a decline). */
export const tripAfterMoveSchema = movedTripSchema.nullable();

/** An agency offered for selection, with where it is and what it can do. */
export const agencyOptionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    serviceType: z.string(),
    availableUnits: z.number().int(),
    totalUnits: z.number().int(),
    distance: z.number().nullable().describe('Miles from the origin, one decimal; null in lists not measured from an origin'),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    capabilities: z.array(z.string()),
    levels: z.array(z.enum(TRANSPORT_LEVELS)).describe('The transport levels it can carry'),
  })
  .meta({ id: 'AgencyOption' });
export type AgencyOption = z.output<typeof agencyOptionSchema>;
