// Section "live": 1,000 push clients (GET /api/events) spread over 2 TCC instances on one PostgreSQL database, with the
// role mix of a busy region: the control center, the staff of 40 hospitals and of 50 agencies. Status changes are made
// through the API on alternating instances, one after another and then ten at a time; for each, the bench knows who is
// entitled to hear of it (by the trip lists' rule) and measures, for every one of them, the time from the change's
// commit to its delivery.
// The commit is when the bench's own LISTEN on the same channel hears of it. Every event is checked: nobody may receive
// the id of a trip they may not see, and every entitled client must receive the change.
import pg from 'pg';
import { type Db, openDatabase } from '../src/server/db/connect';
import { generatePatientId } from '../src/domain/trips/patient-id';
import { createPostgresDatabase, JWT_SECRET } from './databases';
import { type BenchTrip, createAudience, type Move } from './live-audience';
import { openPushClient, type PushClient } from './live-clients';
import { insertLiveWorld, LIVE, type LiveWorld, type Watcher } from './live-data';
import { type Change, createDeliveryTracker } from './live-tracker';
import { type Check, count, mb, printChecks, secs, table } from './report';
import type { ServerProcess } from './server-process';
import { startTcc } from './tcc-server';
import { judged } from './verdicts';

const TRIPS = 100;
/** Trip i is offered to this many agencies, and accepted by one of them unless it is one the facility withdraws. */
const OFFERS = 3;
const WITHDRAWN_EVERY = 5;
/** Changes in flight at once: one after another, then as a busy region makes them. */
const RUNS = [1, 10] as const;
const DELIVERY_TIMEOUT_MS = 5_000;
const OPEN_BATCH = 50;
const TARGET_P99_MS = 500;

export async function liveSection(): Promise<void> {
  const clients = LIVE.controlCenter + LIVE.hospitals * LIVE.staffPerHospital + LIVE.agencies * LIVE.staffPerAgency;
  console.log(
    `Live updates: ${count(clients)} push clients over 2 instances on one PostgreSQL database: ${LIVE.controlCenter} control center ` +
      `users, ${LIVE.staffPerHospital} staff at each of ${LIVE.hospitals} hospitals, ${LIVE.staffPerAgency} at each of ${LIVE.agencies} ` +
      `agencies. Per run, ${TRIPS} requests each offered to ${OFFERS} agencies are accepted (every ${WITHDRAWN_EVERY}th withdrawn ` +
      `by its facility instead), picked up and completed through the API, alternating instances, ${RUNS.join(', then ')} at a time`,
  );
  const postgres = await createPostgresDatabase();
  if ('skipped' in postgres) {
    console.log(`\n[PostgreSQL] skipped: ${postgres.skipped}`);
    return;
  }
  try {
    await run(postgres.url, postgres.name);
  } finally {
    await postgres.drop();
  }
}

async function run(url: string, name: string) {
  console.log(`\n[PostgreSQL (database ${name})]`);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  let world: LiveWorld;
  try {
    await database.migrate();
    world = await insertLiveWorld(database.db as Db, JWT_SECRET);
  } finally {
    await database.close();
  }
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < 2; i++) servers.push(await startTcc({ DATABASE_URL: url, SEED_DEMO: 'false', JWT_SECRET }));
    console.log(`2 instances ready in ${secs(Math.max(...servers.map((s) => s.readyMs)))}`);
    await measure(servers, world, url);
  } finally {
    for (const s of servers) await s.stop();
  }
}

/** Calls the API of `server` as `watcher`; throws on anything but the expected status. */
async function call(server: ServerProcess, watcher: Watcher, method: string, path: string, body: unknown, expected: number) {
  const res = await fetch(server.baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${watcher.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== expected) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as { data: { id: string } };
}

async function measure(servers: ServerProcess[], world: LiveWorld, databaseUrl: string) {
  const { watchers } = world;
  const first = (pick: (w: Watcher) => boolean) => watchers.find(pick)!;
  const nurseOf = (hospitalId: string) => first((w) => w.hospitalId === hospitalId);
  const crewOf = (agencyId: string) => first((w) => w.agencyId === agencyId);
  const server = (n: number) => servers[n % servers.length]!;
  const audience = createAudience(watchers);
  const tracker = createDeliveryTracker((client) => `client ${client} (${watchers[client]!.userType})`);

  // the requests of every run, made before anyone watches
  const trips: BenchTrip[] = [];
  for (let i = 0; i < TRIPS * RUNS.length; i++) {
    const hospitalId = world.hospitals[i % world.hospitals.length]!;
    const offered = Array.from({ length: OFFERS }, (_, k) => world.agencies[(i * OFFERS + k) % world.agencies.length]!);
    const body = {
      patientId: generatePatientId(),
      toLocation: 'Live Bench Rehabilitation Center',
      scheduledTime: new Date(Date.now() + 86_400_000).toISOString(),
      transportLevel: 'BLS',
      urgencyLevel: 'Routine',
      notificationRadius: 100,
      selectedAgencies: offered,
    };
    const created = await call(server(i), nurseOf(hospitalId), 'POST', '/api/trips/enhanced', body, 201);
    const trip = { id: created.data.id, hospitalId, offered, winner: offered[i % OFFERS]!, withdrawn: i % WITHDRAWN_EVERY === WITHDRAWN_EVERY - 1 };
    trips.push(trip);
    tracker.entitle(trip.id, audience.ofNewTrip(trip));
  }

  const commits = new Map<string, number>();
  const listener = new pg.Client({ connectionString: databaseUrl });
  const rssBefore = servers.map((s) => s.memory().rssMb);
  const clients: PushClient[] = [];
  const openStarted = performance.now();
  for (let i = 0; i < watchers.length; i += OPEN_BATCH) {
    const batch = watchers.slice(i, i + OPEN_BATCH).map((w, k) => openPushClient(server(i + k).baseUrl, w.token, i + k, tracker.onTrips));
    clients.push(...(await Promise.all(batch)));
  }
  const openMs = performance.now() - openStarted;
  const rssAfter = servers.map((s) => s.memory().rssMb);
  const perInstance = Math.ceil(watchers.length / servers.length);
  console.log(`${count(clients.length)} streams open in ${secs(openMs)}, ${count(perInstance)} per instance`);
  table(
    ['instance', 'RSS before', 'RSS with streams', 'per stream'],
    servers.map((_, i) => [
      String.fromCharCode(65 + i),
      mb(rssBefore[i]!),
      mb(rssAfter[i]!),
      `${(((rssAfter[i]! - rssBefore[i]!) * 1024) / perInstance).toFixed(1)} KB`,
    ]),
  );

  const runs: { inFlight: number; changes: Change[]; seconds: number }[] = [];
  let made = 0;
  /** One move: made through the API of the next instance, then awaited at every client entitled to it. */
  async function makeMove(trip: BenchTrip, move: Move, changes: Change[]) {
    const change = tracker.start(trip, move, audience.ofMove(trip, move));
    changes.push(change);
    const actor = move === 'CANCELLED' ? nurseOf(trip.hospitalId) : crewOf(trip.winner);
    await call(server(made++), actor, 'PUT', `/api/trips/${trip.id}/status`, { status: move }, 200);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([change.delivered, new Promise((resolve) => (timer = setTimeout(resolve, DELIVERY_TIMEOUT_MS)))]);
    clearTimeout(timer);
    tracker.abandon(change);
  }
  try {
    await listenForCommits(listener, commits);
    for (const [r, inFlight] of RUNS.entries()) {
      const mine = trips.slice(r * TRIPS, (r + 1) * TRIPS);
      const carried = mine.filter((t) => !t.withdrawn);
      const phases: [BenchTrip, Move][][] = [
        mine.map((t) => [t, t.withdrawn ? 'CANCELLED' : 'ACCEPTED']),
        carried.map((t) => [t, 'IN_PROGRESS']),
        carried.map((t) => [t, 'COMPLETED']),
      ];
      const changes: Change[] = [];
      const started = performance.now();
      // each phase moves every trip once, so no two moves in flight are of one trip
      for (const phase of phases) {
        let next = 0;
        const worker = async () => {
          while (next < phase.length) {
            const [trip, move] = phase[next++]!;
            await makeMove(trip, move, changes);
          }
        };
        await Promise.all(Array.from({ length: inFlight }, worker));
      }
      runs.push({ inFlight, changes, seconds: (performance.now() - started) / 1000 });
    }
  } finally {
    clients.forEach((c) => c.close());
    await listener.end().catch(() => undefined);
  }
  report(runs, commits, tracker.tally, tracker.leakSamples);
}

/** The bench's own ear on the channel: when each change committed. */
async function listenForCommits(listener: pg.Client, commits: Map<string, number>) {
  listener.on('notification', (n) => {
    const at = performance.now();
    const event = JSON.parse(n.payload ?? '{}') as { kind?: string; tripId?: string; status?: string };
    const key = `${event.tripId}:${event.status}`;
    if (event.kind === 'trip' && !commits.has(key)) commits.set(key, at);
  });
  await listener.connect();
  await listener.query('LISTEN tcc_live');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

function report(
  runs: { inFlight: number; changes: Change[]; seconds: number }[],
  commits: Map<string, number>,
  tally: { leaks: number; strayBareSignals: number; repeats: number },
  leakSamples: string[],
) {
  let expected = 0;
  let delivered = 0;
  let unheardCommits = 0;
  let worstP99 = 0;
  const rows: string[][] = [];
  for (const { inFlight, changes, seconds } of runs) {
    const fromCommit: number[] = [];
    const fromCall: number[] = [];
    for (const c of changes) {
      expected += c.named.size + c.unnamed.size;
      delivered += c.arrived.size;
      const committedAt = commits.get(`${c.trip.id}:${c.move}`);
      if (committedAt === undefined) unheardCommits++;
      for (const at of c.arrived.values()) {
        fromCall.push(at - c.sentAt);
        // the bench reads its own notification and the clients' sockets on one thread: a delivery read first counts as 0
        if (committedAt !== undefined) fromCommit.push(Math.max(0, at - committedAt));
      }
    }
    fromCommit.sort((a, b) => a - b);
    fromCall.sort((a, b) => a - b);
    worstP99 = Math.max(worstP99, percentile(fromCommit, 99));
    const ms = (v: number) => v.toFixed(1);
    rows.push([
      `${inFlight} at a time`,
      String(changes.length),
      (changes.length / seconds).toFixed(0),
      count(fromCommit.length),
      ms(percentile(fromCommit, 50)),
      ms(percentile(fromCommit, 99)),
      ms(fromCommit.at(-1) ?? NaN),
      ms(percentile(fromCall, 50)),
      ms(percentile(fromCall, 99)),
    ]);
  }
  table(['changes in flight', 'changes', 'per s', 'deliveries', 'p50 ms', 'p99 ms', 'max ms', 'call p50', 'call p99'], rows);
  console.log('p50/p99/max: from the commit to the delivery at each entitled client; call: from the API call\'s start instead');
  const met = judged('live', 'p99 from a commit to its delivery (PostgreSQL)', `${worstP99.toFixed(1)} ms`, `≤ ${TARGET_P99_MS} ms`, worstP99 <= TARGET_P99_MS);
  console.log(`target p99 <= ${TARGET_P99_MS} ms from commit to delivery: ${met ? 'met' : 'NOT MET'}`);
  console.log(`also received: ${count(tally.repeats)} repeats (a change announced twice to a client entitled to it: a trip and its offer)`);
  leakSamples.forEach((s) => console.log(`  LEAK ${s}`));
  const checks: Check[] = [
    ['deliveries to entitled clients', delivered, expected],
    ['trip ids heard by clients not entitled to them', tally.leaks, 0],
    ['bare signals to clients that never saw the trip', tally.strayBareSignals, 0],
    ['changes whose commit the bench did not hear', unheardCommits, 0],
  ];
  printChecks('live', 'the recipients the trip lists entitle', checks);
}
