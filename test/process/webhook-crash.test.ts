import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '@/domain/session/demo-accounts';
import { openDatabase } from '@/server/db/connect';
import { webhookDeliveries } from '@/server/db/schema';
import { WEBHOOK_DELIVERED_LOG } from '@/server/modules/webhooks/deliver-webhooks';
import { adminQuery, databaseUrlFor } from '../support/postgres-admin';
import { exited, freePort, startServer } from '../support/server-process';

// Webhooks across crashes of the real server: events recorded but not yet acknowledged when the process is killed
// mid-delivery are all delivered after the restart (nothing lost), and a receiver that de-duplicates by webhook-id
// sees each event once however often a crash makes the server send it again.
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tcc-webhooks-'));
  port = await freePort();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** A receiver that holds every request unanswered while `hold` is on, and keeps the events by webhook-id. */
async function receiver() {
  const requests: { headers: IncomingHttpHeaders; body: string }[] = [];
  const state = { hold: true };
  let first: () => void = () => undefined;
  const firstRequest = new Promise<void>((resolve) => (first = resolve));
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      requests.push({ headers: req.headers, body });
      first();
      if (!state.hold) res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/tcc`,
    state,
    firstRequest,
    requests,
    /** The events as a receiver that de-duplicates by webhook-id keeps them. */
    unique: () => [...new Map(requests.map((r) => [String(r.headers['webhook-id']), JSON.parse(r.body) as { type: string; id: string }])).values()],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const api = async (path: string, init: { method?: string; token?: string; body?: object } = {}) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { data: unknown } };
};

/** Where the server keeps its data: the embedded database of dataDir, or a PostgreSQL database. */
interface Store {
  env: NodeJS.ProcessEnv;
  open(): ReturnType<typeof openDatabase>;
  /** How long after the restart a claim of the killed process may hold (PostgreSQL: until its lease lapses). */
  redeliveryMs: number;
}

async function killedMidDelivery(store: Store) {
  const hooks = await receiver();
  const env = { SEED_DEMO: 'true', WEBHOOKS_ALLOW_PRIVATE: 'on', ...store.env };
  try {
    const first = await startServer({ port, dataDir, env });
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
    const signIn = async () => (await api('/api/auth/login', { method: 'POST', body: { email: admin.email, password: admin.password } })).json.token as string;
    const cancel = async (token: string, tripId: string) => {
      const moved = await api(`/api/trips/${tripId}/status`, { method: 'PUT', token, body: { status: 'CANCELLED', reason: 'Crash test' } });
      expect(moved.status).toBe(200);
    };
    const token = await signIn();
    const created = await api('/api/webhooks', { method: 'POST', token, body: { url: hooks.url, events: ['trip.cancelled'] } });
    expect(created.status).toBe(201);
    // three to send across the crashes, and one the last start sends as the sign that its worker has made its passes
    const pending = (await api('/api/trips?status=PENDING&limit=4', { token })).json.data as { id: string }[];
    expect(pending).toHaveLength(4);
    const last = pending.pop()!;
    for (const trip of pending) await cancel(token, trip.id);
    // the worker has claimed the events and is waiting on the receiver: the process dies right there
    await hooks.firstRequest;
    first.child.kill('SIGKILL');
    await exited(first.child);

    hooks.state.hold = false;
    const second = await startServer({ port, dataDir, env });
    await vi.waitFor(() => expect(hooks.unique()).toHaveLength(3), { timeout: store.redeliveryMs });
    // killed again once the acknowledgements are recorded: the next start sends none of them again
    let from = 0;
    for (let k = 0; k < 3; k++) {
      await second.printed(WEBHOOK_DELIVERED_LOG, from);
      from = second.output().indexOf(WEBHOOK_DELIVERED_LOG, from) + 1;
    }
    second.child.kill('SIGKILL');
    await exited(second.child);
    const sentBefore = hooks.requests.length;
    const third = await startServer({ port, dataDir, env });
    // a new event is delivered in a pass no earlier than the one that would wrongly claim an old delivery still due,
    // and SIGTERM waits for the pass under way: once it is recorded and the process has ended, whatever the worker
    // sent again has reached the receiver
    await cancel(await signIn(), last.id);
    await third.printed(WEBHOOK_DELIVERED_LOG);
    third.child.kill('SIGTERM');
    expect(await exited(third.child)).toBe(0);

    expect(hooks.requests.length).toBe(sentBefore + 1);
    expect(JSON.parse(hooks.requests.at(-1)!.body)).toMatchObject({ type: 'trip.cancelled', data: { trip: { id: last.id } } });
    expect(hooks.unique().map((e) => e.type)).toEqual(['trip.cancelled', 'trip.cancelled', 'trip.cancelled', 'trip.cancelled']);
    const database = await store.open();
    try {
      const rows = await database.db.select({ status: webhookDeliveries.status, eventId: webhookDeliveries.eventId }).from(webhookDeliveries);
      expect(rows.map((r) => r.status)).toEqual(['DELIVERED', 'DELIVERED', 'DELIVERED', 'DELIVERED']);
      expect(new Set(rows.map((r) => r.eventId))).toEqual(new Set(hooks.unique().map((e) => e.id)));
    } finally {
      await database.close();
    }
  } finally {
    await hooks.close();
  }
}

describe('webhooks on the embedded database', () => {
  it('delivers every event recorded before a SIGKILL mid-delivery, and a de-duplicating receiver sees each once', async () => {
    await killedMidDelivery({ env: {}, open: () => openDatabase({ dataDir }), redeliveryMs: 20_000 });
  }, 180_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('webhooks on PostgreSQL', () => {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `tcc_webhooks_${randomUUID().slice(0, 8)}`;
  const databaseUrl = databaseUrlFor(base, name);
  beforeAll(() => adminQuery(base, `CREATE DATABASE "${name}"`));
  afterAll(() => adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it('delivers every event recorded before a SIGKILL mid-delivery once the claim lapses, each once to a de-duplicating receiver', async () => {
    // the shortest lease: the killed process's claims lapse 10 s after it took them
    const env = { DATABASE_URL: databaseUrl, JWT_SECRET: randomUUID().repeat(2), OUTBOX_LEASE_SECONDS: '10' };
    await killedMidDelivery({ env, open: () => openDatabase({ databaseUrl, dataDir: '' }), redeliveryMs: 40_000 });
  }, 180_000);
});
