import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, GEOCODE_MESSAGES } from '@/domain/common/messages';
import { startTestApp, type TestApp } from './harness';

/** A Nominatim-compatible stub on loopback; its answer is chosen per request by the test. */
let answer: (q: string) => { status: number; body: unknown } | 'hang' = () => ({ status: 200, body: [] });
const seen: URLSearchParams[] = [];
let stub: Server;
let t: TestApp;

beforeAll(async () => {
  stub = createServer((req, res) => {
    const params = new URL(req.url!, 'http://stub').searchParams;
    seen.push(params);
    const a = answer(params.get('q') ?? '');
    if (a === 'hang') return;
    res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({ geocoderUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}/search` });
});
afterAll(async () => {
  await t.close();
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
});

const lookup = (q: Record<string, string>) => t.app.inject({ url: `/api/geocode?${new URLSearchParams(q)}` });
const pittsburgh = { address: '200 Lothrop St', city: 'Pittsburgh', state: 'PA', zipCode: '15213' };

describe('GET /api/geocode', () => {
  it('asks the service with format=json, the address as free text and limit=1', async () => {
    answer = () => ({ status: 200, body: [{ lat: '40.4423', lon: '-79.9610' }] });
    const res = await lookup(pittsburgh);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { latitude: 40.4423, longitude: -79.961, source: 'geocoder' } });
    const params = seen.at(-1)!;
    expect(params.get('format')).toBe('json');
    expect(params.get('limit')).toBe('1');
    expect(params.get('q')).toBe('200 Lothrop St, Pittsburgh, PA, 15213');
  });

  it('answers repeated lookups from its cache', async () => {
    const before = seen.length;
    await lookup(pittsburgh);
    expect(seen.length).toBe(before);
  });

  it('falls back to the ZIP centroid when the service fails', async () => {
    answer = () => ({ status: 500, body: { error: 'down' } });
    const res = await lookup({ ...pittsburgh, address: '1 Other St', zipCode: '60612' });
    expect(res.json().data).toMatchObject({ source: 'zip-centroid', latitude: expect.closeTo(41.88, 1) });
  });

  it('falls back to the ZIP centroid when the service finds nothing', async () => {
    answer = () => ({ status: 200, body: [] });
    const res = await lookup({ ...pittsburgh, address: '2 Other St' });
    expect(res.json().data.source).toBe('zip-centroid');
  });

  it('says the address was not found when neither finds it', async () => {
    answer = () => ({ status: 200, body: [] });
    const res = await lookup({ ...pittsburgh, address: '3 Other St', zipCode: '00000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: GEOCODE_MESSAGES.notFound });
  });

  it('says the service is unavailable when it fails and the ZIP is unknown', async () => {
    answer = () => ({ status: 503, body: {} });
    const res = await lookup({ ...pittsburgh, address: '4 Other St', zipCode: '00000' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, error: GEOCODE_MESSAGES.serviceUnavailable });
  });

  it('needs address, city, state and ZIP code', async () => {
    const res = await lookup({ ...pittsburgh, city: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(GEOCODE_MESSAGES.fillAddressFirst);
  });

  it('works offline with no service configured', async () => {
    const offline = await startTestApp({ geocoderUrl: undefined });
    const res = await offline.app.inject({ url: `/api/geocode?${new URLSearchParams(pittsburgh)}` });
    expect(res.json().data).toMatchObject({ source: 'zip-centroid' });
    await offline.close();
  });
});

describe('per-address limit on public calls', () => {
  it('answers 429 with a readable error past the limit', async () => {
    const limited = await startTestApp({ publicRateLimit: 2, geocoderUrl: undefined });
    const call = () => limited.app.inject({ url: `/api/geocode?${new URLSearchParams(pittsburgh)}`, remoteAddress: '10.2.2.2' });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const third = await call();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ success: false, error: AUTH_MESSAGES.tooManyRequests });
    await limited.close();
  });
});
