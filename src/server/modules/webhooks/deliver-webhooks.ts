// The webhook half of the outbox worker's pass (src/server/modules/outbox/outbox-worker.ts): due deliveries are
// claimed with FOR UPDATE SKIP LOCKED under a lease, like messages, sent, and recorded with each attempt. A trip's
// events reach an endpoint in order: a delivery is not claimed while an earlier one of the same trip and endpoint is
// still to send, so a later event waits until the earlier one is delivered or has failed for good.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { retryDelaySeconds } from '@/domain/notifications/outbox-retry';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import { type AttemptResult, sendWebhook } from './send-webhook';

export interface WebhookDeliveryDeps {
  db: Db;
  log: FastifyBaseLogger;
  leaseSeconds: number;
  settings: { allowPrivate: boolean; timeoutMs: number };
}

interface Claimed {
  id: string;
  endpointId: string;
  eventId: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
}

/** Logged once a delivery's 2xx is recorded (operators and the crash test read it). */
export const WEBHOOK_DELIVERED_LOG = 'webhook delivered and recorded';
const BATCH = 20;

/** Claims up to a batch of due deliveries, sends them together and records each once answered; answers how many it claimed. */
export async function deliverDueWebhooks(deps: WebhookDeliveryDeps): Promise<number> {
  const { db } = deps;
  // an attempt is abandoned well before its claim lapses, so no second instance takes it up while it may still succeed
  const settings = { ...deps.settings, timeoutMs: Math.min(deps.settings.timeoutMs, (deps.leaseSeconds * 1000) / 2) };
  const claimed = await rawRows<Claimed>(
    db,
    sql`with due as (
          select d.id from webhook_deliveries as d join webhook_endpoints as e on e.id = d.endpoint_id and e.enabled
          where d.status in ('PENDING', 'SENDING') and d.next_attempt_at <= now()
            and not exists (select 1 from webhook_deliveries as p where p.endpoint_id = d.endpoint_id and p.trip_id = d.trip_id
                            and p.seq < d.seq and p.status in ('PENDING', 'SENDING'))
          order by d.next_attempt_at limit ${BATCH}
          for update of d skip locked)
        update webhook_deliveries as d set status = 'SENDING', attempts = d.attempts + 1,
               next_attempt_at = now() + make_interval(secs => ${deps.leaseSeconds})
        from due, webhook_endpoints as e
        where d.id = due.id and e.id = d.endpoint_id
        returning d.id, d.endpoint_id as "endpointId", d.event_id as "eventId", d.body, d.attempts, e.url, e.secret`,
  );
  // each is recorded as its own answer arrives: a slow endpoint keeps no other delivery from counting as done
  await Promise.all(claimed.map(async (c) => record(deps, c, await sendWebhook(c, settings))));
  return claimed.length;
}

/** The attempt in the log, and the delivery done, due again after the backoff, or failed for good. */
async function record(deps: WebhookDeliveryDeps, c: Claimed, r: AttemptResult): Promise<void> {
  const delay = r.ok ? null : retryDelaySeconds(c.attempts);
  const next = r.ok
    ? sql`status = 'DELIVERED', delivered_at = now()`
    : delay === null
      ? sql`status = 'FAILED'`
      : sql`status = 'PENDING', next_attempt_at = now() + make_interval(secs => ${delay})`;
  // the attempt is logged only while the claim is still this pass's (a disabled endpoint's delivery stays CANCELLED)
  await deps.db.execute(sql`with moved as (update webhook_deliveries set ${next} where id = ${c.id} and status = 'SENDING' returning id)
    insert into webhook_attempts (delivery_id, status_code, error, duration_ms)
    select ${c.id}, ${r.statusCode}, ${r.error}, ${r.durationMs} from moved`);
  const where = { deliveryId: c.id, endpointId: c.endpointId, eventId: c.eventId, attempts: c.attempts };
  if (r.ok) deps.log.info({ ...where, statusCode: r.statusCode }, WEBHOOK_DELIVERED_LOG);
  else deps.log.warn({ ...where, statusCode: r.statusCode, err: r.error, retryInSeconds: delay }, 'webhook delivery failed');
}

/** Makes the open claims due at once: on the embedded database they are from a run that ended mid-send. */
export const reclaimOpenDeliveries = (db: Db) => db.execute(sql`update webhook_deliveries set next_attempt_at = now() where status = 'SENDING'`);
