import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@/server/db/connect';
import { seedDemoData } from '@/server/db/seed';
import { buildServerIfStale } from '../../scripts/server-build.mjs';
import { TEMPLATE_ENV } from './worker-server';

/**
 * Playwright's global setup: the compiled server the workers start (built when missing or older than its sources, as
 * `npm start` does), and an embedded database migrated and seeded with the demo data once per run, which each
 * worker's server starts on a copy of. Creating and seeding a database costs tens of seconds on a busy machine;
 * copying one costs a few.
 */
export default async function demoTemplate() {
  await buildServerIfStale();
  const dir = await mkdtemp(join(tmpdir(), 'tcc-e2e-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  await seedDemoData(database.db);
  await database.close();
  process.env[TEMPLATE_ENV] = dir;
  return () => rm(dir, { recursive: true, force: true });
}
