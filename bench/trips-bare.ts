// The trip calls' SQL run bare: the statements the server's code sends for a call, recorded once through a logging
// database, then replayed through the same driver (a pg Pool of 4 connections, or PGlite in this process) as fast as
// 4 callers can, without HTTP, authentication, validation or the ORM. The server's rate beside it is the app's cost.
// A text the server keeps named (src/server/db/named-statements: parsed once per connection) is replayed under its name too.
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createPglite, type Db } from '../src/server/db/connect';
import { nameKeptStatements, namedTextsOf } from '../src/server/db/named-statements';
import * as schema from '../src/server/db/schema';
import type { Target } from './databases';

interface Statement {
  text: string;
  params: unknown[];
  /** The name it is kept under when the server's code keeps it named (src/server/db/named-statements). */
  name?: string;
}
/** A call's statements in order: each group is one transaction, or statements sent together outside any. */
export type Recording = { transaction: boolean; statements: Statement[] }[];

/** The bare driver, and a database over it that records what the server's code sends through it. */
export interface BareDriver {
  db: Db;
  record<T>(call: (db: Db) => Promise<T>): Promise<{ result: T; recording: Recording }>;
  replay(recording: Recording): Promise<void>;
  close(): Promise<void>;
}

export async function openBare(target: Target, connections: number): Promise<BareDriver> {
  let groups: Recording = [];
  let inTransaction = false;
  const logger: Logger = {
    logQuery(text, params) {
      // node-postgres sends its transaction's begin and commit as statements; the groups stand for them
      if (/^(begin|commit|rollback)\b/i.test(text)) return;
      const last = groups.at(-1);
      if (last && last.transaction === inTransaction) last.statements.push({ text, params });
      else groups.push({ transaction: inTransaction, statements: [{ text, params }] });
    },
  };
  const url = target.open.databaseUrl;
  const pool = url ? new pg.Pool({ connectionString: url, max: connections }) : undefined;
  // pool.end() answers before its connections have closed: one the database drop cuts meanwhile must not crash the bench
  pool?.on('error', () => undefined);
  const lite = url ? undefined : await createPglite(target.open.dataDir);
  const db = (pool ? drizzlePg(pool, { schema, logger }) : drizzlePglite(lite!, { schema, logger })) as unknown as Db;
  // as the server's: the texts its code keeps named run as named statements, and are replayed under their names
  nameKeptStatements(db, lite ? { pglite: lite } : { pool: pool! }, true);
  const names = namedTextsOf(db);
  // every transaction of the recorded code opens a group of its own
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    transaction(async (tx) => {
      groups.push({ transaction: true, statements: [] });
      inTransaction = true;
      try {
        return await run(tx);
      } finally {
        inTransaction = false;
      }
    }, config)) as Db['transaction'];

  async function inOne(statements: Statement[]) {
    if (pool) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        for (const s of statements) await client.query(asConfig(s));
        await client.query('commit');
      } catch (err) {
        await client.query('rollback');
        throw err;
      } finally {
        client.release();
      }
      return;
    }
    await lite!.transaction(async (tx) => {
      for (const s of statements) await tx.query(s.text, s.params);
    });
  }
  const asConfig = (s: Statement) => ({ name: s.name, text: s.text, values: s.params });
  const one = (s: Statement) => (pool ? pool.query(asConfig(s)) : lite!.query(s.text, s.params));

  return {
    db,
    async record(call) {
      groups = [];
      const result = await call(db);
      const recording = groups.map((g) => ({ ...g, statements: g.statements.map((s) => ({ ...s, name: names.get(s.text) })) }));
      groups = [];
      return { result, recording };
    },
    async replay(recording) {
      for (const group of recording) {
        if (group.transaction) await inOne(group.statements);
        else await Promise.all(group.statements.map(one));
      }
    },
    close: () => (pool ? pool.end() : lite!.close()),
  };
}

/** The recording with every occurrence of each key (an id) replaced by its value, in texts and parameters alike. */
export function substituted(recording: Recording, ids: Map<string, string>): Recording {
  const swap = (v: unknown): unknown => {
    if (typeof v !== 'string') return Array.isArray(v) ? v.map(swap) : v;
    let out = v;
    for (const [from, to] of ids) out = out.replaceAll(from, to);
    return out;
  };
  return recording.map((g) => ({ ...g, statements: g.statements.map((s) => ({ ...s, params: s.params.map(swap) })) }));
}

/** The ids a recording gives the crew steps it inserts: each replay needs its own, as the server makes one per move. */
export function stepIdsOf(recording: Recording): string[] {
  const ids: string[] = [];
  for (const g of recording) {
    for (const s of g.statements) {
      const at = /insert into trip_steps \(id,[^)]*\)\s*select \$(\d+)::uuid/.exec(s.text);
      if (at) ids.push(String(s.params[Number(at[1]) - 1]));
    }
  }
  return ids;
}

export interface BareFigures {
  rps: number;
  p50: number;
  p99: number;
  total: number;
}

/** `callers` loops, each replaying `next()` until the time is up (or next answers nothing): rate and latency. */
export function bareLoad(driver: BareDriver, seconds: number, callers: number, next: () => Recording | undefined): Promise<BareFigures> {
  return callLoad(seconds, callers, () => {
    const recording = next();
    return recording ? driver.replay(recording).then(() => true) : Promise.resolve(false);
  });
}

/** `callers` loops, each making `call()` until the time is up (or the call answers false, having nothing to do): rate and latency. */
export async function callLoad(seconds: number, callers: number, call: () => Promise<boolean>): Promise<BareFigures> {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        if (!(await call())) return;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), total: latencies.length };
}

/**
 * The recording with the trip version a guarded write expects (`"trips"."version" = $n`) set to `version`: a move is
 * written only at the version it was judged on, which differs from trip to trip.
 */
export function atVersion(recording: Recording, version: number): Recording {
  return recording.map((g) => ({
    ...g,
    statements: g.statements.map((s) => {
      const at = /"trips"\."version" = \$(\d+)/.exec(s.text);
      if (!at) return s;
      const params = [...s.params];
      params[Number(at[1]) - 1] = version;
      return { ...s, params };
    }),
  }));
}
