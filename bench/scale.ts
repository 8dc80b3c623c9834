// Section "scale": the control center's lists and overview with 2,000 agencies, 5,000 hospitals and 20,000 units,
// on the embedded database (PGlite) and on PostgreSQL. Each database is filled from this process, closed, and only
// then served by a TCC server process (PGlite must never be open in two processes at once).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { SystemOverview } from '../src/domain/overview';
import { openDatabase } from '../src/server/db/connect';
import { type LoadFigures, runLoad } from './load';
import { bytes, secs, table } from './report';
import { expectedOverview, insertScaleData, SCALE } from './scale-data';
import type { ServerProcess } from './server-process';
import { signIn, startTcc } from './tcc-server';

const SECONDS = 5;
const WARMUP_SECONDS = 1;
const CONNECTIONS = 4;
// loopback only; a password, when the server wants one, comes from PGPASSWORD as for psql
const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const JWT_SECRET = 'tcc-benchmark-secret-not-for-production-use-0123456789';
const ADMIN = { email: 'bench-admin@tcc.test', password: 'Bench-admin-password-1' };

const ENDPOINTS = ['/api/tcc/agencies', '/api/tcc/units', '/api/tcc/analytics/overview'] as const;
type Endpoint = (typeof ENDPOINTS)[number];

/** Where the data lives: how to open it from here, and the environment that points the server at it. */
interface Target {
  label: string;
  open: { dataDir: string; databaseUrl?: string };
  serverEnv: Record<string, string>;
}

const count = (n: number) => n.toLocaleString('en-US');

export async function scaleSection(): Promise<void> {
  const units = SCALE.agencies * SCALE.unitsPerAgency;
  console.log(
    `Scale: ${count(SCALE.agencies)} agencies, ${count(SCALE.hospitals)} hospitals and ${count(units)} units; ` +
      `${CONNECTIONS} connections, ${SECONDS} s per row after a ${WARMUP_SECONDS} s warm-up, signed in as an ADMIN`,
  );

  const dataDir = await mkdtemp(join(tmpdir(), 'tcc-bench-scale-'));
  try {
    await onDatabase({ label: 'embedded PGlite', open: { dataDir }, serverEnv: { DATA_DIR: dataDir } });
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
    await onDatabase({ label: `PostgreSQL (database ${name})`, open: { dataDir, databaseUrl: url }, serverEnv: { DATABASE_URL: url } });
  } finally {
    process.removeListener('SIGINT', onInterrupt);
    await postgres.drop();
  }
}

async function onDatabase(target: Target): Promise<void> {
  console.log(`\n[${target.label}]`);
  const database = await openDatabase(target.open);
  let insertMs: number;
  try {
    await database.migrate();
    const started = performance.now();
    await insertScaleData(database.db, ADMIN);
    insertMs = performance.now() - started;
  } finally {
    await database.close();
  }

  let server: ServerProcess | undefined;
  try {
    server = await startTcc({ ...target.serverEnv, SEED_DEMO: 'false', JWT_SECRET });
    console.log(`data inserted in ${secs(insertMs)} (one transaction); server ready in ${secs(server.readyMs)}`);
    const token = await signIn(server.baseUrl, ADMIN.email, ADMIN.password);
    const headers = { authorization: `Bearer ${token}` };

    const sizes = await checkAnswers(server.baseUrl, headers);
    const rows: string[][] = [];
    for (const path of ENDPOINTS) {
      const url = server.baseUrl + path;
      const load = { url, headers, connections: CONNECTIONS, seconds: SECONDS };
      // warm up, let the warm-up drain, time one request alone, measure, let the measured run drain
      await runLoad({ ...load, seconds: WARMUP_SECONDS });
      await timedGet(url, headers);
      const aloneMs = await timedGet(url, headers);
      const f = await runLoad(load);
      await timedGet(url, headers);
      rows.push(row(path, f, aloneMs, sizes[path]));
    }
    table(['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'alone ms', 'response', 'requests', 'failed'], rows);
    console.log('alone ms: one request with nothing else in flight; response: size of the JSON body');
    const rss = server.memory();
    console.log(`server RSS after the load runs: ${rss.rssMb.toFixed(0)} MB (peak ${rss.peakRssMb.toFixed(0)} MB)`);
  } finally {
    await server?.stop();
  }
}

/**
 * One request on its own, timed to its last byte. A load run stops when its time is up but the server still finishes
 * the requests it had accepted: waiting for one more request lets those drain before anything else is measured.
 */
async function timedGet(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  return performance.now() - started;
}

function row(path: Endpoint, f: LoadFigures, aloneMs: number, size: number): string[] {
  // autocannon drops the requests still in flight when the time is up: none finished means each took longer
  const latency = (ms: number) => (f.total === 0 ? `> ${SECONDS * 1000}` : ms.toFixed(0));
  return [
    `GET ${path}`,
    f.rps.toFixed(f.rps < 10 ? 1 : 0),
    latency(f.p50),
    latency(f.p99),
    aloneMs.toFixed(0),
    bytes(size),
    String(f.total),
    String(f.failed),
  ];
}

/**
 * Asks each endpoint once and checks the answer against what was inserted: every agency (with its units counted),
 * every unit, and the overview's totals and active counts. Prints the check; a mismatch fails the run.
 * Answers the size of each response body.
 */
async function checkAnswers(baseUrl: string, headers: Record<string, string>): Promise<Record<Endpoint, number>> {
  const sizes = {} as Record<Endpoint, number>;
  const get = async <T>(path: Endpoint): Promise<T> => {
    const res = await fetch(baseUrl + path, { headers });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${body.slice(0, 300)}`);
    sizes[path] = Buffer.byteLength(body);
    return (JSON.parse(body) as { data: T }).data;
  };
  const agencies = await get<{ id: string; unitCount: number }[]>('/api/tcc/agencies');
  const units = await get<{ id: string; agencyId: string }[]>('/api/tcc/units');
  const overview = await get<SystemOverview>('/api/tcc/analytics/overview');
  const expected = expectedOverview();

  const checks: [string, number, number][] = [
    ['agencies listed', agencies.length, expected.totalAgencies],
    ['distinct agency ids', new Set(agencies.map((a) => a.id)).size, expected.totalAgencies],
    ['sum of agencies unitCount', agencies.reduce((sum, a) => sum + a.unitCount, 0), expected.totalUnits],
    ['units listed', units.length, expected.totalUnits],
    ['distinct unit ids', new Set(units.map((u) => u.id)).size, expected.totalUnits],
    ...(Object.keys(expected) as (keyof SystemOverview)[]).map((k): [string, number, number] => [`overview ${k}`, overview[k], expected[k]]),
  ];
  const wrong = checks.filter(([, got, want]) => got !== want);
  if (wrong.length === 0) {
    console.log(`answers checked: all ${checks.length} figures match the inserted rows`);
    console.log(`  ${checks.map(([name, got]) => `${name} ${count(got)}`).join('; ')}`);
  } else {
    process.exitCode = 1;
    console.log(`answers checked: ${wrong.length} of ${checks.length} figures DO NOT match the inserted rows`);
    for (const [name, got, want] of wrong) console.log(`  MISMATCH ${name}: got ${got}, expected ${want}`);
  }
  return sizes;
}

/** A new empty database on the local PostgreSQL, or why there is none. */
async function createPostgresDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> } | { skipped: string }> {
  const name = `tcc_bench_${randomBytes(4).toString('hex')}`;
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
