// What a webhook's body says of a trip: what the trip lists show, nothing clinical, no patient.
import { z } from 'zod';
import { TRANSPORT_LEVELS, TRIP_PRIORITIES, TRIP_STATUSES } from '../common/enums';
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

/** The body of every webhook request. */
export const webhookPayloadSchema = z
  .object({
    type: z.enum(TRIP_EVENT_TYPES),
    id: z.string().describe('The event id, also sent as the webhook-id header: the same on every retry'),
    occurredAt: z.string().describe('ISO 8601'),
    data: z.object({ trip: webhookTripSchema }),
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

export function webhookPayload(type: TripEventType, id: string, occurredAt: Date, t: TripForWebhook): WebhookPayload {
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
  return { type, id, occurredAt: occurredAt.toISOString(), data: { trip } };
}
