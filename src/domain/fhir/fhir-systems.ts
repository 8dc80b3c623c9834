// The URIs TCC names its codes and identifiers by in FHIR (stated in the CapabilityStatement and docs/integrations.md).
import type { TransportLevel } from '../common/enums';
import type { UrgencyLevel } from '../trips/trip-request';

const BASE = 'https://fhir.tcc.local';

/** TCC's code system: the level of care (ServiceRequest.code) and the special needs and mobility (orderDetail). */
export const TCC_CODE_SYSTEM = `${BASE}/CodeSystem/transport-order`;
/** The crew's steps between the statuses (Task.businessStatus): EN_ROUTE, AT_PICKUP, PATIENT_LOADED, AT_DESTINATION, HANDED_OVER. */
export const TRIP_STEP_SYSTEM = `${BASE}/CodeSystem/trip-step`;
/** What a Task's outputs hold once the patient is handed over (Task.output.type). */
export const HANDOVER_OUTPUT_SYSTEM = `${BASE}/CodeSystem/handover-output`;
export const HANDOVER_OUTPUTS = { receiver: 'Received by', signature: "Receiver's signature", 'no-signature-reason': 'No signature because' } as const;
/** A trip's number (Task.identifier). */
export const TRIP_NUMBER_SYSTEM = `${BASE}/sid/trip-number`;
/** A place of TCC's directory, by its id (Location.identifier). */
export const PLACE_SYSTEM = `${BASE}/sid/place`;
/** An EMS agency, by its id (Organization.identifier, Task.owner). */
export const AGENCY_SYSTEM = `${BASE}/sid/agency`;

/**
 * ServiceRequest.extension asking agencies to compare offers: its valueInteger is the minutes offers stay open (5–120).
 * Without it the request goes to the first agency to accept.
 */
export const OFFER_DEADLINE_EXTENSION = `${BASE}/StructureDefinition/offer-deadline-minutes`;

/**
 * ServiceRequest.extension saying a second transport is intended: with valueBoolean true, an order of the same patient
 * to the same destination within 60 minutes of an open request is made instead of refused (409, issue duplicate).
 */
export const ALLOW_DUPLICATE_EXTENSION = `${BASE}/StructureDefinition/allow-duplicate`;

export const FHIR_JSON = 'application/fhir+json';
/** Where TCC's FHIR R4 endpoint is served. */
export const FHIR_BASE_PATH = '/fhir/r4';

/** The levels of care: ServiceRequest.code's TCC coding. */
export const LEVEL_CODES: Record<string, TransportLevel> = { BLS: 'BLS', ALS: 'ALS', CCT: 'CCT' };

/** Special needs as orderDetail codes: two are the request's own flags, the others are written into its special needs. */
export const NEED_CODES = {
  oxygen: { flag: 'oxygenRequired', display: 'Oxygen' },
  'cardiac-monitoring': { flag: 'monitoringRequired', display: 'Cardiac monitoring' },
  bariatric: { flag: null, display: 'Bariatric' },
  isolation: { flag: null, display: 'Isolation' },
} as const;

/** Mobility as orderDetail codes: the request forms' mobility levels. */
export const MOBILITY_CODES: Record<string, string> = {
  ambulatory: 'Ambulatory',
  wheelchair: 'Wheelchair',
  stretcher: 'Stretcher',
  bedbound: 'Bedbound',
};

/** ServiceRequest.priority → the wizard's urgency (whose priority follows, trip-request.ts): asap and stat are emergent. */
export const URGENCY_BY_PRIORITY: Record<'routine' | 'urgent' | 'asap' | 'stat', UrgencyLevel> = {
  routine: 'Routine',
  urgent: 'Urgent',
  asap: 'Emergent',
  stat: 'Emergent',
};
