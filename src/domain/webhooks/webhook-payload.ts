// What a webhook's body says of a trip: what the trip lists show, nothing clinical, no patient.
import { z } from 'zod';
import { TRANSPORT_LEVELS, TRIP_PRIORITIES, TRIP_STATUSES } from '../common/enums';
import type { Handover } from '../trips/handover';
import { stepRule, TRIP_STEPS, type TripStep } from '../trips/trip-steps';
import { TRIP_EVENT_TYPES, type TripEventType } from './webhook-events';

export const webhookTripSchema = z
  .object({
    id: z.string(),
    tripNumber: z.string(),
    status: z.enum(TRIP_STATUSES),
    transportLevel: z.enum(TRANSPORT_LEVELS),
    priority: z.enum(TRIP_PRIORITIES),
    scheduledTime: z.string().describe('ISO 8601'),
    fromLocation: z.string(),
    toLocation: z.string(),
    hospitalId: z.string().nullable().describe('The facility that requested it'),
    assignedAgencyId: z.string().nullable().describe('The agency carrying it, once accepted'),
  })
  .meta({ id: 'WebhookTrip' });
export type WebhookTrip = z.output<typeof webhookTripSchema>;

/** Who received the patient at Handed over: the signature itself stays in TCC (the trip's details, the FHIR Task). */
export const webhookHandoverSchema = z
  .object({
    receiverName: z.string().nullable(),
    signed: z.boolean().describe('Whether the receiver signed on the phone'),
    noSignatureReason: z.string().nullable().describe('Why no one signed, when no one did'),
  })
  .meta({ id: 'WebhookHandover' });

/** The step of a trip.step_recorded or trip.step_undone event. */
export const webhookStepSchema = z
  .object({
    id: z.string(),
    step: z.enum(TRIP_STEPS),
    label: z.string().describe('The step as the screens name it: "Patient loaded"'),
    occurredAt: z.string().describe('ISO 8601: when it happened, the phone\'s time corrected by its clock offset'),
    handover: webhookHandoverSchema.optional().describe('HANDED_OVER recorded in the crew app: who received the patient'),
  })
  .meta({ id: 'WebhookStep' });
export type WebhookStep = z.output<typeof webhookStepSchema>;

/** The acceptance a trip.acceptance_undone event takes back. */
export const webhookAcceptanceSchema = z
  .object({
    agencyId: z.string().describe('The agency whose acceptance was undone'),
    acceptedAt: z.string().describe('ISO 8601: when it had accepted'),
  })
  .meta({ id: 'WebhookAcceptance' });
export type WebhookAcceptance = z.output<typeof webhookAcceptanceSchema>;

/**
 * The headers that sign each delivery, per the Standard Webhooks convention: the event id (the same on every retry),
 * the Unix time of sending, and "v1,<base64 HMAC-SHA256 of {id}.{timestamp}.{body}>".
 */
export const WEBHOOK_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const;

/** The body of every webhook request. */
export const webhookPayloadSchema = z
  .object({
    type: z.enum(TRIP_EVENT_TYPES),
    id: z.string().describe('The event id, also sent as the webhook-id header: the same on every retry'),
    occurredAt: z.string().describe('ISO 8601'),
    data: z.object({
      trip: webhookTripSchema,
      step: webhookStepSchema.optional().describe('trip.step_recorded: the step recorded; trip.step_undone: the step undone'),
      acceptance: webhookAcceptanceSchema.optional().describe('trip.acceptance_undone only: the acceptance undone'),
    }),
  })
  .meta({ id: 'WebhookPayload' });
export type WebhookPayload = z.output<typeof webhookPayloadSchema>;

/** The trip's columns as a row holds them. */
export interface TripForWebhook {
  id: string;
  tripNumber: string;
  status: WebhookTrip['status'];
  transportLevel: WebhookTrip['transportLevel'];
  priority: WebhookTrip['priority'];
  scheduledTime: Date;
  fromLocation: string;
  toLocation: string;
  hospitalId: string | null;
  assignedAgencyId: string | null;
}

/** An undone acceptance: the agency that had accepted, and when. */
export interface AcceptanceForWebhook {
  agencyId: string;
  acceptedAt: Date;
}

/** A recorded step as a row holds it. */
export interface StepForWebhook {
  id: string;
  step: TripStep;
  at: Date;
  handover?: Handover | null;
}

export function webhookPayload(
  type: TripEventType,
  id: string,
  occurredAt: Date,
  t: TripForWebhook,
  s?: StepForWebhook,
  a?: AcceptanceForWebhook,
): WebhookPayload {
  const trip: WebhookTrip = {
    id: t.id,
    tripNumber: t.tripNumber,
    status: t.status,
    transportLevel: t.transportLevel,
    priority: t.priority,
    scheduledTime: t.scheduledTime.toISOString(),
    fromLocation: t.fromLocation,
    toLocation: t.toLocation,
    hospitalId: t.hospitalId,
    assignedAgencyId: t.assignedAgencyId,
  };
  const step: WebhookStep | undefined = s && { id: s.id, step: s.step, label: stepRule(s.step).label, occurredAt: s.at.toISOString() };
  if (step && s?.handover) {
    const h = s.handover;
    step.handover = { receiverName: h.receiverName ?? null, signed: h.signature !== undefined, noSignatureReason: h.noSignatureReason ?? null };
  }
  const acceptance: WebhookAcceptance | undefined = a && { agencyId: a.agencyId, acceptedAt: a.acceptedAt.toISOString() };
  return { type, id, occurredAt: occurredAt.toISOString(), data: { trip, ...(step && { step }), ...(acceptance && { acceptance }) } };
}
