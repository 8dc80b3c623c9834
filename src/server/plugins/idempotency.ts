// Creates and moves sent with an Idempotency-Key act once: the first request with a key claims it, its answer is kept,
// and a repeat from the same caller (while the first is still running, or within 24 hours) gets that answer again.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAY_HEADER,
} from '@/domain/common/idempotency';
import type { Db } from '../db/connect';
import { idempotencyKeys } from '../db/schema';
import { badRequest, conflict, HttpError } from '../http/errors';
import { requiresSignIn } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed: its answer is kept for the repeats. */
    idempotencyKey: string | null;
  }
  interface FastifyContextConfig {
    /**
     * The answer holds a secret shown once (a new API key's text): a repeat of the request still acts once, but is
     * answered 409 instead of the kept answer, so the secret is never stored.
     */
    answerHoldsSecret?: boolean;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a route takes an Idempotency-Key: a write only a signed-in caller may make (the published contract says so). */
export const takesIdempotencyKey = (route: Pick<RouteOptions, 'method' | 'onRequest' | 'preHandler'>) =>
  [route.method].flat().some((method) => WRITES.has(method)) && requiresSignIn(route);
// a claim never answered (its server stopped mid-request) is taken over after this; requests end within 30 s
const ABANDONED_AFTER = sql`interval '2 minutes'`;
const EXPIRED_AFTER = sql.raw(`interval '${IDEMPOTENCY_KEY_HOURS} hours'`);
const WAIT_STEP_MS = 25;
const WAIT_LIMIT_MS = 30_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/** What makes two requests the same: method, path with query, and body. */
const requestHash = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');

interface KeptAnswer {
  requestHash: string;
  responseStatus: number | null;
  responseBody: string | null;
}

/** Claims the key for this request: true when it is the first (or the earlier claim expired or was abandoned). */
async function claim(db: Db, userId: string, key: string, hash: string): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return true;
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ requestHash: hash, responseStatus: null, responseBody: null, createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        or(
          lt(idempotencyKeys.createdAt, sql`now() - ${EXPIRED_AFTER}`),
          and(isNull(idempotencyKeys.responseStatus), lt(idempotencyKeys.createdAt, sql`now() - ${ABANDONED_AFTER}`)),
        ),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return takenOver.length > 0;
}

const keptAnswer = async (db: Db, userId: string, key: string): Promise<KeptAnswer | undefined> =>
  (
    await db
      .select({ requestHash: idempotencyKeys.requestHash, responseStatus: idempotencyKeys.responseStatus, responseBody: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  )[0];

/** The first request's answer, waiting while it is still being made. */
async function firstAnswer(db: Db, userId: string, key: string, hash: string): Promise<KeptAnswer> {
  for (let waited = 0; waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
    const kept = await keptAnswer(db, userId, key);
    if (kept && kept.requestHash !== hash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.otherRequest);
    if (kept?.responseStatus != null) return kept;
    // the first request failed and gave its key up: this one claims it
    if (!kept && (await claim(db, userId, key, hash))) return { requestHash: hash, responseStatus: null, responseBody: null };
    await sleep(WAIT_STEP_MS);
  }
  throw conflict(IDEMPOTENCY_MESSAGES.stillRunning);
}

function replay(reply: FastifyReply, kept: KeptAnswer) {
  reply.code(kept.responseStatus!).header(IDEMPOTENT_REPLAY_HEADER, 'true');
  if (!kept.responseBody) return reply.send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(kept.responseBody);
}

/**
 * Registered before the answer's compression, so the kept answer is the JSON text. An answer the server failed to
 * make (5xx) is not kept: the key is given up, so a retry is tried again.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotencyKey', null);
  let lastSweep = 0;

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !WRITES.has(request.method) || !request.caller) return;
    const key = Array.isArray(header) ? header[0]! : header;
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.badKey);
    const userId = request.caller.id;
    const hash = requestHash(request);
    if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${EXPIRED_AFTER}`));
    }
    if (await claim(db, userId, key, hash)) {
      request.idempotencyKey = key;
      return;
    }
    const kept = await firstAnswer(db, userId, key, hash);
    if (kept.responseStatus === null) {
      request.idempotencyKey = key;
      return;
    }
    return replay(reply, kept);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (key === null || !request.caller) return payload;
    request.idempotencyKey = null;
    const mine = and(eq(idempotencyKeys.userId, request.caller.id), eq(idempotencyKeys.key, key));
    const text = payload === null || payload === undefined ? '' : typeof payload === 'string' ? payload : null;
    // a failure, a refusal that asks to be tried again later (429) or an answer nobody received (499) is not kept:
    // the repeat is answered afresh
    if (reply.statusCode >= 500 || reply.statusCode === 429 || reply.statusCode === 499 || text === null) {
      await db.delete(idempotencyKeys).where(mine);
    } else if (request.routeOptions.config.answerHoldsSecret && reply.statusCode < 300) {
      const refusal = JSON.stringify({ success: false, error: IDEMPOTENCY_MESSAGES.secretShownOnce });
      await db.update(idempotencyKeys).set({ responseStatus: 409, responseBody: refusal }).where(mine);
    } else {
      await db.update(idempotencyKeys).set({ responseStatus: reply.statusCode, responseBody: text }).where(mine);
    }
    return payload;
  });
}
