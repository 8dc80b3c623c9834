// An organisation's webhook endpoints: listed, registered (the secret answered this once), changed, rotated, deleted.
// A URL is checked, form and addresses, before it is stored; disabling an endpoint cancels what it had still to get.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CreatedWebhook, WebhookDelivery, WebhookEndpoint } from '@/domain/webhooks/webhook-answers';
import { WEBHOOK_MESSAGES, type WebhookCreateBody, type WebhookUpdateBody } from '@/domain/webhooks/webhook-forms';
import type { Db } from '@/server/db/connect';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/server/db/schema';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { endpointUrlProblem } from './endpoint-address';
import { ownedBy, ownerOf } from './endpoint-owner';
import { newWebhookSecret } from './webhook-signature';

/** What an endpoint answers: everything but its secret. */
const shown = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
};

/** How many of an endpoint's latest deliveries its log shows. */
export const DELIVERY_LOG_LENGTH = 50;

async function checkUrl(url: string, allowPrivate: boolean): Promise<void> {
  const problem = await endpointUrlProblem(url, allowPrivate);
  if (problem) throw badRequest(problem);
}

/** The caller's organisation's endpoint, or 404 (another organisation's is not found either). */
const ownedEndpoint = (caller: Caller, id: string) =>
  and(eq(webhookEndpoints.id, knownIdOr404(id, WEBHOOK_MESSAGES.endpointNotFound)), ownedBy(ownerOf(caller)));

export async function listEndpoints(db: Db, caller: Caller): Promise<WebhookEndpoint[]> {
  return db.select(shown).from(webhookEndpoints).where(ownedBy(ownerOf(caller))).orderBy(webhookEndpoints.createdAt);
}

/**
 * Registers an endpoint unless the organisation already has `maxEndpoints`; the count is taken under a lock on the
 * organisation's endpoints, so two registrations at once cannot both pass it.
 */
export async function createEndpoint(
  db: Db,
  caller: Caller,
  body: WebhookCreateBody,
  settings: { allowPrivate: boolean; maxEndpoints: number },
): Promise<CreatedWebhook> {
  const owner = ownerOf(caller);
  await checkUrl(body.url, settings.allowPrivate);
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhook-endpoints:${owner.hospitalId ?? owner.agencyId ?? 'center'}`}))`);
    const [held] = await tx.select({ n: sql<number>`count(*)::int` }).from(webhookEndpoints).where(ownedBy(owner));
    if (held!.n >= settings.maxEndpoints) throw conflict(WEBHOOK_MESSAGES.tooManyEndpoints(settings.maxEndpoints));
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ ...owner, url: body.url, description: body.description, events: body.events, enabled: body.enabled, secret, createdById: caller.id })
      .returning(shown);
    return { ...row!, secret };
  });
}

export async function updateEndpoint(db: Db, caller: Caller, id: string, body: WebhookUpdateBody, allowPrivate: boolean): Promise<WebhookEndpoint> {
  const where = ownedEndpoint(caller, id);
  if (body.url !== undefined) await checkUrl(body.url, allowPrivate);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ ...body, updatedAt: new Date() })
      .where(where)
      .returning(shown);
    if (!row) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
    // a disabled endpoint gets nothing more: what it was still to get ends here (a re-enabled one gets new events)
    if (!row.enabled) {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'CANCELLED' })
        .where(and(eq(webhookDeliveries.endpointId, row.id), inArray(webhookDeliveries.status, ['PENDING', 'SENDING'])));
    }
    return row;
  });
}

/** Deletes the endpoint with its deliveries and their log: nothing is sent to it any more. */
export async function deleteEndpoint(db: Db, caller: Caller, id: string): Promise<void> {
  const gone = await db.delete(webhookEndpoints).where(ownedEndpoint(caller, id)).returning({ id: webhookEndpoints.id });
  if (gone.length === 0) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
}

/** A new secret replaces the old one at once (deliveries still to send are signed with it); answered this once. */
export async function rotateSecret(db: Db, caller: Caller, id: string): Promise<{ secret: string }> {
  const secret = newWebhookSecret();
  const done = await db
    .update(webhookEndpoints)
    .set({ secret, updatedAt: new Date() })
    .where(ownedEndpoint(caller, id))
    .returning({ id: webhookEndpoints.id });
  if (done.length === 0) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
  return { secret };
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  eventType: webhookDeliveries.eventType,
  tripId: webhookDeliveries.tripId,
  status: webhookDeliveries.status,
  createdAt: webhookDeliveries.createdAt,
  deliveredAt: webhookDeliveries.deliveredAt,
};

/** The deliveries with their attempts, newest first. */
async function withAttempts(db: Db, rows: Omit<WebhookDelivery, 'attempts'>[]): Promise<WebhookDelivery[]> {
  if (rows.length === 0) return [];
  const attempts = await db
    .select({ deliveryId: webhookAttempts.deliveryId, at: webhookAttempts.at, statusCode: webhookAttempts.statusCode, error: webhookAttempts.error, durationMs: webhookAttempts.durationMs })
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(webhookAttempts.at));
  return rows.map((r) => ({ ...r, attempts: attempts.filter((a) => a.deliveryId === r.id).map(({ deliveryId: _, ...a }) => a) }));
}

/** The endpoint's latest deliveries (404 for an endpoint not the caller's organisation's). */
export async function listDeliveries(db: Db, caller: Caller, id: string): Promise<WebhookDelivery[]> {
  const [endpoint] = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(ownedEndpoint(caller, id));
  if (!endpoint) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.seq))
    .limit(DELIVERY_LOG_LENGTH);
  return withAttempts(db, rows);
}

/**
 * Sends a delivery again, with the same event id and body, as a new series of attempts. One still to send is only made
 * due now, so a repeated click never sends it twice at once.
 */
export async function resendDelivery(db: Db, caller: Caller, id: string, deliveryId: string): Promise<WebhookDelivery> {
  const [endpoint] = await db.select({ id: webhookEndpoints.id, enabled: webhookEndpoints.enabled }).from(webhookEndpoints).where(ownedEndpoint(caller, id));
  if (!endpoint) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
  if (!endpoint.enabled) throw conflict(WEBHOOK_MESSAGES.endpointDisabled);
  const row = await db.transaction(async (tx) => {
    const [queued] = await tx
      .update(webhookDeliveries)
      .set({
        status: sql`case when ${webhookDeliveries.status} = 'SENDING' then 'SENDING' else 'PENDING' end`,
        attempts: sql`case when ${webhookDeliveries.status} in ('PENDING', 'SENDING') then ${webhookDeliveries.attempts} else 0 end`,
        nextAttemptAt: sql`case when ${webhookDeliveries.status} = 'SENDING' then ${webhookDeliveries.nextAttemptAt} else now() end`,
      })
      .where(and(eq(webhookDeliveries.id, knownIdOr404(deliveryId, WEBHOOK_MESSAGES.deliveryNotFound)), eq(webhookDeliveries.endpointId, endpoint.id)))
      .returning(deliveryColumns);
    if (!queued) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    // the insert trigger wakes the workers for new deliveries; a resent one is announced the same way
    await tx.execute(sql`select pg_notify('tcc_outbox', '')`);
    return queued;
  });
  return (await withAttempts(db, [row]))[0]!;
}
