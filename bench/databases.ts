// The two databases a section runs on: embedded PGlite in a new temporary directory, and a throw-away database on
// the local PostgreSQL (skipped with a note when none answers). Each is filled from this process, closed, and only
// then served by a TCC server process (PGlite must never be open in two processes at once).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Db, openDatabase } from '../src/server/db/connect';
import { mb, secs } from './report';
import type { ServerProcess } from './server-process';
import { startTcc } from './tcc-server';
import { judged } from './verdicts';

// loopback only; a password, when the server wants one, comes from PGPASSWORD as for psql
const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
// resident memory of a server on the embedded database after a section's load (the work order's figure)
const EMBEDDED_RSS_TARGET_MB = 350;
const SETTLE_WATCH_MS = 40_000;
const SETTLE_POLL_MS = 1_000;
export const JWT_SECRET = 'tcc-benchmark-secret-not-for-production-use-0123456789';

/** Where the data lives: how to open it from here, and the environment that points the server at it. */
export interface Target {
  /** The section running on it, and which database it is, as the closing table of targets names them. */
  section: string;
  database: 'PGlite' | 'PostgreSQL';
  label: string;
  open: { dataDir: string; databaseUrl?: string };
  serverEnv: Record<string, string>;
}

/** Runs `run` on a new PGlite data dir, then on a new PostgreSQL database; both are removed afterwards. */
export async function onEachDatabase(section: string, run: (target: Target) => Promise<void>): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), `tcc-bench-${section}-`));
  try {
    await run({ section, database: 'PGlite', label: 'embedded PGlite', open: { dataDir }, serverEnv: { DATA_DIR: dataDir } });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const postgres = await createPostgresDatabase();
  if ('skipped' in postgres) {
    console.log(`\n[PostgreSQL] skipped: could not create a database through ${POSTGRES_ADMIN_URL} (${postgres.skipped})`);
    return;
  }
  // Ctrl-C must not leave the database behind
  const onInterrupt = () => void postgres.drop().finally(() => process.exit(130));
  process.once('SIGINT', onInterrupt);
  try {
    const { url, name } = postgres;
    // the server still needs a data dir (for nothing but its default); the database is PostgreSQL's
    await run({ section, database: 'PostgreSQL', label: `PostgreSQL (database ${name})`, open: { dataDir, databaseUrl: url }, serverEnv: { DATABASE_URL: url } });
  } finally {
    process.removeListener('SIGINT', onInterrupt);
    await postgres.drop();
  }
}

/** Opens the target's database from this process for `use`, and closes it again. */
export async function withDatabase<T>(target: Target, use: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase(target.open);
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Migrates the target's empty database, fills it with `fill` (timed), lets `settle` (untimed, optional) prepare and
 * read what the bench needs while the database is still open here, then serves it with a TCC server (no demo data)
 * for `use`, which gets what `settle` (or else `fill`) answered; prints the fill and start-up times and the server's
 * memory afterwards.
 */
export async function serveFilled<T, S = T>(
  target: Target,
  fill: (db: Db) => Promise<T>,
  use: (server: ServerProcess, settled: S) => Promise<void>,
  settle?: (db: Db, filled: T) => Promise<S>,
): Promise<void> {
  console.log(`\n[${target.label}]`);
  const database = await openDatabase(target.open);
  let settled: S;
  let fillMs: number;
  try {
    await database.migrate();
    const started = performance.now();
    const filled = await fill(database.db);
    fillMs = performance.now() - started;
    settled = settle ? await settle(database.db, filled) : (filled as unknown as S);
    // the server would analyse the new tables once it is up, holding the embedded database meanwhile: done here, so
    // that no measurement starts under it
    if (database.kind === 'pglite') await database.keepStatistics();
  } finally {
    await database.close();
  }

  let server: ServerProcess | undefined;
  try {
    server = await startTcc({ ...target.serverEnv, SEED_DEMO: 'false', JWT_SECRET });
    console.log(`data inserted in ${secs(fillMs)} (one transaction); server ready in ${secs(server.readyMs)}`);
    await use(server, settled);
    const rss = server.memory();
    console.log(`server RSS after the load runs: ${mb(rss.rssMb)} (peak ${mb(rss.peakRssMb)})`);
    if (target.database === 'PGlite') await judgeMemory(target.section, server, rss.rssMb);
  } finally {
    await server?.stop();
  }
}

/**
 * The embedded database's memory target, judged on the figure right after the load. When it is over, how far the
 * server's memory falls once idle is printed too: what is left of the load's garbage until V8 collects it, or kept.
 */
export async function judgeMemory(section: string, server: ServerProcess, rssMb: number): Promise<void> {
  const met = judged(section, 'server RSS after the load (PGlite)', mb(rssMb), `≤ ${mb(EMBEDDED_RSS_TARGET_MB)}`, rssMb <= EMBEDDED_RSS_TARGET_MB);
  if (met) return;
  const started = performance.now();
  let now = rssMb;
  while (now > EMBEDDED_RSS_TARGET_MB && performance.now() - started < SETTLE_WATCH_MS) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    now = server.memory().rssMb;
  }
  console.log(`server RSS ${secs(performance.now() - started)} after the load: ${mb(now)}`);
}

/** A new empty database on the local PostgreSQL, or why there is none. */
export async function createPostgresDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> } | { skipped: string }> {
  // a machine shared by several people gives each a prefix of their own (BENCH_DATABASE_PREFIX)
  const prefix = /^[a-z_][a-z0-9_]{0,40}$/.test(process.env.BENCH_DATABASE_PREFIX ?? '') ? process.env.BENCH_DATABASE_PREFIX : 'tcc_bench';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  const client = admin();
  try {
    await client.connect();
    await client.query(`create database ${name}`);
  } catch (err) {
    return { skipped: err instanceof Error ? err.message || err.name : String(err) };
  } finally {
    await client.end().catch(() => undefined);
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    async drop() {
      if (dropped) return;
      dropped = true;
      const c = admin();
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
