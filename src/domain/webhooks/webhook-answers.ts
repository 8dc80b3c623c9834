// What the webhook calls answer: the schemas the routes declare and the web app's types come from. The secret appears
// only in the answers to a creation and a rotation.
import { z } from 'zod';
import { instant } from '../common/answers';
import { TRIP_EVENT_TYPES } from './webhook-events';

export const webhookEndpointSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(TRIP_EVENT_TYPES)),
    enabled: z.boolean(),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;

/** The signing secret, shown once: at creation and at each rotation. */
export const webhookSecretSchema = z.object({
  secret: z.string().describe('whsec_ followed by the base64 key; the HMAC key is the text after whsec_, decoded'),
});

/** POST /api/webhooks: the new endpoint with its secret. */
export const createdWebhookSchema = webhookEndpointSchema.extend(webhookSecretSchema.shape).meta({ id: 'CreatedWebhookEndpoint' });
export type CreatedWebhook = z.output<typeof createdWebhookSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SENDING', 'DELIVERED', 'FAILED', 'CANCELLED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One attempt to deliver: when, what the endpoint answered (or why nothing), how long it took. */
export const webhookAttemptSchema = z.object({
  at: instant,
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});

/** An event sent (or to send) to one endpoint, with its attempts, newest first. */
export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    eventId: z.string().describe('The webhook-id header of every attempt and resend'),
    eventType: z.enum(TRIP_EVENT_TYPES),
    tripId: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    createdAt: instant,
    deliveredAt: instant.nullable(),
    attempts: z.array(webhookAttemptSchema),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;
