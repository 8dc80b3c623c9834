import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { freshDatabase, startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seedDemo: true });
});
afterAll(() => t.close());

describe('health and operations', () => {
  it('GET /health answers 200 with the database reachable', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'ok', database: 'up' });
  });

  it('answers 503 on every call while starting, /health included', async () => {
    const { database, dispose } = await freshDatabase();
    const app = await buildApp({ database, config: t.config, jwtSecret: 'x'.repeat(40), state: { ready: false } });
    expect((await app.inject({ url: '/health' })).statusCode).toBe(503);
    const api = await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(api.statusCode).toBe(503);
    expect(api.json().success).toBe(false);
    await app.close();
    await database.close();
    await dispose();
  });

  it('answers 503 when the database is gone', async () => {
    const { database, dispose } = await freshDatabase();
    const app = await buildApp({ database, config: t.config, jwtSecret: 'x'.repeat(40) });
    await database.close();
    const res = await app.inject({ url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ database: 'down' });
    await app.close();
    await dispose();
  });

  it('tags every answer with a request id of its own, never the caller’s', async () => {
    const res = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security baseline', () => {
  it('sends a strict Content-Security-Policy with no inline script', async () => {
    const csp = (await t.app.inject({ url: '/health' })).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    // the crew app's service worker and manifest come from this origin alone
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('answers unknown API paths with 404 in the one error shape', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Not found' });
  });

  it('a non-JSON body → 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it('public config shows demo accounts only in demo mode', async () => {
    const res = await t.app.inject({ url: '/api/public/config' });
    expect(res.json().data.demoMode).toBe(true);
    expect(res.json().data.demoAccounts.map((a: { role: string }) => a.role)).toEqual(['admin', 'user', 'healthcare', 'ems', 'crew', 'crew']);
    const plain = await startTestApp({ seedDemo: false });
    const off = await plain.app.inject({ url: '/api/public/config' });
    expect(off.json().data).toMatchObject({ demoMode: false, demoAccounts: [], mapTileUrl: expect.stringContaining('{z}') });
    await plain.close();
  });
});
