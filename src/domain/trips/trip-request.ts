// The enhanced transport request of the wizard: one schema for form and server.
import { z } from 'zod';
import { TRANSPORT_LEVELS, type TransportLevel, type TripPriority } from '../common/enums';
import { uuidPattern } from '../common/form-fields';
import { patientContactPhoneField } from '../notifications/patient-texts';
import { isDateTimeText } from './scheduled-time';
import { returnTripField } from './linked-returns';
import { acceptanceFields } from './pickup-offers';
import { allowDuplicateField } from './duplicate-requests';

export const URGENCY_LEVELS = ['Routine', 'Urgent', 'Emergent'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

/** A wizard trip's priority follows its urgency; an urgency a facility added to its own list counts as routine. */
export const PRIORITY_BY_URGENCY: Record<UrgencyLevel, TripPriority> = {
  Routine: 'MEDIUM',
  Urgent: 'HIGH',
  Emergent: 'CRITICAL',
};
export const priorityOfUrgency = (urgency: string): TripPriority =>
  PRIORITY_BY_URGENCY[urgency as UrgencyLevel] ?? PRIORITY_BY_URGENCY.Routine;
/** The same table read backwards, for trips the admin form creates with a priority (LOW reads as routine). */
export const urgencyOfPriority = (priority: TripPriority): UrgencyLevel =>
  URGENCY_LEVELS.find((u) => PRIORITY_BY_URGENCY[u] === priority) ?? 'Routine';

/** Notification radius in miles: the agencies within it may be offered the request. */
export const NOTIFICATION_RADIUS = { default: 100, min: 10, max: 200 } as const;

/** The wizard's starting values; fromLocation defaults to the user's facility on the server. */
export const TRIP_REQUEST_DEFAULTS = {
  transportLevel: 'BLS',
  urgencyLevel: 'Routine',
  mobilityLevel: 'Ambulatory',
  notificationRadius: NOTIFICATION_RADIUS.default,
  generateQRCode: false,
  oxygenRequired: false,
  monitoringRequired: false,
} as const satisfies Record<string, unknown>;

// 'Critical Care' is another name of CCT: a facility's option list may say either.
const LEVEL_ALIASES: Record<string, TransportLevel> = { 'CRITICAL CARE': 'CCT' };
const toLevel = (v: string) => LEVEL_ALIASES[v.trim().toUpperCase()] ?? v.trim().toUpperCase();
/** BLS, ALS or CCT ('Critical Care' and any case accepted); a missing level is "transportLevel is required". */
export const transportLevelField = z.string().transform(toLevel).pipe(z.enum(TRANSPORT_LEVELS));

// A form sends '' for an emptied optional input: that means "no value".
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalNote = (max = 1000) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
const requiredLine = (max = 200) => z.string().trim().min(1).max(max);
const idOf = (what: string) => z.string().regex(uuidPattern, `must be ${what} id`);

/** A date and time: ISO 8601 with an offset, or a datetime-local value ('2026-11-21T14:30') read in the server's zone. */
export const dateTimeField = z
  .string()
  .trim()
  .min(1)
  .refine(isDateTimeText, 'must be a date and time such as 2026-11-21T14:30 or 2026-11-21T19:30:00Z');

/** Where in the building the crew goes at each end: optional, one line each (carrying-facts.ts shows them). */
export const BUILDING_DETAIL_MAX = 100;
const buildingDetail = () => optionalNote(BUILDING_DETAIL_MAX);
export const buildingDetailFields = {
  fromDepartment: buildingDetail(),
  fromFloor: buildingDetail(),
  fromRoom: buildingDetail(),
  toDepartment: buildingDetail(),
  toFloor: buildingDetail(),
  toRoom: buildingDetail(),
};

/** The destination, as the wizard and a change of the request give it. */
export const destinationFields = {
  /** Typed text, or the name of a place of the facilities list, which then means that place (destination-name.ts). */
  toLocation: requiredLine(200),
  /** Set when the destination was picked from the facilities list; the place's name and point are then used. */
  toFacilityId: z.preprocess(blankToUndefined, idOf('a facility').optional()),
};

// A number input sends '' when cleared and may send the number as text.
const numberInput = (v: unknown) => (v === '' ? null : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v);

/** POST /api/trips/enhanced: the creation payload with the spec's defaults; required fields answer "<field> is required". */
export const enhancedTripBody = z.strictObject({
  patientId: requiredLine(50),
  patientWeight: z.preprocess(numberInput, z.number().min(0, 'must be 0 or more (kg)').max(1000, 'must be at most 1000 kg').nullable().default(null)),
  specialNeeds: optionalNote(),
  insuranceCompany: optionalNote(200),
  generateQRCode: z.boolean().default(false),
  /** Defaults to the caller's facility name. */
  fromLocation: optionalNote(200),
  /** The control center names the origin place; a facility may name one of its own places. */
  fromFacilityId: z.preprocess(blankToUndefined, idOf('a facility').optional()),
  ...destinationFields,
  /** Beyond the spec: department, floor and room at the pickup and at the destination. */
  ...buildingDetailFields,
  scheduledTime: dateTimeField,
  transportLevel: transportLevelField,
  urgencyLevel: requiredLine(50),
  diagnosis: optionalNote(200),
  mobilityLevel: z.preprocess(blankToUndefined, z.string().trim().max(50).default(TRIP_REQUEST_DEFAULTS.mobilityLevel)),
  oxygenRequired: z.boolean().default(false),
  monitoringRequired: z.boolean().default(false),
  selectedAgencies: z
    .array(idOf('an agency'))
    .max(500)
    .default([])
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  notificationRadius: z.preprocess(
    numberInput,
    z
      .number()
      .int('must be a whole number of miles')
      .min(NOTIFICATION_RADIUS.min, 'must be between 10 and 200 miles')
      .max(NOTIFICATION_RADIUS.max, 'must be between 10 and 200 miles')
      .default(NOTIFICATION_RADIUS.default),
  ),
  notes: optionalNote(2000),
  /** The number the patient is texted at about the transport (patient-texts.ts); needs the consent below. */
  patientContactPhone: z.preprocess(blankToUndefined, patientContactPhoneField.optional()),
  /** The patient agreed to be texted at patientContactPhone. */
  patientContactConsent: z.boolean().optional(),
  /** Beyond the spec: the ride home, created with the trip (linked-returns.ts). */
  returnTrip: returnTripField.optional(),
  // beyond the spec: how the request is taken (first to accept unless told), and how long offers stay open
  ...acceptanceFields,
  allowDuplicate: allowDuplicateField,
});
/** What the wizard sends (defaults may be left out). */
export type EnhancedTripInput = z.input<typeof enhancedTripBody>;
/** What the server works with. */
export type EnhancedTripBody = z.output<typeof enhancedTripBody>;
