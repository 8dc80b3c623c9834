// The published contract's `webhooks`: every trip event of the domain's catalog, as the POST TCC sends to an
// organisation's endpoint, with its body and the headers that sign it.
import { TRIP_EVENT_TYPES } from '@/domain/webhooks/webhook-events';
import { WEBHOOK_HEADERS } from '@/domain/webhooks/webhook-payload';

/** The component every event's body narrows: the payload schema of src/domain/webhooks/webhook-payload.ts. */
export const WEBHOOK_PAYLOAD_COMPONENT = 'WebhookPayload';

const SIGNATURE_PARAMETERS = [
  { name: WEBHOOK_HEADERS.id, description: 'The event id: the same on every retry and resend, so a receiver drops repeats by it', schema: { type: 'string' } },
  { name: WEBHOOK_HEADERS.timestamp, description: 'When this attempt was sent, in Unix seconds: refuse one more than a few minutes off', schema: { type: 'string', pattern: '^[0-9]+$' } },
  {
    name: WEBHOOK_HEADERS.signature,
    description: "v1,<signature>: the base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}, keyed with the endpoint secret's base64 part (after whsec_) decoded",
    schema: { type: 'string', pattern: '^v1,' },
  },
].map((header) => ({ ...header, in: 'header', required: true }));

/** One entry per event type, so a type added to the catalog is published with the others. */
export function webhookEvents(): Record<string, unknown> {
  return Object.fromEntries(
    TRIP_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: type,
          description: `TCC sends ${type} to each endpoint of an organisation that hears it and has it among its events (which organisations hear which event: the integrations guide).`,
          tags: ['Webhooks'],
          parameters: SIGNATURE_PARAMETERS,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  allOf: [{ $ref: `#/components/schemas/${WEBHOOK_PAYLOAD_COMPONENT}` }, { type: 'object', properties: { type: { const: type } }, required: ['type'] }],
                },
              },
            },
          },
          responses: { '2XX': { description: 'Received. Any other answer, or none in time, is tried again later with the same webhook-id' } },
        },
      },
    ]),
  );
}
