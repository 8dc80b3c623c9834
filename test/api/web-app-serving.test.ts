import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { freshDatabase } from './harness';

// the built web app as `vite build` leaves it: index.html and hashed files under assets/
let app: FastifyInstance;
let webRoot: string;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'tcc-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  const { database, dispose } = await freshDatabase();
  app = await buildApp({ database, config: loadConfig({ NODE_ENV: 'test' }), jwtSecret: 'x'.repeat(40), webRoot });
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

  it('serves a hashed file for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing built file 404, not with the app page', async () => {
    for (const url of ['/assets/index-gone.js', '/assets/', '/assets']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Not found' });
    }
  });
});
