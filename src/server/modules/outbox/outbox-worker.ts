// Delivers the outbox, and the webhook deliveries beside it (src/server/modules/webhooks/deliver-webhooks.ts). Each
// instance claims due messages with FOR UPDATE SKIP LOCKED, so one instance sends each; a claim is a lease
// (next_attempt_at), so a message claimed by an instance that died is taken up again once it lapses.
// Every message is recorded before it is sent and marked after the server or provider accepted it: a crash before the
// mark sends it again (the e-mail keeps its Message-ID), a crash before the send loses nothing. The texts to one number
// reach the provider in the order they were queued (outbox-claim.ts), so "cancelled" never overtakes "booked".
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { retryDelaySeconds } from '@/domain/notifications/outbox-retry';
import type { Database, Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import type { OutboxChannel } from '@/server/db/schema';
import type { Mailer } from '../mail';
import type { SmsProvider } from '../sms';
import { deliverDueWebhooks, reclaimOpenDeliveries } from '../webhooks';
import { type Claimed, claimDue, OUTBOX_BATCH, type Withheld } from './outbox-claim';
import type { OutgoingMessage } from './queue';

/** What became of one attempt: accepted, written to the log (nothing configured to send it), or refused with the reason. */
export type DeliveryOutcome = { status: 'SENT' } | { status: 'LOGGED' } | { status: 'FAILED'; error: string };

export interface OutboxWorker {
  /** Listens for new messages, delivers what is due, and looks again every few seconds for retries and lapsed claims. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Delivers every message due now, including those a running pass holds; resolves when none is left. */
  drain(): Promise<void>;
  /** Records one message already claimed, sends it at once and answers the outcome: no retry (the connection tests). */
  sendNow(message: OutgoingMessage): Promise<DeliveryOutcome>;
}

/**
 * An attempt the server or provider accepted (or, with nothing configured to send it, the log took), or a claimed text
 * not sent after all.
 */
interface Delivered {
  id: string;
  channel: OutboxChannel;
  status: 'SENT' | 'LOGGED' | Withheld;
  providerId?: string;
}

export interface OutboxDeps {
  database: Database;
  mailer: Mailer;
  sms: SmsProvider | null;
  log: FastifyBaseLogger;
  /** How long a claim holds before another instance may take the message up; longer than any one attempt. */
  leaseSeconds: number;
  /** Webhook deliveries' address rule and time limit per attempt (Config.webhooks). */
  webhooks: { allowPrivate: boolean; timeoutMs: number };
}

/** Logged once a message's acceptance by the server or provider is recorded (operators and the crash test read it). */
export const OUTBOX_SENT_LOG = 'outbox message sent and recorded';
const POLL_MS = 5_000;
const GATHER_MS = 50;
const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createOutboxWorker(deps: OutboxDeps): OutboxWorker {
  const db: Db = deps.database.db;
  // an attempt is abandoned well before its claim lapses, so no second instance takes it up while it may still succeed
  const attemptMs = (deps.leaseSeconds * 1000) / 2;
  let running: Promise<void> | null = null;
  let again = false;
  let poll: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  const webhookDeps = { db, log: deps.log, leaseSeconds: deps.leaseSeconds, settings: deps.webhooks };

  async function attempt(m: Claimed): Promise<{ status: 'SENT' | 'LOGGED'; providerId?: string }> {
    if (m.channel === 'EMAIL') {
      if (!deps.mailer.configured) {
        deps.log.info({ mail: { id: m.id, to: m.to, subject: m.subject, text: m.text } }, 'mail written to the log (no SMTP_URL set)');
        return { status: 'LOGGED' };
      }
      await withTimeout(deps.mailer.deliver({ to: m.to, subject: m.subject, text: m.text }, `<${m.id}@outbox.tcc>`), attemptMs);
      return { status: 'SENT' };
    }
    if (!deps.sms) {
      deps.log.info({ sms: { id: m.id, to: m.to, text: m.text } }, 'text message written to the log (no SMS provider set)');
      return { status: 'LOGGED' };
    }
    const { id } = await withTimeout(deps.sms.send(m.to, m.text), attemptMs);
    return { status: 'SENT', providerId: id };
  }

  /** One attempt: what came of it, the provider's id when it gave one. */
  async function tryOnce(m: Claimed): Promise<(Delivered & { status: 'SENT' | 'LOGGED' }) | { status: 'FAILED'; error: string }> {
    try {
      return { ...(await attempt(m)), id: m.id, channel: m.channel };
    } catch (err) {
      return { status: 'FAILED', error: reasonOf(err) };
    }
  }

  /** Marks the messages the server or provider accepted, in one statement, then says so for each one sent. */
  async function recordDone(done: Delivered[]): Promise<void> {
    if (done.length === 0) return;
    const rows = done.map((d) => ({ id: d.id, status: d.status, provider_id: d.providerId ?? null }));
    await db.execute(sql`update outbox as o set status = d.status, sent_at = now(), provider_id = d.provider_id, error = null
                         from json_to_recordset(${JSON.stringify(rows)}::json) as d (id uuid, status text, provider_id text)
                         where o.id = d.id and o.status = 'SENDING'`);
    for (const d of done) if (d.status === 'SENT') deps.log.info({ messageId: d.id, channel: d.channel }, OUTBOX_SENT_LOG);
  }

  /** A refused attempt: due again after the backoff, or failed for good. */
  async function recordFailure(m: Claimed, error: string, retry: boolean): Promise<void> {
    const delay = retry ? retryDelaySeconds(m.attempts) : null;
    deps.log.warn({ err: error, messageId: m.id, attempts: m.attempts, retryInSeconds: delay }, 'outbox delivery failed');
    await db.execute(
      delay === null
        ? sql`update outbox set status = 'FAILED', error = ${error} where id = ${m.id} and status = 'SENDING'`
        : sql`update outbox set status = 'PENDING', error = ${error}, next_attempt_at = now() + make_interval(secs => ${delay})
              where id = ${m.id} and status = 'SENDING'`,
    );
  }

  /**
   * Claims up to a batch of due messages (outbox-claim.ts), delivers them together and records the batch: the accepted
   * ones in one statement once every attempt has ended (each is bounded by attemptMs), a text the claim found withheld
   * with the reason. Answers whether more may be due: a full batch left some, and a claimed text with a later one to
   * its number waiting may have freed it (one queued after the claim wakes another pass).
   */
  async function batch(): Promise<boolean> {
    const claimed = await claimDue(db, deps.leaseSeconds);
    const outcomes: (Delivered | { status: 'FAILED'; error: string })[] = await Promise.all(
      claimed.map((m) => (m.withheld ? { id: m.id, channel: m.channel, status: m.withheld } : tryOnce(m))),
    );
    await recordDone(outcomes.filter((o): o is Delivered => o.status !== 'FAILED'));
    await Promise.all(outcomes.map((o, k) => (o.status === 'FAILED' ? recordFailure(claimed[k]!, o.error, true) : undefined)));
    return claimed.length === OUTBOX_BATCH || claimed.some((m) => m.followed);
  }

  /** One pass at a time per instance; a wake-up during a pass makes it look once more when done. */
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        // on while a batch may have left or freed some; messages queued later wake another pass
        while (await batch());
        // a delivered event may free the next one of its trip: look again until a pass claims none
        while ((await deliverDueWebhooks(webhookDeps)) > 0);
      } while (again);
    })()
      .catch((err: unknown) => deps.log.error({ err }, 'outbox pass failed; retried at the next poll'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  // a busy hour's moves each queue a message: those announced within a moment are claimed and recorded together
  let gathering: NodeJS.Timeout | undefined;
  const soon = () => {
    gathering ??= setTimeout(() => {
      gathering = undefined;
      void kick();
    }, GATHER_MS);
  };

  return {
    async start() {
      // the embedded database belongs to this one process: a claim still open is from a run that ended mid-send
      if (deps.database.kind === 'pglite') {
        await db.execute(sql`update outbox set next_attempt_at = now() where status = 'SENDING'`);
        await reclaimOpenDeliveries(db);
      }
      unlisten = await deps.database.listen('tcc_outbox', soon);
      poll = setInterval(() => void kick(), POLL_MS).unref();
      void kick();
    },
    async stop() {
      clearInterval(poll);
      clearTimeout(gathering);
      await unlisten?.();
      await running;
    },
    drain: kick,
    async sendNow(message) {
      const [m] = await rawRows<Claimed>(
        db,
        sql`insert into outbox (channel, "to", subject, text, status, attempts, next_attempt_at)
            values (${message.channel}, ${message.to}, ${message.channel === 'EMAIL' ? message.subject : ''}, ${message.text},
                    'SENDING', 1, now() + make_interval(secs => ${deps.leaseSeconds}))
            returning id, channel, "to", subject, text, attempts`,
      );
      const outcome = await tryOnce(m!);
      if (outcome.status === 'FAILED') await recordFailure(m!, outcome.error, false);
      else await recordDone([outcome]);
      return outcome.status === 'FAILED' ? outcome : { status: outcome.status };
    },
  };
}
