// Section "matching": the wizard's Agency Selection list (GET /api/trips/agencies/{hospitalId}?radius=100) and trip
// creation (POST /api/trips/enhanced) with 5,000 open agencies around the hospital, on PGlite and on PostgreSQL,
// signed in as the hospital's HEALTHCARE user. The answers, and every trip the runs stored, are checked against the
// bench's own great-circle count.
import { sql } from 'drizzle-orm';
import type { AgencyOption } from '../src/domain/trips/trip-answers';
import type { TransportLevel } from '../src/domain/common/enums';
import type { EnhancedTripInput } from '../src/domain/trips/trip-request';
import type { Db } from '../src/server/db/connect';
import { rawRows } from '../src/server/db/raw-query';
import { onEachDatabase, serveFilled, type Target, withDatabase } from './databases';
import { type LoadSpec, measureEndpoint, sendOnce } from './load';
import { expectedWithin, insertMatchingData, MATCHING, type MatchingWorld, NURSE } from './matching-data';
import { type Check, count, type EndpointRow, loadTable, printChecks } from './report';
import type { ServerProcess } from './server-process';
import { signIn } from './tcc-server';

const SECONDS = 5;
const WARMUP_SECONDS = 1;
const CONNECTIONS = 4;
const RADIUS_MILES = 100;
const LEVEL: TransportLevel = 'ALS';
const SELECTED = 2;
// the two kinds of request tell their trips apart by patient id ('P' and 8 capitals, as Generate ID makes them)
const PATIENT = { selection: 'PBENCHSEL', everyone: 'PBENCHALL' } as const;

/** What the stored trips must show: the selection's ids, and every agency within the radius able to carry LEVEL. */
interface OfferExpectation {
  selected: string[];
  eligible: string[];
}

export async function matchingSection(): Promise<void> {
  console.log(
    `Agency matching: ${count(MATCHING.openAgencies)} open agencies (and ${count(MATCHING.closedAgencies)} closed ones) ` +
      `spread within ${MATCHING.spreadMiles} miles of one hospital, ${MATCHING.unitsPerAgency} units each; signed in as the ` +
      `hospital's HEALTHCARE user; ${CONNECTIONS} connections, ${SECONDS} s per row after a ${WARMUP_SECONDS} s warm-up`,
  );
  await onEachDatabase('matching', onDatabase);
}

async function onDatabase(target: Target): Promise<void> {
  const checks: Check[] = [];
  let expectation: OfferExpectation | undefined;
  await serveFilled(target, insertMatchingData, async (server: ServerProcess, world: MatchingWorld) => {
    const token = await signIn(server.baseUrl, NURSE.email, NURSE.password, '/api/auth/healthcare/login');
    const headers = { authorization: `Bearer ${token}` };
    const within = expectedWithin(world.agencies, RADIUS_MILES);
    const eligible = expectedWithin(world.agencies, RADIUS_MILES, LEVEL);
    expectation = { selected: eligible.slice(0, SELECTED).map((a) => a.id), eligible: eligible.map((a) => a.id) };
    console.log(
      `by the bench's great-circle count: ${count(within.length)} open agencies within ${RADIUS_MILES} miles, ` +
        `${count(eligible.length)} of them able to carry ${LEVEL}`,
    );

    const list: LoadSpec = {
      url: `${server.baseUrl}/api/trips/agencies/${world.hospitalId}?radius=${RADIUS_MILES}`,
      headers,
      connections: CONNECTIONS,
      seconds: SECONDS,
    };
    const create = (patientId: string, selectedAgencies: string[]): LoadSpec => ({
      url: `${server.baseUrl}/api/trips/enhanced`,
      method: 'POST',
      headers,
      body: tripRequest(world, patientId, selectedAgencies),
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    const choosing = create(PATIENT.selection, expectation.selected);
    const everyone = create(PATIENT.everyone, []);

    const listAnswer = await ask<AgencyOption[]>(list);
    checks.push(...listChecks(listAnswer.data, within));
    const chosenAnswer = await ask<{ offeredAgencies: { id: string }[] }>(choosing);
    const everyoneAnswer = await ask<{ offeredAgencies: { id: string }[] }>(everyone);
    checks.push(
      ...sameSet(`offered in the answer to ${SELECTED} selected`, chosenAnswer.data.offeredAgencies, expectation.selected),
      ...sameSet('offered in the answer to no selection', everyoneAnswer.data.offeredAgencies, expectation.eligible),
    );

    const rows: EndpointRow[] = [];
    const measure = async (label: string, spec: LoadSpec, responseBytes: number) =>
      rows.push({ label, ...(await measureEndpoint(spec, WARMUP_SECONDS)), responseBytes });
    await measure(`GET /api/trips/agencies/{hospitalId}?radius=${RADIUS_MILES}`, list, listAnswer.bytes);
    await measure(`POST /api/trips/enhanced, ${LEVEL}, ${SELECTED} selected`, choosing, chosenAnswer.bytes);
    await measure(`POST /api/trips/enhanced, ${LEVEL}, no selection`, everyone, everyoneAnswer.bytes);
    loadTable(rows, SECONDS);
  });
  // the server has stopped: every trip the runs created is read from the database itself
  if (expectation) {
    const offers = expectation;
    checks.push(...(await withDatabase(target, (db) => storedOfferChecks(db, offers))));
  }
  printChecks('matching', "the bench's great-circle count", checks);
}

/** The wizard's payload: a listed destination, tomorrow, the level under test, the default radius. */
function tripRequest(world: MatchingWorld, patientId: string, selectedAgencies: string[]): EnhancedTripInput {
  return {
    patientId,
    toLocation: world.destination.name,
    toFacilityId: world.destination.id,
    scheduledTime: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    transportLevel: LEVEL,
    urgencyLevel: 'Routine',
    mobilityLevel: 'Stretcher',
    notificationRadius: RADIUS_MILES,
    selectedAgencies,
  };
}

/** One request outside any load run: its `data` and the size of its JSON body. */
async function ask<T>(spec: LoadSpec): Promise<{ data: T; bytes: number }> {
  const { body } = await sendOnce(spec);
  return { data: (JSON.parse(body) as { data: T }).data, bytes: Buffer.byteLength(body) };
}

/** Each listed id once, and exactly the expected ones. */
function sameSet(name: string, got: readonly { id: string }[], want: readonly string[]): Check[] {
  const wanted = new Set(want);
  return [
    [name, got.length, want.length],
    [`${name} that the bench expects`, new Set(got.map((a) => a.id).filter((id) => wanted.has(id))).size, want.length],
  ];
}

/** The Agency Selection list against the bench's count: the same agencies, their miles, nearest first, their units. */
function listChecks(listed: AgencyOption[], within: { id: string; miles: number }[]): Check[] {
  const miles = new Map(within.map((a) => [a.id, a.miles]));
  // the list shows miles to one decimal
  const offBy = (a: AgencyOption) => (a.distance === null ? Infinity : Math.abs(a.distance - (miles.get(a.id) ?? Infinity)));
  const sum = (f: (a: AgencyOption) => number) => listed.reduce((total, a) => total + f(a), 0);
  return [
    ...sameSet('agencies listed', listed, [...miles.keys()]),
    ['listed miles off by more than 0.05', listed.filter((a) => offBy(a) > 0.0501).length, 0],
    ['listed out of nearest-first order', listed.filter((a, k) => k > 0 && a.distance! < listed[k - 1]!.distance!).length, 0],
    ['listed totalUnits', sum((a) => a.totalUnits), within.length * MATCHING.unitsPerAgency],
    ['listed availableUnits', sum((a) => a.availableUnits), within.length],
  ];
}

/** Every stored trip of the two kinds has exactly its expected offered set (counted in the database, not over HTTP). */
async function storedOfferChecks(db: Db, e: OfferExpectation): Promise<Check[]> {
  const rows = await rawRows<{ patientId: string; offered: number; chosen: number; eligible: number }>(
    db,
    sql`select t.patient_id as "patientId",
               count(r.agency_id)::int as offered,
               (count(r.agency_id) filter (where r.agency_id::text = any(string_to_array(${e.selected.join(',')}, ','))))::int as chosen,
               (count(r.agency_id) filter (where r.agency_id::text = any(string_to_array(${e.eligible.join(',')}, ','))))::int as eligible
        from trips as t left join agency_responses as r on r.trip_id = t.id
        group by t.id, t.patient_id`,
  );
  const chosen = rows.filter((r) => r.patientId === PATIENT.selection);
  const everyone = rows.filter((r) => r.patientId === PATIENT.everyone);
  console.log(`trips stored by the runs: ${count(chosen.length)} with ${SELECTED} selected, ${count(everyone.length)} with no selection`);
  const wrong = (trips: typeof rows, size: number, matched: (r: (typeof rows)[number]) => number) =>
    trips.filter((r) => r.offered !== size || matched(r) !== size).length;
  return [
    [`stored trips with ${SELECTED} selected and another offered set`, wrong(chosen, e.selected.length, (r) => r.chosen), 0],
    ['stored trips with no selection and another offered set', wrong(everyone, e.eligible.length, (r) => r.eligible), 0],
    ['stored trips of neither kind', rows.length - chosen.length - everyone.length, 0],
    ['request kinds with stored trips', Number(chosen.length > 0) + Number(everyone.length > 0), 2],
  ];
}
