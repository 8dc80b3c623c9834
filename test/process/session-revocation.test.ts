import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/domain/session/demo-accounts';
import { adminQuery, databaseUrlFor } from '../support/postgres-admin';
import { exited, freePort, type Server, startServer } from '../support/server-process';

// Two server processes on one PostgreSQL database, each holding sessions in memory: a sign-out on one is refused by the
// other within the second the operations guide promises.
// well above that second, yet below the 10 s for which an instance keeps a session it hears nothing about
const REVOCATION_BOUND_MS = 5_000;
// so a busy machine shows a late refusal as a measured failure rather than a hung test
const GIVE_UP_MS = 10_000;
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `tcc_sessions_${randomUUID().slice(0, 8)}`;
  const servers: Server[] = [];
  let a: string;
  let b: string;

  beforeAll(async () => {
    await adminQuery(base, `CREATE DATABASE "${name}"`);
    // every instance signs with the same secret, as a deployment behind a load balancer must
    const env = { DATABASE_URL: databaseUrlFor(base, name), JWT_SECRET: randomUUID().repeat(2) };
    const [portA, portB] = [await freePort(), await freePort()];
    // one seeds the demo accounts, then the other joins
    servers.push(await startServer({ port: portA, dataDir: '/nonexistent', env: { ...env, SEED_DEMO: 'true' } }));
    servers.push(await startServer({ port: portB, dataDir: '/nonexistent', env }));
    [a, b] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
  }, 180_000);

  afterAll(async () => {
    for (const s of servers) {
      s.child.kill('SIGTERM');
      await exited(s.child);
    }
    await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('a token signed out on one instance is refused by the other within a second', async () => {
    const login = await fetch(`${a}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const verifyOnB = async () => (await fetch(`${b}/api/auth/verify`, { headers })).status;
    // B holds the session in memory now
    expect(await verifyOnB()).toBe(200);
    expect(await verifyOnB()).toBe(200);

    expect((await fetch(`${a}/api/auth/logout`, { method: 'POST', headers })).status).toBe(200);
    const signedOut = performance.now();
    let status = await verifyOnB();
    while (status !== 401 && performance.now() - signedOut < GIVE_UP_MS) status = await verifyOnB();
    const refusedAfterMs = performance.now() - signedOut;

    expect(status).toBe(401);
    expect(refusedAfterMs).toBeLessThanOrEqual(REVOCATION_BOUND_MS);
  }, 60_000);
});
