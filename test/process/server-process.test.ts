import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { exited, freePort, startServer } from '../support/server-process';

// The real server as `npm start` runs it: a child process on the embedded database.
let dataDir: string;
let port: number;

const api = (path: string, body?: object) =>
  fetch(`http://127.0.0.1:${port}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tcc-process-'));
  port = await freePort();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  // npm start may build the web app first, which takes a while on a busy machine
  it('keeps an acknowledged registration through a crash and restart', async () => {
    // the first start is `npm start` itself: it builds the web app when needed, then serves it and the API
    const first = await startServer({ port, dataDir, entry: 'scripts/start.mjs' });
    expect((await api('/health')).status).toBe(200);
    const page = await api('/dashboard/hospitals');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const email = 'crash.test@example.org';
    const res = await api('/api/auth/healthcare/register', {
      email,
      password: 'survives-crash-1',
      name: 'Crash Test',
      facilityName: 'Durable Clinic',
      facilityType: 'Clinic',
    });
    expect(res.status).toBe(201);
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = await startServer({ port, dataDir });
    const login = await api('/api/auth/healthcare/login', { email, password: 'survives-crash-1' });
    expect(login.status).toBe(403);
    expect((await login.json()).error).toBe(AUTH_MESSAGES.awaitingVerification);

    // SIGTERM: a request already in flight still gets its answer, then the process exits cleanly
    const mark = second.outputLength();
    const inFlight = api('/api/auth/healthcare/login', { email, password: 'survives-crash-1' });
    await second.printed('"url":"/api/auth/healthcare/login"', mark);
    second.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(403);
    expect(await exited(second.child)).toBe(0);
  }, 180_000);
});
