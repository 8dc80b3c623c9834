import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@/domain/common/messages';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { createUser, signedIn } from './fixtures';
import { freshDatabase } from './harness';

// the built web app as `vite build` leaves it: index.html and hashed files under assets/, each with a .br and a .gz copy
const PAGE = '<!doctype html><div id="root"></div>';
const SCRIPT = 'console.log(1)';
const IMMUTABLE = 'public, max-age=31536000, immutable';
let app: FastifyInstance;
let webRoot: string;
let closeDatabase: () => Promise<void>;
let admin: Record<string, string>;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'tcc-web-'));
  await mkdir(join(webRoot, 'assets'));
  const writeBuilt = async (file: string, text: string) => {
    await writeFile(join(webRoot, file), text);
    await writeFile(join(webRoot, `${file}.br`), brotliCompressSync(text));
    await writeFile(join(webRoot, `${file}.gz`), gzipSync(text));
  };
  await writeBuilt('index.html', PAGE);
  await writeBuilt('assets/index-abc123.js', SCRIPT);
  // a file too small to be worth compressing has no copies
  await writeFile(join(webRoot, 'assets', 'tiny-def456.js'), 'export{}');
  const { database, dispose } = await freshDatabase();
  app = await buildApp({ database, config: loadConfig({ NODE_ENV: 'test' }), jwtSecret: 'x'.repeat(40), webRoot });
  admin = (await signedIn(app, database.db, 'ADMIN')).auth;
  // enough accounts that the user list's answer is worth compressing
  for (let i = 0; i < 8; i++) await createUser(database.db, { userType: 'USER' });
  closeDatabase = async () => {
    await app.close();
    await database.close();
    await dispose();
  };
});
afterAll(async () => {
  await closeDatabase();
  await rm(webRoot, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves a client route as the app page, never cached', async () => {
    const res = await app.inject({ url: '/dashboard/trips?status=PENDING' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file 404, never with the app page, while a page whose query holds a dot is the app', async () => {
    for (const url of ['/favicon.ico', '/robots.txt', '/assets/gone-123.js', '/apple-touch-icon.png?v=2']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ success: false, error: HTTP_MESSAGES.notFound });
    }
    const page = await app.inject({ url: '/dashboard/trips?search=st.%20clair' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });

  it('serves a hashed file for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the brotli copy to a browser that takes brotli, and gzip to one that takes only gzip', async () => {
    const br = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that asks for no encoding, still varying on it', async () => {
    for (const [url, body] of [
      ['/assets/index-abc123.js', SCRIPT],
      ['/assets/tiny-def456.js', 'export{}'],
    ]) {
      const res = await app.inject({ url: url!, headers: { 'accept-encoding': 'identity' } });
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(res.body, url).toBe(body);
    }
    const tiny = await app.inject({ url: '/assets/tiny-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export{}');
  });

  it('sends the app page compressed and never cached, on a client route as on /', async () => {
    for (const url of ['/', '/dashboard/trips']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(PAGE);
    }
  });

  it('keeps the strict Content-Security-Policy on the app page and its scripts', async () => {
    for (const url of ['/', '/assets/index-abc123.js']) {
      const csp = (await app.inject({ url, headers: { 'accept-encoding': 'br' } })).headers['content-security-policy'];
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("style-src 'self'");
    }
  });

  it('answers a missing built file 404, not with the app page', async () => {
    for (const url of ['/assets/index-gone.js', '/assets/', '/assets']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Not found' });
    }
  });
});

describe('JSON answers', () => {
  const USERS = '/api/auth/users';
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: { ...admin, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

  it('sends an answer over 1 KB compressed as the client takes it, brotli first, varying on Accept-Encoding', async () => {
    const plain = await get(USERS);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.json().users).toHaveLength(9);

    const br = await get(USERS, 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get(USERS, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('sends it as it is to a client that takes no encoding or refuses them, still varying on it', async () => {
    for (const acceptEncoding of ['identity', 'br;q=0, gzip;q=0', '']) {
      const res = await get(USERS, acceptEncoding);
      expect(res.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(res.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
      expect(res.json().users, acceptEncoding).toHaveLength(9);
    }
    expect((await get(USERS, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('sends a small answer as it is', async () => {
    const res = await get('/api/notifications', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().success).toBe(true);
  });

  it('never compresses the live updates stream', async () => {
    const res = await app.inject({ url: '/api/events', headers: { ...admin, 'accept-encoding': 'br, gzip' }, payloadAsStream: true });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    res.stream().destroy();
  });
});
