// Signing per the Standard Webhooks convention: the secret is whsec_ and a base64 key; the signature is the base64
// HMAC-SHA256 of "{id}.{timestamp}.{body}" with that key, sent as "v1,<signature>".
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new secret: 32 random bytes. */
export const newWebhookSecret = () => `${PREFIX}${randomBytes(32).toString('base64')}`;

export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}
