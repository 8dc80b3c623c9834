// The database's functions and triggers are written once, in src/server/db/functions/, and applied by the migrations
// (scripts/db-functions.mjs writes a migration from the files). The migrated database must define exactly what the
// files define: a file changed without its migration, or a migration that changes a function without its file, fails.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import { freshDatabase } from './harness';

const FUNCTIONS_DIR = join(__dirname, '../../src/server/db/functions');

interface Definitions {
  functions: { name: string; definition: string }[];
  triggers: { name: string; definition: string }[];
}

/** The functions and triggers of the public schema as PostgreSQL prints them back (an extension's, pg_trgm's, left out). */
async function definitions(database: Database): Promise<Definitions> {
  const functions = await rawRows<{ name: string; definition: string }>(database.db, sql`
    select p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and not exists (
      select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by 1`);
  // a foreign key's own triggers are internal
  const triggers = await rawRows<{ name: string; definition: string }>(database.db, sql`
    select c.relname || '.' || t.tgname as name, pg_get_triggerdef(t.oid) as definition
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal
    order by 1`);
  return { functions, triggers };
}

/** Each file's statements, split as the migrator splits a migration. */
const fileStatements = () =>
  readdirSync(FUNCTIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .flatMap((file) => readFileSync(join(FUNCTIONS_DIR, file), 'utf8').split('--> statement-breakpoint'))
    .filter((statement) => statement.trim() !== '');

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await freshDatabase());
});
afterAll(async () => {
  await database.close();
  await dispose();
});

describe('the database functions and triggers', () => {
  it('are those of src/server/db/functions/, as the migrations left them', async () => {
    const migrated = await definitions(database);
    // dropping every function takes its triggers with it; the files then define them all again
    for (const { name } of migrated.functions) await database.db.execute(sql.raw(`DROP FUNCTION ${name} CASCADE`));
    expect(await definitions(database)).toEqual({ functions: [], triggers: [] });
    for (const statement of fileStatements()) await database.db.execute(sql.raw(statement));
    const fromFiles = await definitions(database);
    expect(fromFiles).toEqual(migrated);
    expect(migrated.functions.map((f) => f.name)).toContain('trip_status_counts_apply(uuid[],text[],integer[])');
    expect(migrated.triggers.map((t) => t.name)).toContain('trips.notify_live_trip_changed');
  });
});
