// The accept races: each race trip is accepted by every agency it was offered to, all requests fired at once; then
// the answers are counted per trip (exactly one may succeed) and the database is searched for double assignments.
import { Agent, request } from 'node:http';
import { sql } from 'drizzle-orm';
import { TRIP_ERRORS } from '../src/domain/trips/trip-errors';
import type { Db } from '../src/server/db/connect';
import { rawRows } from '../src/server/db/raw-query';
import { type Check, count, secs } from './report';
import type { PlannedRace } from './trips-data';

/**
 * Every request is handed to the HTTP client at the same moment; it carries them over this many keep-alive
 * connections (a few thousand new connections at once would measure the kernel's accept queue, not the server).
 * The requests of one trip leave one after another, so its racers are always in flight together.
 */
const SOCKETS = 256;

interface Answer {
  tripId: string;
  agency: number;
  status: number;
  error?: string;
}

function put(agent: Agent, url: URL, token: string, body: unknown): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        agent,
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export interface RaceResult {
  wallMs: number;
  /** race trip → the agency whose accept succeeded (the first one, when more did) */
  winners: Map<string, number>;
  checks: Check[];
}

/** Fires every race at once and counts the answers; `tokens` holds each agency's dispatcher token by agency number. */
export async function runRaces(baseUrl: string, races: PlannedRace[], tokens: Map<number, string>): Promise<RaceResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: SOCKETS });
  const requests = races.flatMap((race) => race.agencies.map((agency) => ({ tripId: race.tripId, agency })));
  const started = performance.now();
  const answers = await Promise.all(
    requests.map(async ({ tripId, agency }): Promise<Answer> => {
      const res = await put(agent, new URL(`/api/trips/${tripId}/status`, baseUrl), tokens.get(agency)!, { status: 'ACCEPTED' });
      const error = res.status >= 300 ? (JSON.parse(res.body) as { error?: string }).error : undefined;
      return { tripId, agency, status: res.status, ...(error === undefined ? {} : { error }) };
    }),
  );
  const wallMs = performance.now() - started;
  agent.destroy();

  const won = new Map<string, number[]>();
  for (const a of answers) if (a.status >= 200 && a.status < 300) won.set(a.tripId, [...(won.get(a.tripId) ?? []), a.agency]);
  const refusedAsTaken = answers.filter((a) => a.status === 409 && a.error === TRIP_ERRORS.alreadyAccepted).length;
  const other = answers.filter((a) => (a.status < 200 || a.status >= 300) && !(a.status === 409 && a.error === TRIP_ERRORS.alreadyAccepted));
  const byStatus = new Map<number, number>();
  for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);

  const racers = requests.length / races.length;
  console.log(
    `accept races: ${count(races.length)} PENDING trips, each accepted by the ${racers} agencies it was offered to at once ` +
      `(${count(requests.length)} PUT /api/trips/{id}/status fired together over ${SOCKETS} connections): ` +
      `wall time ${secs(wallMs)}, ${(requests.length / (wallMs / 1000)).toFixed(0)} answers/s`,
  );
  console.log(`  answers: ${[...byStatus].sort(([x], [y]) => x - y).map(([status, n]) => `${count(n)} × ${status}`).join(', ')}`);
  const winnersPerTrip = (n: number) => races.filter((r) => (won.get(r.tripId)?.length ?? 0) === n).length;
  const several = races.length - winnersPerTrip(0) - winnersPerTrip(1);
  console.log(`  trips with no successful accept: ${count(winnersPerTrip(0))}; with exactly one: ${count(winnersPerTrip(1))}; with more: ${count(several)}`);
  for (const a of other.slice(0, 5)) console.log(`  UNEXPECTED ${a.status} for trip ${a.tripId} (agency ${a.agency}): ${a.error ?? ''}`);

  return {
    wallMs,
    winners: new Map([...won].map(([tripId, agencies]) => [tripId, agencies[0]!])),
    checks: [
      ['races with exactly one successful accept', winnersPerTrip(1), races.length],
      ['successful accepts', [...won.values()].reduce((n, w) => n + w.length, 0), races.length],
      ['accepts refused as already accepted (409)', refusedAsTaken, requests.length - races.length],
      ['other answers', other.length, 0],
    ],
  };
}

/**
 * The database after the runs: trips with two ACCEPTED offers, trips with two ACCEPTED history rows (each a double
 * assignment), taken trips whose agency holds no ACCEPTED offer, and each race trip assigned to its winner alone.
 */
export async function doubleAssignmentChecks(
  db: Db,
  races: PlannedRace[],
  winners: Map<string, number>,
  agencyNumbers: Map<string, number>,
): Promise<Check[]> {
  const [row] = await rawRows<{ offers: number; history: number; unbacked: number }>(
    db,
    sql`select
          (select count(*) from (select trip_id from agency_responses where response = 'ACCEPTED'
                                 group by trip_id having count(*) > 1) as d)::int as offers,
          (select count(*) from (select trip_id from trip_history where to_status = 'ACCEPTED'
                                 group by trip_id having count(*) > 1) as d)::int as history,
          (select count(*) from trips as t where t.assigned_agency_id is not null and not exists (
             select 1 from agency_responses as r
             where r.trip_id = t.id and r.agency_id = t.assigned_agency_id and r.response = 'ACCEPTED'))::int as unbacked`,
  );
  const raceIds = races.map((r) => r.tripId);
  const assigned = await rawRows<{ id: string; status: string; agencyId: string | null }>(
    db,
    sql`select id, status, assigned_agency_id as "agencyId" from trips where id::text = any(string_to_array(${raceIds.join(',')}, ','))`,
  );
  const toWinner = assigned.filter((t) => t.status === 'ACCEPTED' && t.agencyId !== null && agencyNumbers.get(t.agencyId) === winners.get(t.id));
  const doubles = row!.offers + row!.history;
  console.log(
    `double assignments in the database: ${count(doubles)} (trips with two ACCEPTED offers: ${count(row!.offers)}; ` +
      `with two ACCEPTED history rows: ${count(row!.history)})`,
  );
  return [
    ['trips with two or more ACCEPTED offers', row!.offers, 0],
    ['trips with two or more ACCEPTED history rows', row!.history, 0],
    ["assigned trips without their agency's ACCEPTED offer", row!.unbacked, 0],
    ['race trips ACCEPTED and assigned to the agency whose accept succeeded', toWinner.length, races.length],
  ];
}
