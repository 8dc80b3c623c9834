// Section "trips": 100,000 trips on PGlite and on PostgreSQL. Requests/s, p50 and p99 of the Trip Management list (a
// filtered, sorted page; with a search; a search over every trip), of an agency's Available Trips and of status changes
// (each a legal move on another trip), then the wall time of 1,000 accept races and the count of double assignments.
// Every list is checked against the same list counted in SQL; the races and moves against the database afterwards.
// Then each call's SQL is run bare through the same driver, printed beside the server's figures with the targets.
import { sql } from 'drizzle-orm';
import type { TripStatus } from '../src/domain/common/enums';
import type { TripListAnswer } from '../src/domain/trips/trip-answers';
import type { Db } from '../src/server/db/connect';
import { rawRows } from '../src/server/db/raw-query';
import { hashPassword } from '../src/server/modules/secrets/passwords';
import { onEachDatabase, serveFilled, type Target, withDatabase } from './databases';
import { type LoadSpec, measureEndpoint, sendOnce, type VariedRequest } from './load';
import { type Check, count, type EndpointRow, loadTable, printChecks, secs } from './report';
import type { ServerProcess } from './server-process';
import { signIn } from './tcc-server';
import { ADMIN, dispatcherEmail, insertTripData, type PlannedMove, type PlannedWork, STAFF_PASSWORD, TRIPS } from './trips-data';
import { type ListCase, type ListExpectation, type ListWorld, readListWorld } from './trips-lists';
import { printComparison, measureBare } from './trips-compare';
import { doubleAssignmentChecks, runRaces } from './trips-race';

const SECONDS = 5;
const WARMUP_SECONDS = 1;
const CONNECTIONS = 4;
const SIGN_IN_BATCH = 10;

/** What the bench knows before the server starts: the planned work, the lists' expectations, the stored row counts. */
interface TripWorld extends PlannedWork, ListWorld {
  agencyNumbers: Map<string, number>;
  rows: { offers: number; history: number };
  statistics: string;
}

/** What the run did, for the checks made on the database once the server has stopped. */
interface RunRecord {
  world: TripWorld;
  handedOut: PlannedMove[];
  winners: Map<string, number>;
  rows: EndpointRow[];
  raceMs: number;
}

export async function tripsSection(): Promise<void> {
  console.log(
    `Trips: ${count(TRIPS.trips)} trips created over ${TRIPS.days} days by ${TRIPS.hospitals} hospitals, each offered to 3 to 5 ` +
      `of the ${TRIPS.neighbours} agencies near its hospital (${TRIPS.agencies} agencies); ${CONNECTIONS} connections, ${SECONDS} s ` +
      `per row after a ${WARMUP_SECONDS} s warm-up; then ${count(TRIPS.races)} accept races`,
  );
  await onEachDatabase('trips', onDatabase);
}

async function onDatabase(target: Target): Promise<void> {
  const now = new Date();
  const checks: Check[] = [];
  let record: RunRecord | undefined;
  await serveFilled(
    target,
    async (db) => insertTripData(db, now, { admin: await hashPassword(ADMIN.password), staff: await hashPassword(STAFF_PASSWORD) }),
    async (server, world: TripWorld) => {
      describe(world);
      const tokens = await signInEveryone(server.baseUrl);
      const measured = await measure(server, world, tokens);
      const race = await runRaces(server.baseUrl, world.races, tokens.agencies);
      checks.push(...measured.checks, ...race.checks);
      record = { world, handedOut: measured.handedOut, winners: race.winners, rows: measured.rows, raceMs: race.wallMs };
    },
    (db, planned) => settle(db, planned, now, target),
  );
  // the server has stopped: the moves and races are read from the database itself, then the calls' SQL is run bare
  if (record) {
    const { world, handedOut, winners } = record;
    const doubles = await withDatabase(target, (db) => doubleAssignmentChecks(db, world.races, winners, world.agencyNumbers));
    checks.push(...(await withDatabase(target, (db) => moveChecks(db, handedOut))), ...doubles);
    // The server's lists ran on a database just vacuumed. Since then the moves and races have left their rows' new
    // trigram entries in the search indexes' pending lists, which every search reads through until a vacuum: made again
    // first (autovacuum would soon), so that the bare lists run on the database as the server's did.
    if (target.open.databaseUrl) await withDatabase(target, (db) => db.execute(sql`vacuum analyze`));
    const bare = await measureBare({
      target,
      cases: world.cases,
      agencyNumber: world.agency.number,
      moves: world.moves,
      handedOut,
      pageTripIds: world.expected.filtered.pageIds,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
    });
    const doubleAssignments = doubles[0]![1] + doubles[1]![1];
    printComparison(target, { rows: record.rows, cases: world.cases, race: { races: world.races.length, wallMs: record.raceMs, doubles: doubleAssignments } }, bare, CONNECTIONS);
  }
  printChecks('trips', 'a direct SQL count or the database afterwards', checks);
}

/**
 * PostgreSQL's autovacuum analyses a table soon after a bulk load; the bench does it at once, so the planner sees the
 * steady state. PGlite has no autovacuum: the ANALYZE of the new tables the server would make once up (made before it
 * starts, see databases.ts), and every 10 minutes, is what it gets.
 */
async function settle(db: Db, planned: PlannedWork, now: Date, target: Target): Promise<TripWorld> {
  let statistics = 'ANALYZE of the new tables, as the server makes once up (PGlite has no autovacuum)';
  if (target.open.databaseUrl) {
    const started = performance.now();
    await db.execute(sql`vacuum analyze`);
    statistics = `VACUUM ANALYZE, as autovacuum would after the load (${secs(performance.now() - started)})`;
  }
  const [rows] = await rawRows<{ offers: number; history: number }>(
    db,
    sql`select (select count(*) from agency_responses)::int as offers, (select count(*) from trip_history)::int as history`,
  );
  const agencies = await rawRows<{ id: string; name: string }>(db, sql`select id, name from agencies`);
  return {
    ...planned,
    ...(await readListWorld(db, now)),
    agencyNumbers: new Map(agencies.map((a) => [a.id, Number(a.name.slice(-3))])),
    rows: rows!,
    statistics,
  };
}

function describe(world: TripWorld) {
  const statuses = Object.entries(world.byStatus).map(([s, n]) => `${count(n)} ${s}`).join(', ');
  console.log(`trips by status: ${statuses}; ${count(world.rows.offers)} offers to agencies; ${count(world.rows.history)} history rows`);
  console.log(`planner statistics: ${world.statistics}`);
  const available = world.expected.available.total;
  console.log(`${world.agency.name} (the busiest agency outside the race group) has ${count(available)} Available Trips; search term "${world.search}"`);
}

interface Tokens {
  admin: string;
  agencies: Map<number, string>;
}

/** The administrator and every agency's dispatcher sign in through their login pages, a few at a time. */
async function signInEveryone(baseUrl: string): Promise<Tokens> {
  const started = performance.now();
  const admin = await signIn(baseUrl, ADMIN.email, ADMIN.password);
  const agencies = new Map<number, string>();
  for (let first = 1; first <= TRIPS.agencies; first += SIGN_IN_BATCH) {
    const batch = Array.from({ length: Math.min(SIGN_IN_BATCH, TRIPS.agencies - first + 1) }, (_, k) => first + k);
    const signed = await Promise.all(batch.map((n) => signIn(baseUrl, dispatcherEmail(n), STAFF_PASSWORD, '/api/auth/ems/login')));
    batch.forEach((n, k) => agencies.set(n, signed[k]!));
  }
  console.log(`signed in the administrator and ${agencies.size} dispatchers in ${secs(performance.now() - started)}`);
  return { admin, agencies };
}

/** The lists' answers checked, then every row measured; answers the checks and the moves the status changes were sent for. */
async function measure(
  server: ServerProcess,
  world: TripWorld,
  tokens: Tokens,
): Promise<{ checks: Check[]; handedOut: PlannedMove[]; rows: EndpointRow[] }> {
  const checks: Check[] = [];
  const rows: EndpointRow[] = [];
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const agencyToken = tokens.agencies.get(world.agency.number)!;
  console.log('lists measured:');
  for (const c of world.cases) {
    console.log(`  ${c.label}: GET /api/trips?${c.query} (as ${c.signedInAs === 'ADMIN' ? 'the administrator' : `${world.agency.name}'s dispatcher`})`);
  }

  for (const c of world.cases) {
    const spec: LoadSpec = {
      url: `${server.baseUrl}/api/trips?${c.query}`,
      headers: bearer(c.signedInAs === 'ADMIN' ? tokens.admin : agencyToken),
      connections: CONNECTIONS,
      seconds: SECONDS,
    };
    const { body } = await sendOnce(spec);
    checks.push(...listChecks(c, JSON.parse(body) as TripListAnswer, world.expected[c.name]));
    rows.push({ label: c.label, ...(await measureEndpoint(spec, WARMUP_SECONDS)), responseBytes: Buffer.byteLength(body) });
  }

  const moves = moveQueue(world.moves, tokens.agencies);
  const put: LoadSpec = { url: server.baseUrl, method: 'PUT', connections: CONNECTIONS, seconds: SECONDS, next: moves.next };
  const { body } = await sendOnce(put);
  rows.push({ label: 'status change (EMS)', ...(await measureEndpoint(put, WARMUP_SECONDS)), responseBytes: Buffer.byteLength(body) });
  loadTable(rows, SECONDS);
  const kinds = (['ACCEPTED', 'IN_PROGRESS', 'COMPLETED'] as const).map((to) => `${count(moves.handedOut.filter((m) => m.to === to).length)} to ${to}`);
  console.log(`status change: PUT /api/trips/{id}/status, each request another trip moved by its own agency (${kinds.join(', ')})`);
  if (moves.reused() > 0) console.log(`  the planned moves ran out: ${count(moves.reused())} requests repeated a move already made (refused)`);
  return { checks, handedOut: moves.handedOut, rows };
}

/** The answer against the list counted in SQL: total, the page's ids in order, and the summary when asked for. */
function listChecks(c: ListCase, answer: TripListAnswer, want: ListExpectation): Check[] {
  const got = answer.data.map((t) => t.id);
  const checks: Check[] = [
    [`${c.label}: total`, answer.total, want.total],
    [`${c.label}: rows on the page`, got.length, want.pageIds.length],
    [`${c.label}: rows in the expected place`, got.filter((id, k) => id === want.pageIds[k]).length, want.pageIds.length],
  ];
  if (want.summary) {
    checks.push([`${c.label}: summary total`, answer.summary?.total ?? -1, want.summary.total]);
    for (const [status, n] of Object.entries(want.summary.byStatus)) {
      checks.push([`${c.label}: summary ${status}`, answer.summary?.byStatus[status as TripStatus] ?? -1, n]);
    }
  }
  return checks;
}

/**
 * The planned moves in turn (an accept, a start, a completion, …), each as the agency that may make it. Should the plan
 * run out, moves are repeated; the server refuses them and the table counts them as failed.
 */
function moveQueue(moves: PlannedMove[], tokens: Map<number, string>) {
  const byKind = (['ACCEPTED', 'IN_PROGRESS', 'COMPLETED'] as const).map((to) => moves.filter((m) => m.to === to));
  const longest = Math.max(...byKind.map((k) => k.length));
  const order = Array.from({ length: longest }, (_, k) => byKind.flatMap((kind) => (k < kind.length ? [kind[k]!] : []))).flat();
  const handedOut: PlannedMove[] = [];
  let sent = 0;
  return {
    handedOut,
    reused: () => Math.max(0, sent - order.length),
    next(): VariedRequest {
      const move = order[sent++ % order.length]!;
      if (sent <= order.length) handedOut.push(move);
      return {
        path: `/api/trips/${move.tripId}/status`,
        headers: { authorization: `Bearer ${tokens.get(move.agency)!}` },
        body: { status: move.to },
      };
    },
  };
}

const BEFORE: Record<PlannedMove['to'], TripStatus> = { ACCEPTED: 'PENDING', IN_PROGRESS: 'ACCEPTED', COMPLETED: 'IN_PROGRESS' };

/**
 * Every trip a status change was sent for made its move, or is untouched: autocannon ends a run by closing its
 * connections, so a request written at that moment may never reach the server. None may be anywhere else.
 */
async function moveChecks(db: Db, handedOut: PlannedMove[]): Promise<Check[]> {
  const rows = await rawRows<{ id: string; status: TripStatus }>(
    db,
    sql`select id, status from trips where id::text = any(string_to_array(${handedOut.map((m) => m.tripId).join(',')}, ','))`,
  );
  const now = new Map(rows.map((r) => [r.id, r.status]));
  const moved = handedOut.filter((m) => now.get(m.tripId) === m.to).length;
  const untouched = handedOut.filter((m) => now.get(m.tripId) === BEFORE[m.to]).length;
  console.log(`status changes sent: ${count(handedOut.length)}; trips moved: ${count(moved)}; never reached the server as a run closed: ${count(untouched)}`);
  return [['status changes sent whose trip is neither moved nor untouched', handedOut.length - moved - untouched, 0]];
}
