import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/domain/demo-accounts';
import { exited, freePort, startServer } from '../support/server-process';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tcc-production-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('a production start on an empty embedded database', () => {
  it('seeds no demo accounts and takes its first administrator from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const port = await freePort();
    const server = await startServer({
      port,
      dataDir,
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-'.padEnd(48, 'x'),
        SEED_DEMO: undefined,
        ADMIN_EMAIL: 'chief@county-transport.org',
        ADMIN_PASSWORD: 'a chosen passphrase',
      },
    });
    const call = (path: string, body?: object) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });

    const config = await (await call('/api/public/config')).json();
    expect(config.data).toMatchObject({ demoMode: false, demoAccounts: [] });
    for (const demo of DEMO_ACCOUNTS) {
      expect((await call('/api/auth/login', { email: demo.email, password: demo.password })).status).toBe(401);
    }
    const chief = await call('/api/auth/login', { email: 'chief@county-transport.org', password: 'a chosen passphrase' });
    expect(chief.status).toBe(200);
    expect((await chief.json()).user.userType).toBe('ADMIN');
    expect(server.output()).toContain('first administrator created from ADMIN_EMAIL');

    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toBe(0);
  }, 120_000);

  it('on a folder seeded for a demonstration, disables the demo logins, says so, and takes an administrator from ADMIN_EMAIL', async () => {
    const demoDir = await mkdtemp(join(tmpdir(), 'tcc-demo-in-production-'));
    try {
      const secret = 'a-production-secret-'.padEnd(48, 'x');
      const demo = await startServer({ port: await freePort(), dataDir: demoDir, env: { NODE_ENV: 'development', JWT_SECRET: secret, SEED_DEMO: 'true' } });
      demo.child.kill('SIGTERM');
      expect(await exited(demo.child)).toBe(0);

      const port = await freePort();
      const server = await startServer({
        port,
        dataDir: demoDir,
        env: { NODE_ENV: 'production', JWT_SECRET: secret, SEED_DEMO: undefined, ADMIN_EMAIL: 'chief@county-transport.org', ADMIN_PASSWORD: 'a chosen passphrase' },
      });
      const login = (email: string, password: string) =>
        fetch(`http://127.0.0.1:${port}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
      const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
      expect((await login(admin.email, admin.password)).status).toBe(403);
      expect(server.output()).toContain('DEMO ACCOUNTS DISABLED');
      expect((await login('chief@county-transport.org', 'a chosen passphrase')).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await exited(server.child)).toBe(0);
    } finally {
      await rm(demoDir, { recursive: true, force: true });
    }
  }, 180_000);
});
