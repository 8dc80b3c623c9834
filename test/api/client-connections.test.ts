import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@/domain/common/messages';
import { operationOutcome } from '@/domain/fhir/fhir-problem';
import { buildApp } from '@/server/app';
import { HEALTH_RESERVE } from '@/server/http/connection-limits';
import { loadConfig, type Config } from '@/server/config';
import { sessions } from '@/server/db/schema';
import { createUser, PASSWORD } from './fixtures';
import { freshDatabase, startTestApp, type TestApp } from './harness';

// two apps on one database: one believes no proxy (the default), one believes the proxies of 10.0.0.0/8
let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([startTestApp({ publicRateLimit: 3 }), startTestApp({ trustProxy: ['10.0.0.0/8'] })]);
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

/** Signs in from one address, claiming another, and returns the address the session was recorded with. */
async function recordedAddress(t: TestApp, remoteAddress: string, forwardedFor: string) {
  const user = await createUser(t.db, { userType: 'USER' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: PASSWORD },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(desc(sessions.createdAt));
  return session!.ipAddress;
}

describe('the client address', () => {
  it('is the connecting address when no proxy is trusted, whatever X-Forwarded-For claims', async () => {
    expect(await recordedAddress(direct, '10.0.0.5', '203.0.113.9')).toBe('10.0.0.5');
  });

  it('is the forwarded one only when a trusted proxy sends it', async () => {
    expect(await recordedAddress(proxied, '10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
    expect(await recordedAddress(proxied, '192.0.2.7', '203.0.113.9')).toBe('192.0.2.7');
  });

  it('cannot be forged past a per-address limit', async () => {
    const statuses = [];
    for (let i = 1; i <= 4; i++) {
      const res = await direct.app.inject({ url: '/api/geocode?address=1%20Main%20St&city=Pittsburgh&state=PA&zipCode=15213', remoteAddress: '10.0.0.6', headers: { 'x-forwarded-for': `198.51.100.${i}` } });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('request ids', () => {
  it('are ours, with a client’s own id only logged beside them', async () => {
    let log = '';
    const stream = new Writable({ write: (chunk, _encoding, done) => ((log += String(chunk)), done()) });
    const { database, dispose } = await freshDatabase();
    const app = await buildApp({ database, config: loadConfig({ NODE_ENV: 'test' }), jwtSecret: 'x'.repeat(40), logger: { level: 'info', stream } });
    const res = await app.inject({ url: '/health', headers: { 'x-request-id': 'trace-123\u0007' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(log).toContain(`"reqId":"${res.headers['x-request-id']}"`);
    expect(log).toContain('"clientRequestId":"trace-123"');
    await app.close();
    await database.close();
    await dispose();
  });
});

describe('a URL that does not decode', () => {
  it('is answered 400 in the one error shape with the security headers and a request id', async () => {
    const res = await direct.app.inject({ url: '/api/trips/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: HTTP_MESSAGES.malformedUrl });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('under /fhir/r4 is an OperationOutcome, as is a path part too long to route, each saying what is wrong', async () => {
    const bad = await direct.app.inject({ url: '/fhir/r4/Task/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/fhir+json');
    expect(bad.json()).toEqual(operationOutcome('invalid', HTTP_MESSAGES.malformedUrl));
    const long = '9'.repeat(5000);
    const task = await direct.app.inject({ url: `/fhir/r4/Task/${long}` });
    expect(task.statusCode).toBe(414);
    expect(task.headers['content-type']).toContain('application/fhir+json');
    expect(task.json()).toEqual(operationOutcome('too-long', HTTP_MESSAGES.pathPartTooLong(100)));
    const trip = await direct.app.inject({ url: `/api/trips/${long}` });
    expect(trip.statusCode).toBe(414);
    expect(trip.json()).toEqual({ success: false, error: HTTP_MESSAGES.pathPartTooLong(100) });
    expect(trip.headers['x-content-type-options']).toBe('nosniff');
  });
});

/** The JSON body of a raw HTTP answer. */
const bodyOf = (answer: string): unknown => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

/** A connection from `from` (any 127.x address reaches the loopback) that has sent `sent`. */
const opened = (port: number, sent: string, from = '127.0.0.1') =>
  new Promise<Socket>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () => resolve(socket));
    socket.write(sent);
  });
/** Everything the server sent on a connection until it closed. */
const closed = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('close', () => resolve(answer));
  });
/** The first answer on a connection, without waiting for it to close. */
const firstAnswer = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let answer = '';
    socket.on('data', (chunk) => {
      answer += String(chunk);
      if (answer.includes('\r\n\r\n') && answer.endsWith('}')) resolve(answer);
    });
    socket.on('close', () => resolve(answer));
  });
const HEALTH = 'GET /health HTTP/1.1\r\nHost: tcc\r\n\r\n';
const STALLED = 'GET /health HTTP/1.1\r\nHost: tcc\r\n';

/** An app listening on loopback with the given connection limits, and how to stop it. */
async function listening(connections: Partial<Config['connections']>, trustProxy: string[] = []) {
  const { database, dispose } = await freshDatabase();
  const base = loadConfig({ NODE_ENV: 'test' });
  const config = { ...base, trustProxy, connections: { ...base.connections, ...connections } };
  const app = await buildApp({ database, config, jwtSecret: 'x'.repeat(40) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const sockets: Socket[] = [];
  const open = async (sent: string, from?: string) => {
    const socket = await opened(port, sent, from);
    sockets.push(socket);
    return socket;
  };
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    await app.close();
    await database.close();
    await dispose();
  };
  return { open, stop };
}

describe('slow clients', () => {
  it('are disconnected when they stall in their headers or their body, in the one error shape', async () => {
    const server = await listening({ headersTimeoutMs: 500, requestTimeoutMs: 800, keepAliveTimeoutMs: 5_000 });
    const inHeaders = await server.open(STALLED);
    const inBody = await server.open('POST /api/auth/login HTTP/1.1\r\nHost: tcc\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em');
    const [headersAnswer, bodyAnswer] = await Promise.all([closed(inHeaders), closed(inBody)]);
    expect(headersAnswer).toMatch(/^HTTP\/1\.1 408/);
    expect(bodyAnswer).toMatch(/^HTTP\/1\.1 408/);
    for (const answer of [headersAnswer, bodyAnswer]) expect(bodyOf(answer)).toEqual({ success: false, error: HTTP_MESSAGES.requestTimeout });

    // bytes that are not HTTP (a NUL in the request line) get the same shape, 400
    const garbledAnswer = await closed(await server.open('GET /he\u0000alth HTTP/1.1\r\nHost: tcc\r\n\r\n'));
    expect(garbledAnswer).toMatch(/^HTTP\/1\.1 400/);
    expect(bodyOf(garbledAnswer)).toEqual({ success: false, error: HTTP_MESSAGES.malformedRequest });
    await server.stop();
  });
});

describe('connection caps', () => {
  it('one address cannot hold more than its share: the next is answered 429 and closed, others still get in', async () => {
    const server = await listening({ max: 10, perAddress: 2 });
    await server.open(STALLED, '127.0.0.2');
    await server.open(STALLED, '127.0.0.2');
    const refused = await closed(await server.open(HEALTH, '127.0.0.2'));
    expect(refused).toMatch(/^HTTP\/1\.1 429/);
    expect(refused).toMatch(/\r\nRetry-After: 5\r\n/);
    expect(bodyOf(refused)).toEqual({ success: false, error: HTTP_MESSAGES.tooManyConnections });
    expect(await firstAnswer(await server.open(HEALTH, '127.0.0.3'))).toMatch(/^HTTP\/1\.1 200/);
    await server.stop();
  });

  it('past the cap a health check still finds a slot, and anything else is answered 503; past the reserve nothing gets in', async () => {
    const server = await listening({ max: 2, perAddress: 2 });
    await server.open(STALLED, '127.0.0.2');
    await server.open(STALLED, '127.0.0.3');
    expect(await firstAnswer(await server.open(HEALTH, '127.0.0.4'))).toMatch(/^HTTP\/1\.1 200/);
    const busy = await firstAnswer(await server.open('GET /api/auth/verify HTTP/1.1\r\nHost: tcc\r\n\r\n', '127.0.0.5'));
    expect(busy).toMatch(/^HTTP\/1\.1 503/);
    expect(bodyOf(busy)).toEqual({ success: false, error: HTTP_MESSAGES.serverBusy });
    for (let k = 0; k < HEALTH_RESERVE; k++) await server.open(STALLED, `127.0.1.${k + 1}`);
    expect(await closed(await server.open(HEALTH, '127.0.0.6'))).toBe('');
    await server.stop();
  });

  it("a trusted proxy carries many people's connections: it is held to the overall cap only", async () => {
    const server = await listening({ max: 10, perAddress: 1 }, ['127.0.0.7']);
    await server.open(STALLED, '127.0.0.7');
    expect(await firstAnswer(await server.open(HEALTH, '127.0.0.7'))).toMatch(/^HTTP\/1\.1 200/);
    await server.stop();
  });
});
