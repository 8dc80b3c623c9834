// Between FHIR and TCC's requests: a read ServiceRequest → the wizard's request body, a trip → the Task that follows it.
import type { TransportLevel, TripPriority, TripStatus } from '../common/enums';
import type { AgencyResponse } from '../common/enums';
import { NOTIFICATION_RADIUS, type EnhancedTripInput } from '../trips/trip-request';
import { handoverSummary, type HandoverView, SIGNATURE_PREFIX } from '../trips/handover';
import { stepRule, type TripStep } from '../trips/trip-steps';
import { TRIP_REQUEST_RULE_MESSAGES } from '../trips/trip-request-rules';
import { TRIP_ERRORS } from '../trips/trip-errors';
import type { FhirPriority, FhirTask, TaskStatus } from './fhir-resources';
import { AGENCY_SYSTEM, HANDOVER_OUTPUT_SYSTEM, HANDOVER_OUTPUTS, TRIP_NUMBER_SYSTEM, TRIP_STEP_SYSTEM } from './fhir-systems';
import type { TransportOrder } from './service-request';

/**
 * The wizard's body for an order whose destination and agencies are matched: the same rules then judge it as any
 * request. Named agencies are checked within the widest radius a facility may choose; none named, the request goes
 * to every eligible agency within the default radius, as from the wizard.
 */
export function requestBodyOf(order: TransportOrder, destination: { placeId: string; name: string }, agencyIds: string[]): EnhancedTripInput {
  return {
    patientId: order.patientId,
    toLocation: destination.name,
    toFacilityId: destination.placeId,
    scheduledTime: order.scheduledTime,
    transportLevel: order.transportLevel,
    urgencyLevel: order.urgencyLevel,
    ...(order.mobilityLevel && { mobilityLevel: order.mobilityLevel }),
    oxygenRequired: order.oxygenRequired,
    monitoringRequired: order.monitoringRequired,
    ...(order.specialNeeds && { specialNeeds: order.specialNeeds }),
    ...(order.notes && { notes: order.notes }),
    selectedAgencies: agencyIds,
    notificationRadius: agencyIds.length > 0 ? NOTIFICATION_RADIUS.max : NOTIFICATION_RADIUS.default,
    ...(order.offerDeadlineMinutes !== undefined && { acceptanceMode: 'COMPARE_OFFERS', offerDeadlineMinutes: order.offerDeadlineMinutes }),
    ...(order.allowDuplicate && { allowDuplicate: true }),
  };
}

/** Where a field of the request body came from in the ServiceRequest, to name it when the request rules refuse it. */
export const ORDER_FIELD_PATHS: Record<string, string> = {
  patientId: 'ServiceRequest.subject',
  scheduledTime: 'ServiceRequest.occurrenceDateTime',
  specialNeeds: 'ServiceRequest.orderDetail',
  notes: 'ServiceRequest.note',
  mobilityLevel: 'ServiceRequest.orderDetail',
  selectedAgencies: 'ServiceRequest.performer',
  toLocation: 'ServiceRequest.locationReference[0]',
};

/**
 * The element a refusal of the request rules is about: the order's time or destination, one of its performers (the
 * offering rule's), or the requester, whose own place the patient leaves from; the order as a whole when none.
 */
export function ruleExpression(message: string, body: { transportLevel: TransportLevel; notificationRadius: number }, performers: readonly { id: string; name: string }[]): string {
  if (message === TRIP_REQUEST_RULE_MESSAGES.samePlace) return 'ServiceRequest.locationReference[0]';
  if (message === TRIP_REQUEST_RULE_MESSAGES.longPast || message === TRIP_ERRORS.scheduledTimeInvalid) return 'ServiceRequest.occurrenceDateTime';
  if (message === TRIP_ERRORS.originWithoutCoordinates) return 'ServiceRequest.requester';
  const refused = (a: { id: string; name: string }) =>
    message === TRIP_ERRORS.unknownAgency(a.id) || message === TRIP_ERRORS.agencyNotEligible(a.name, body.transportLevel, body.notificationRadius);
  const i = performers.findIndex(refused);
  return i >= 0 ? `ServiceRequest.performer[${i}]` : 'ServiceRequest';
}

/**
 * A trip's status as a Task's. The last decline of its offers cancels a request (change-trip-status.ts): that one
 * reads rejected, any other cancellation cancelled.
 */
export function taskStatusOf(status: TripStatus, offers: readonly { response: AgencyResponse }[]): TaskStatus {
  switch (status) {
    case 'PENDING':
      return 'requested';
    case 'ACCEPTED':
      return 'accepted';
    case 'IN_PROGRESS':
      return 'in-progress';
    case 'COMPLETED':
      return 'completed';
    case 'CANCELLED':
      return offers.length > 0 && offers.every((o) => o.response === 'DECLINED') ? 'rejected' : 'cancelled';
  }
}

const FHIR_PRIORITY_OF: Record<TripPriority, FhirPriority> = { LOW: 'routine', MEDIUM: 'routine', HIGH: 'urgent', CRITICAL: 'stat' };

/** What the Task is built from: a trip as its details read. */
export interface TaskFacts {
  id: string;
  tripNumber: string;
  patientId: string;
  status: TripStatus;
  /** The crew's latest step, or null before any. */
  latestStep: TripStep | null;
  priority: TripPriority;
  createdAt: string;
  updatedAt: string;
  assignedAgency: { id: string; name: string } | null;
  offeredAgencies: readonly { response: AgencyResponse }[];
  /** The ServiceRequest's identifier, when the trip came from one that had it. */
  order: { system: string; value: string } | null;
  /** Who received the patient, when the crew recorded it with Handed over. */
  handover?: HandoverView | null;
}

/** The crew's latest step as the Task's business status: TCC's code and the words the screens show. */
function businessStatusOf(step: TripStep) {
  const { label } = stepRule(step);
  return { coding: [{ system: TRIP_STEP_SYSTEM, code: step, display: label }], text: label };
}

const handoverOutput = (code: keyof typeof HANDOVER_OUTPUTS) => ({
  coding: [{ system: HANDOVER_OUTPUT_SYSTEM, code, display: HANDOVER_OUTPUTS[code] }],
  text: HANDOVER_OUTPUTS[code],
});

/**
 * The hand-over as the Task reports it: a note saying to whom and when, and the outputs an EHR files (the receiver's
 * name, the signature as a PNG attachment, or why no one signed).
 */
function handoverOf(h: HandoverView): Pick<FhirTask, 'output' | 'note'> {
  const output: NonNullable<FhirTask['output']> = [];
  if (h.receiverName) output.push({ type: handoverOutput('receiver'), valueString: h.receiverName });
  if (h.signature) {
    const data = h.signature.slice(SIGNATURE_PREFIX.length);
    output.push({ type: handoverOutput('signature'), valueAttachment: { contentType: 'image/png', data, title: `Signature of ${h.receiverName}`, creation: h.at } });
  }
  if (h.noSignatureReason) output.push({ type: handoverOutput('no-signature-reason'), valueString: h.noSignatureReason });
  const text = handoverSummary({ ...h, signed: h.signature !== null });
  return { output, note: [{ authorString: h.recordedBy, time: h.at, text }] };
}

/** The Task that follows a trip: its number, the patient by identifier only, the accepting agency as owner, the crew's latest step. */
export function taskOf(t: TaskFacts): FhirTask {
  return {
    resourceType: 'Task',
    id: t.id,
    identifier: [{ system: TRIP_NUMBER_SYSTEM, value: t.tripNumber }],
    status: taskStatusOf(t.status, t.offeredAgencies),
    ...(t.latestStep && { businessStatus: businessStatusOf(t.latestStep) }),
    intent: 'order',
    priority: FHIR_PRIORITY_OF[t.priority],
    focus: { type: 'ServiceRequest', ...(t.order && { identifier: t.order }), display: `Transport request ${t.tripNumber}` },
    for: { type: 'Patient', identifier: { value: t.patientId } },
    authoredOn: t.createdAt,
    lastModified: t.updatedAt,
    ...(t.assignedAgency && {
      owner: { type: 'Organization', identifier: { system: AGENCY_SYSTEM, value: t.assignedAgency.id }, display: t.assignedAgency.name },
    }),
    ...(t.handover && handoverOf(t.handover)),
  };
}
