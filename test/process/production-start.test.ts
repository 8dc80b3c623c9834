import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfStale } from '../../scripts/server-build.mjs';
import { buildWebIfStale } from '../../scripts/web-build.mjs';
import { DEMO_ACCOUNTS } from '@/domain/session/demo-accounts';
import { exited, freePort, startServer } from '../support/server-process';

let dataDir: string;
/** The settings production requires, and a first administrator. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-'.padEnd(48, 'x'),
  SEED_DEMO: undefined,
  ADMIN_EMAIL: 'chief@county-transport.org',
  ADMIN_PASSWORD: 'a chosen passphrase',
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tcc-production-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('a production start on an empty embedded database', () => {
  it('seeds no demo accounts and takes its first administrator from ADMIN_EMAIL and ADMIN_PASSWORD, who sets up two-factor sign-in first', async () => {
    const port = await freePort();
    const server = await startServer({
      port,
      dataDir,
      env: PRODUCTION,
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
    // in production an administrator must set up two-factor sign-in before the first session
    expect((await chief.json()).secondFactor).toMatchObject({ step: 'enrol', challenge: expect.any(String) });
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

// A built copy of TCC, installed as production installs it: without development dependencies (no Vite, no
// TypeScript compiler), from the local npm cache.
const PROJECT = join(import.meta.dirname, '../..');
// what a production copy holds beside what npm installs: the build, the scripts, the patches, and the sources of the
// migrations and the planner's thread, with tsconfig.json, whose paths the server build and the planner's thread read
const SHIPPED = ['package.json', 'package-lock.json', 'tsconfig.json', 'patches', 'scripts', 'src', 'dist'];

describe('a production install', () => {
  let copy: string;

  beforeAll(async () => {
    buildWebIfStale();
    await buildServerIfStale();
    copy = await mkdtemp(join(tmpdir(), 'tcc-production-install-'));
    // the files' times are kept, as an operator's copy keeps them
    for (const name of SHIPPED) await cp(join(PROJECT, name), join(copy, name), { recursive: true, preserveTimestamps: true });
  }, 300_000);
  afterAll(() => rm(copy, { recursive: true, force: true }));

  it('installs without development dependencies, applies the patches, and starts from the build, even one older than its sources', async () => {
    const install = await promisify(execFile)('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: copy,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    expect(install.stdout).toContain('@electric-sql/pglite@0.5.16 ✔');
    const installed = await readdir(join(copy, 'node_modules'));
    expect(installed).toContain('patch-package');
    expect(installed).not.toContain('vite');
    expect(installed).not.toContain('typescript');

    // a source newer than both builds, as a copy that did not keep the files' times has: the server is compiled again
    // (esbuild is a dependency), the web app, which needs Vite, is served as built
    const now = new Date();
    await utimes(join(copy, 'src/domain/common/enums.ts'), now, now);

    const port = await freePort();
    const server = await startServer({
      port,
      dataDir: join(copy, 'data'),
      entry: join(copy, 'scripts/start.mjs'),
      env: PRODUCTION,
    });
    expect(server.output()).toContain('Serving the web app as built in dist/web');
    const base = `http://127.0.0.1:${port}`;
    expect(await (await fetch(`${base}/health`)).json()).toMatchObject({ status: 'ok', database: 'up' });
    expect(await (await fetch(`${base}/`)).text()).toContain('<div id="root">');
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'chief@county-transport.org', password: 'a chosen passphrase' }),
    });
    expect(login.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toBe(0);
  }, 240_000);
});
