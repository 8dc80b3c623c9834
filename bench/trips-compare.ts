// The trips section's second half: every call's SQL run bare (bench/trips-bare.ts) once the server has stopped, printed
// beside the server's figures with their ratio, and each target of the section with whether it was met.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { tripListQuery } from '../src/domain/trips/trip-views';
import { rawRows } from '../src/server/db/raw-query';
import type { Caller } from '../src/server/plugins/auth';
import { recordAccess } from '../src/server/modules/access-log';
import { loadSessionUser } from '../src/server/modules/auth/session-user';
import { changeTripStatus } from '../src/server/modules/trips/change-trip-status';
import { listTrips } from '../src/server/modules/trips/list-trips';
import type { Target } from './databases';
import { count, type EndpointRow, secs, table } from './report';
import { atVersion, type BareFigures, bareLoad, callLoad, openBare, type Recording, stepIdsOf, substituted } from './trips-bare';
import { ADMIN, dispatcherEmail, type PlannedMove } from './trips-data';
import type { ListCase } from './trips-lists';
import { judged } from './verdicts';

const ALERTS = { timeZone: 'UTC', publicUrl: 'http://localhost' };
const KINDS = ['ACCEPTED', 'IN_PROGRESS', 'COMPLETED'] as const;

/** The work order's targets on PostgreSQL; PGlite is held to half the rates (twice the latencies, twice the race time). */
const TARGETS = { page: { p99: 50 }, available: { p99: 30 }, statusChange: { rps: 600 }, races: { seconds: 3 } } as const;
/** The access log's entry may take at most this share of the Trip Management page's median time in the server. */
const ACCESS_ENTRY_SHARE = 0.2;
const ACCESS_ENTRY = 'access log entry';
/** What the access log reads of the Trip Management page's request. */
const PAGE_REQUEST = { method: 'GET', routeOptions: { url: '/api/trips' }, ip: '127.0.0.1' } as unknown as FastifyRequest;

export interface AppFigures {
  rows: EndpointRow[];
  cases: ListCase[];
  race: { races: number; wallMs: number; doubles: number };
}

interface Run {
  target: Target;
  cases: ListCase[];
  agencyNumber: number;
  moves: PlannedMove[];
  handedOut: PlannedMove[];
  /** The Trip Management page's trips, whose access log entry is measured. */
  pageTripIds: string[];
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

/** A signed-in caller as the server would build it from the session, for the account with this e-mail. */
async function callerFor(db: Parameters<typeof loadSessionUser>[0], email: string): Promise<Caller> {
  const [row] = await rawRows<{ id: string }>(db, sql`select id from users where email = ${email}`);
  return { ...(await loadSessionUser(db, row!.id, 'America/New_York'))!, sessionId: 'bench' };
}

/** The moves the server was not sent, in the bench's rotation of kinds. */
function leftOver(moves: PlannedMove[], handedOut: PlannedMove[]): PlannedMove[][] {
  const sent = new Set(handedOut.map((m) => m.tripId));
  return KINDS.map((to) => moves.filter((m) => m.to === to && !sent.has(m.tripId)));
}

/** Lists and status changes, recorded once and replayed bare; answers the figures by row label. */
export async function measureBare(run: Run): Promise<Map<string, BareFigures>> {
  const driver = await openBare(run.target, run.connections);
  const figures = new Map<string, BareFigures>();
  try {
    const admin = await callerFor(driver.db, ADMIN.email);
    const agency = await callerFor(driver.db, dispatcherEmail(run.agencyNumber));
    for (const c of run.cases) {
      const query = tripListQuery.parse(Object.fromEntries(new URLSearchParams(c.query)));
      const { recording } = await driver.record((db) => listTrips(db, c.signedInAs === 'ADMIN' ? admin : agency, query, new Date()));
      await bareLoad(driver, run.warmupSeconds, run.connections, () => recording);
      figures.set(c.label, await bareLoad(driver, run.seconds, run.connections, () => recording));
    }

    // the entry the page's request appends, by the server's own code: its trips' patients read, then the entry
    // added to the one chain (entries that arrive together are written in one batch)
    const seen = run.pageTripIds.map((tripId) => ({ tripId, patientId: null }));
    const entry = () => recordAccess(driver.db, PAGE_REQUEST, admin, seen).then(() => true);
    await callLoad(run.warmupSeconds, run.connections, entry);
    figures.set(ACCESS_ENTRY, await callLoad(run.seconds, run.connections, entry));

    // one move of each kind recorded (the route's change, which answers the trip as it leaves it), then replayed on the
    // other trips of its kind
    const callers = new Map<number, Caller>();
    const callerOf = async (n: number) => callers.get(n) ?? callers.set(n, await callerFor(driver.db, dispatcherEmail(n))).get(n)!;
    const queues = leftOver(run.moves, run.handedOut);
    // a kind whose every move went to the server has no sample and is left out of the replay
    const samples: ({ move: PlannedMove; caller: Caller; recording: Recording } | undefined)[] = [];
    for (const queue of queues) {
      const move = queue.shift();
      if (!move) {
        samples.push(undefined);
        continue;
      }
      const caller = await callerOf(move.agency);
      // the move answers the trip's details itself, from its read and its write
      const { recording } = await driver.record((db) => changeTripStatus(db, caller, move.tripId, { status: move.to }, ALERTS));
      samples.push({ move, caller, recording });
    }
    // each trip is moved at its own version, read beforehand so that the reading is not measured
    const versions = new Map(
      (await rawRows<{ id: string; version: number }>(driver.db, sql`select id, version from trips where id in ${queues.flat().map((m) => m.tripId)}`)).map((r) => [
        r.id,
        r.version,
      ]),
    );
    const planned = await Promise.all(
      queues.map(async (queue, k) => {
        const sample = samples[k];
        if (!sample) return [];
        return Promise.all(
          queue.map(async (m) => {
            const caller = await callerOf(m.agency);
            const ids = new Map([
              [sample.move.tripId, m.tripId],
              [sample.caller.id, caller.id],
              [sample.caller.agencyId!, caller.agencyId!],
              ...stepIdsOf(sample.recording).map((id) => [id, randomUUID()] as [string, string]),
            ]);
            return atVersion(substituted(sample.recording, ids), versions.get(m.tripId)!);
          }),
        );
      }),
    );
    let turn = 0;
    const next = () => {
      for (let tried = 0; tried < KINDS.length; tried++) {
        const recording = planned[turn++ % KINDS.length]!.shift();
        if (recording) return recording;
      }
      return undefined;
    };
    figures.set('status change (EMS)', await bareLoad(driver, run.seconds, run.connections, next));
  } finally {
    await driver.close();
  }
  return figures;
}

const ratio = (app: number, bare: number) => (app > 0 ? `${(bare / app).toFixed(1)}×` : '—');

/** The server's figures beside the bare SQL's, and every target with its verdict. */
export function printComparison(target: Target, app: AppFigures, bare: Map<string, BareFigures>, connections: number) {
  const factor = target.open.databaseUrl ? 1 : 2;
  const where = target.open.databaseUrl ? 'PostgreSQL' : 'PGlite (half the rates of PostgreSQL: twice the time)';
  const [page, , , available] = app.cases.map((c) => c.label);
  const p99 = (r: EndpointRow) => `p99 ${r.figures.p99.toFixed(0)} ms`;
  const rate = (r: EndpointRow) => `${r.figures.rps.toFixed(0)} req/s`;
  const targets = new Map<string, { text: string; figure: (row: EndpointRow) => string; met: (row: EndpointRow) => boolean }>([
    [page!, { text: `p99 ≤ ${TARGETS.page.p99 * factor} ms`, figure: p99, met: (r) => r.figures.p99 <= TARGETS.page.p99 * factor }],
    [available!, { text: `p99 ≤ ${TARGETS.available.p99 * factor} ms`, figure: p99, met: (r) => r.figures.p99 <= TARGETS.available.p99 * factor }],
    ['status change (EMS)', { text: `≥ ${TARGETS.statusChange.rps / factor} req/s`, figure: rate, met: (r) => r.figures.rps >= TARGETS.statusChange.rps / factor }],
  ]);
  console.log(`the same calls' SQL run bare through the same driver (${target.open.databaseUrl ? 'a pg Pool of' : 'PGlite in the bench, with'} ${connections} callers); targets on ${where}:`);
  table(
    ['call', 'server req/s', 'bare req/s', 'bare/server', 'server p99', 'bare p99', 'target', 'met'],
    app.rows.map((r) => {
      const b = bare.get(r.label);
      const t = targets.get(r.label);
      return [
        r.label,
        r.figures.rps.toFixed(0),
        b ? b.rps.toFixed(0) : '—',
        b ? ratio(r.figures.rps, b.rps) : '—',
        r.figures.p99.toFixed(0),
        b ? b.p99.toFixed(1) : '—',
        t?.text ?? '—',
        t ? (t.met(r) ? 'yes' : 'NO') : '',
      ];
    }),
  );
  accessEntryCost(target, app.rows.find((r) => r.label === page)!, bare.get(ACCESS_ENTRY)!);
  for (const r of app.rows) {
    const t = targets.get(r.label);
    if (t) judged('trips', `${r.label} (${target.database})`, t.figure(r), t.text, t.met(r));
  }
  const raceLimit = TARGETS.races.seconds * factor * 1000;
  const raceMet = judged(
    'trips',
    `${count(app.race.races)} accept races (${target.database})`,
    `${secs(app.race.wallMs)}, ${count(app.race.doubles)} double`,
    `≤ ${secs(raceLimit)}, none double`,
    app.race.wallMs <= raceLimit && app.race.doubles === 0,
  );
  console.log(
    `accept races: ${secs(app.race.wallMs)} with ${count(app.race.doubles)} double assignments; target ≤ ${secs(raceLimit)} with none: ${raceMet ? 'met' : 'NOT met'}`,
  );
}

/** The access log's entry beside the page whose call appends it: its median share of the page's time in the server. */
function accessEntryCost(target: Target, page: EndpointRow, entry: BareFigures) {
  const share = entry.p50 / page.figures.p50;
  console.log(
    `${ACCESS_ENTRY} for the ${page.label}'s trips (read back, then appended to the one chain) by the server's code alone: p50 ${entry.p50.toFixed(1)} ms, ` +
      `p99 ${entry.p99.toFixed(1)} ms, ${entry.rps.toFixed(0)} entries/s; ${(share * 100).toFixed(0)} % of the page's server p50 (${page.figures.p50.toFixed(0)} ms)`,
  );
  const limit = `≤ ${(ACCESS_ENTRY_SHARE * 100).toFixed(0)} % of the page's p50`;
  judged('trips', `${ACCESS_ENTRY} (${target.database})`, `${(share * 100).toFixed(0)} % (${entry.p50.toFixed(1)} ms)`, limit, share <= ACCESS_ENTRY_SHARE);
}
