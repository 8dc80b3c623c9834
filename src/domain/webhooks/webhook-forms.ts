// The webhook endpoint form and its calls: what an organisation registers, and the sentences a refused URL gets.
import { z } from 'zod';
import { TRIP_EVENT_TYPES } from './webhook-events';

export const WEBHOOK_MESSAGES = {
  invalidUrl: 'Enter the full address of your endpoint, e.g. https://example.org/tcc-events',
  httpsOnly: 'Webhook URLs must use https',
  credentialsInUrl: 'Webhook URLs must not contain a user name or password',
  privateAddress: 'This address is on a private network',
  unknownHost: 'No address could be found for this host',
  noEvents: 'Choose at least one event',
  noOrganisation: 'Your account belongs to no organisation that can receive webhooks',
  endpointNotFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  endpointDisabled: 'Enable the endpoint before resending to it',
  tooManyEndpoints: (max: number) => `Your organisation already has ${max} webhook endpoints, the most it may have: delete one it no longer uses first`,
} as const;

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

/**
 * What is wrong with a URL as a webhook endpoint, without looking its host up (the server checks the addresses), or
 * null. `allowHttp`: the operator allows plain http (WEBHOOKS_ALLOW_PRIVATE).
 */
export function webhookUrlProblem(text: string, allowHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return WEBHOOK_MESSAGES.invalidUrl;
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) {
    return url.protocol === 'http:' ? WEBHOOK_MESSAGES.httpsOnly : WEBHOOK_MESSAGES.invalidUrl;
  }
  if (url.username || url.password) return WEBHOOK_MESSAGES.credentialsInUrl;
  return url.hostname ? null : WEBHOOK_MESSAGES.invalidUrl;
}

const events = z.array(z.enum(TRIP_EVENT_TYPES)).min(1, WEBHOOK_MESSAGES.noEvents).max(TRIP_EVENT_TYPES.length).transform((list) => [...new Set(list)]);
const url = z.string().trim().min(1, WEBHOOK_MESSAGES.invalidUrl).max(WEBHOOK_URL_MAX);
const description = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX);

/** POST /api/webhooks. */
export const webhookCreateBody = z.strictObject({ url, description: description.default(''), events, enabled: z.boolean().default(true) });
export type WebhookCreateBody = z.output<typeof webhookCreateBody>;

/** PUT /api/webhooks/{id}: the fields to change; the others keep their values. */
export const webhookUpdateBody = z.strictObject({ url: url.optional(), description: description.optional(), events: events.optional(), enabled: z.boolean().optional() });
export type WebhookUpdateBody = z.output<typeof webhookUpdateBody>;

export const webhookDeliveryParams = z.strictObject({ id: z.string(), deliveryId: z.string() });
