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

function put(agent: Agent, url: URL, token: string, body: unknown, method = 'PUT'): Promise<{ status: number; body: string }> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        agent,
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-length': Buffer.byteLength(payload),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
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

/** A compare-offers request of the award races: its offers by agency number, and the agency that withdraws meanwhile. */
export interface PlannedAwardRace {
  tripId: string;
  offers: { offerId: string; agency: number }[];
  withdrawing: number;
}

/**
 * The award races: for each request, the facility awards every one of its offers and one offering agency withdraws,
 * all fired at once. Exactly one award may win per request, and never a withdrawn offer; the losers are 409.
 */
export async function runAwardRaces(baseUrl: string, races: PlannedAwardRace[], facility: string, tokens: Map<number, string>): Promise<{ wallMs: number; checks: Check[] }> {
  const agent = new Agent({ keepAlive: true, maxSockets: SOCKETS });
  const calls = races.flatMap((race) => [
    ...race.offers.map((o) => ({ tripId: race.tripId, kind: 'award' as const, url: `/api/trips/${race.tripId}/offers/${o.offerId}/award`, token: facility, method: 'POST' })),
    { tripId: race.tripId, kind: 'withdraw' as const, url: `/api/trips/${race.tripId}/offers/mine`, token: tokens.get(race.withdrawing)!, method: 'DELETE' },
  ]);
  const started = performance.now();
  const answers = await Promise.all(calls.map(async (c) => ({ ...c, status: (await put(agent, new URL(c.url, baseUrl), c.token, undefined, c.method)).status })));
  const wallMs = performance.now() - started;
  agent.destroy();
  const won = new Map<string, number>();
  for (const a of answers) if (a.kind === 'award' && a.status === 200) won.set(a.tripId, (won.get(a.tripId) ?? 0) + 1);
  const other = answers.filter((a) => a.status !== 200 && a.status !== 409).length;
  console.log(
    `award races: ${count(races.length)} compare-offers requests, each awarded its ${races[0]?.offers.length ?? 0} offers at once while one ` +
      `offering agency withdraws (${count(calls.length)} calls fired together over ${SOCKETS} connections): wall time ${secs(wallMs)}`,
  );
  const exactlyOne = races.filter((r) => won.get(r.tripId) === 1).length;
  console.log(`  requests with exactly one award: ${count(exactlyOne)} of ${count(races.length)}; answers other than 200 or 409: ${count(other)}`);
  return {
    wallMs,
    checks: [
      ['award races with exactly one successful award', exactlyOne, races.length],
      ['award race answers other than 200 or 409', other, 0],
    ],
  };
}

/** The database after the award races: each request ACCEPTED by the agency of its one AWARDED offer, never a withdrawn one. */
export async function awardChecks(db: Db, races: PlannedAwardRace[]): Promise<Check[]> {
  const ids = races.map((r) => r.tripId).join(',');
  const [row] = await rawRows<{ accepted: number; backed: number; awards: number; unassigned: number }>(
    db,
    sql`with race as (select id from trips where id::text = any(string_to_array(${ids}, ',')))
        select
          (select count(*) from trips t join race using (id) where t.status = 'ACCEPTED' and t.assigned_agency_id is not null)::int as accepted,
          (select count(*) from trips t join race using (id) join pickup_offers o on o.trip_id = t.id and o.status = 'AWARDED'
             and o.agency_id = t.assigned_agency_id and o.pickup_at = t.committed_pickup_at)::int as backed,
          (select count(*) from pickup_offers o join race on race.id = o.trip_id where o.status = 'AWARDED')::int as awards,
          (select count(*) from trips t join race using (id) where t.status <> 'ACCEPTED' or t.assigned_agency_id is null)::int as unassigned`,
  );
  console.log(`award races in the database: ${count(row!.accepted)} requests accepted, ${count(row!.awards)} awarded offers, ${count(row!.unassigned)} left without an agency`);
  return [
    ['award race requests ACCEPTED with an agency', row!.accepted, races.length],
    ["award race requests assigned to their awarded offer's agency at its time", row!.backed, races.length],
    ['awarded offers', row!.awards, races.length],
    ['award race requests left without an agency', row!.unassigned, 0],
  ];
}
