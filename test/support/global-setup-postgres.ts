import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/connect';
import { adminQuery, databaseUrlFor } from './postgres-admin';

// One migrated template database per run; each test file gets `CREATE DATABASE ... TEMPLATE` (milliseconds).
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL!;
  const template = `${new URL(base).pathname.slice(1)}_template`;
  await adminQuery(base, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await adminQuery(base, `CREATE DATABASE "${template}"`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(base, template), dataDir: '' });
  await database.migrate();
  await database.close();
  project.provide('dbTemplate', template);
  return async () => {
    // the copies test files made of it (test/api/harness.ts), those too whose file ended before it could drop its own
    const copies = await adminQuery<{ name: string }>(base, 'SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)', [`${template}_`]);
    for (const { name } of copies) await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await adminQuery(base, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  };
}
