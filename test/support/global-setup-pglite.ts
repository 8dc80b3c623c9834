import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/connect';

// Initialising PGlite costs seconds; migrate one template once and let every test file copy it.
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'tcc-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  await database.close();
  project.provide('dbTemplate', dir);
  return async () => rm(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}
