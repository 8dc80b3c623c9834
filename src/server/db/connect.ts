import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_FOLDER as migrationsFolder } from '../server-files';
import type { ListeningCallback } from './pg-listener';
import { nameKeptStatements } from './named-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction on a Db: what `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Keeps the planner's statistics fresh and the tables vacuumed where nothing else does (PGlite has no autovacuum). */
  keepStatistics(): Promise<void>;
  /**
   * Calls back with the payload of every NOTIFY on the channel, from this process or (PostgreSQL) any other, once the
   * notifying transaction commits. Answers the function that stops listening. `onListening` hears when notifications
   * may have been lost (false: the PostgreSQL connection dropped) and when they flow again (true); PGlite never drops.
   */
  listen(channel: string, onPayload: (payload: string) => void, onListening?: ListeningCallback): Promise<() => Promise<void>>;
  /** The embedded database's folder as one consistent gzipped tarball (`npm run backup`); PostgreSQL has pg_dump. */
  dumpDataDir?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}

const gzipped = promisify(gzip);
// any constant works; every instance must use the same one
const MIGRATION_LOCK_ID = 7_310_001;
// Without statistics the planner ignores the trip list's indexes; ANALYZE of a large table takes a while, so
// it runs once the server is up, on the tables that need it. Every interval VACUUM also clears dead rows (which nothing else would) and marks pages
// all-visible, which the analytics' index-only scans need to skip reading the table.
const PGLITE_MAINTENANCE_EVERY_MS = 10 * 60_000;
// PostgreSQL's default 128 MB of shared buffers are all resident in PGlite's memory from the start; the data files
// are read through the operating system's cache, which keeps what is read often
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];
// never analysed, or grown by more than a tenth (and 8 pages) since: the pages a table had at its last ANALYZE are kept
const STALE_STATISTICS = `select format('%I', c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r'
    and (c.reltuples < 0 or pg_relation_size(c.oid) > c.relpages::bigint * 8192 * 1.1 + 65536)`;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Sends the prepared queries' texts as named statements (src/server/db/named-statements); on unless false. */
  namedStatements?: boolean;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const named = opts.namedStatements ?? true;
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, named) : openPglite(opts.dataDir, named);
}

/**
 * The embedded database in `dataDir`, as the server runs it (also what the benchmark's bare calls run on);
 * `loadDataDir`, a tarball of dumpPglite, fills a folder that holds no database yet.
 */
export const createPglite = (dataDir: string, loadDataDir?: Blob) =>
  // pg_trgm: the trigram indexes of the trip list's search (migration 0006 creates the extension)
  PGlite.create(dataDir, { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS], loadDataDir });

/**
 * The database's folder as a gzipped tarball. Every query and transaction takes PGlite's transaction lock, so while
 * the files are read none is open or half written; the checkpoint first leaves little write-ahead log to replay.
 * The tarball is compressed after the lock is released, so requests wait only while the files are read. The lock is
 * taken through `_runExclusiveTransaction`, in PGlite's typings but not its documented API: PGlite is pinned for it.
 */
export async function dumpPglite(client: PGlite): Promise<Uint8Array> {
  await client.exec('CHECKPOINT');
  const tarball = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
  return gzipped(new Uint8Array(await tarball.arrayBuffer()));
}

async function openPglite(dataDir: string, namedStatements: boolean): Promise<Database> {
  const client = await createPglite(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  nameKeptStatements(db, { pglite: client }, namedStatements);
  let maintenance: NodeJS.Timeout | undefined;
  const run = (command: string) => client.exec(command).then(() => undefined);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    async keepStatistics() {
      // a failed run is retried at the next interval; the timer never keeps the process alive on its own
      maintenance = setInterval(() => void run('VACUUM ANALYZE').catch(() => undefined), PGLITE_MAINTENANCE_EVERY_MS).unref();
      // PGlite works on the server's own thread, so only the tables whose statistics are missing or behind are analysed
      const { rows } = await client.query<{ name: string }>(STALE_STATISTICS);
      if (rows.length > 0) await run(`ANALYZE ${rows.map((r) => r.name).join(', ')}`);
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    dumpDataDir: () => dumpPglite(client),
    close: () => {
      clearInterval(maintenance);
      return client.close();
    },
  };
}

async function openPostgres(url: string, namedStatements: boolean): Promise<Database> {
  // loaded only here, so that a start on the embedded database does without PostgreSQL's driver
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }, { createPgListener }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
    import('./pg-listener'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // a dropped connection must not crash the process; the next query reports the failure
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  nameKeptStatements(db, { pool }, namedStatements);
  const listener = createPgListener(url);
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // several instances may start at once: one migrates while the others wait on the lock
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        await client.end();
      }
    },
    // PostgreSQL's autovacuum analyzes the tables as they change
    keepStatistics: () => Promise.resolve(),
    listen: (channel, onPayload, onListening) => listener.listen(channel, onPayload, onListening),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
