// Section "scale": the control center's lists and overview with 2,000 agencies, 5,000 hospitals and 20,000 units,
// on the embedded database (PGlite) and on PostgreSQL.
import type { SystemOverview } from '../src/domain/analytics/overview-answers';
import { onEachDatabase, serveFilled, type Target } from './databases';
import { measureEndpoint, sendOnce } from './load';
import { answerSizes, APP_ANSWER_LIMIT_BYTES, bytes, type Check, count, type EndpointRow, loadTable, printChecks } from './report';
import { expectedOverview, insertScaleData, SCALE } from './scale-data';
import type { ServerProcess } from './server-process';
import { signIn } from './tcc-server';
import { judged } from './verdicts';

const SECONDS = 5;
const WARMUP_SECONDS = 1;
const CONNECTIONS = 4;
const ADMIN = { email: 'bench-admin@tcc.test', password: 'Bench-admin-password-1' };

// the whole lists as clients without paging still ask for them, and the pages the web app asks for
const ENDPOINTS = [
  '/api/tcc/agencies',
  '/api/tcc/units',
  '/api/tcc/analytics/overview',
  '/api/tcc/agencies?limit=50&offset=1000',
  '/api/tcc/units?limit=50&offset=10000&search=medic%201',
] as const;
type Endpoint = (typeof ENDPOINTS)[number];

/** Every call the web app's control-center screens make at this scale, by screen. */
const APP_CALLS: [screen: string, path: string][] = [
  ['EMS Agencies: a page', '/api/tcc/agencies?limit=50&offset=0'],
  ['EMS Agencies: searched', '/api/tcc/agencies?search=bench&status=active&limit=50&offset=0'],
  ['EMS Agencies: counts', '/api/tcc/agencies/names?limit=1'],
  ['EMS Agencies: awaiting review', '/api/tcc/agencies/names?limit=1&status=pending'],
  ['Healthcare Facilities: a page', '/api/tcc/hospitals?limit=50&offset=0'],
  ['Healthcare Facilities: counts', '/api/tcc/hospitals/names?limit=1'],
  ['Units: a page', '/api/tcc/units?limit=50&offset=0'],
  ['Units: agency filter', '/api/tcc/agencies/names?sort=name'],
  ['Units: tiles', '/api/units/analytics'],
  ['Manage Units: a page', '/api/units?limit=50&offset=0'],
  ['Trip Management: hospital filter', '/api/tcc/hospitals/names?sort=name&limit=100'],
  ['Trip Management: places (new request)', '/api/tcc/facilities?active=true'],
  ['User Management: a page', '/api/auth/users?limit=50&offset=0'],
  ['Overview', '/api/tcc/analytics/overview'],
];

export async function scaleSection(): Promise<void> {
  const units = SCALE.agencies * SCALE.unitsPerAgency;
  console.log(
    `Scale: ${count(SCALE.agencies)} agencies, ${count(SCALE.hospitals)} hospitals and ${count(units)} units; ` +
      `${CONNECTIONS} connections, ${SECONDS} s per row after a ${WARMUP_SECONDS} s warm-up, signed in as an ADMIN`,
  );
  await onEachDatabase('scale', onDatabase);
}

async function onDatabase(target: Target): Promise<void> {
  await serveFilled(
    target,
    (db) => insertScaleData(db, ADMIN),
    async (server: ServerProcess) => {
      const token = await signIn(server.baseUrl, ADMIN.email, ADMIN.password);
      const headers = { authorization: `Bearer ${token}` };

      const sizes = await checkAnswers(server.baseUrl, headers);
      const appSizes: [string, number][] = [];
      for (const [screen, path] of APP_CALLS) {
        appSizes.push([`${screen}: GET ${path}`, Buffer.byteLength((await sendOnce({ url: server.baseUrl + path, headers })).body)]);
      }
      const over = answerSizes(appSizes);
      console.log(over === 0 ? 'every answer the web app asks for is within the limit' : `${over} answer(s) over the limit`);
      const largest = Math.max(...appSizes.map(([, n]) => n));
      judged('scale', `largest answer the web app asks for (${target.database})`, bytes(largest), `≤ ${bytes(APP_ANSWER_LIMIT_BYTES)}`, over === 0);
      const rows: EndpointRow[] = [];
      for (const path of ENDPOINTS) {
        const load = { url: server.baseUrl + path, headers, connections: CONNECTIONS, seconds: SECONDS };
        rows.push({ label: `GET ${path}`, ...(await measureEndpoint(load, WARMUP_SECONDS)), responseBytes: sizes[path] });
      }
      loadTable(rows, SECONDS);
    },
  );
}

/**
 * Asks each endpoint once and checks the answer against what was inserted: every agency (with its units counted),
 * every unit, and the overview's totals and active counts. Prints the check; a mismatch fails the run.
 * Answers the size of each response body.
 */
async function checkAnswers(baseUrl: string, headers: Record<string, string>): Promise<Record<Endpoint, number>> {
  const sizes = {} as Record<Endpoint, number>;
  const get = async <T>(path: Endpoint): Promise<T> => {
    const { body } = await sendOnce({ url: baseUrl + path, headers });
    sizes[path] = Buffer.byteLength(body);
    return (JSON.parse(body) as { data: T }).data;
  };
  const agencies = await get<{ id: string; unitCount: number }[]>('/api/tcc/agencies');
  const units = await get<{ id: string; agencyId: string }[]>('/api/tcc/units');
  const overview = await get<SystemOverview>('/api/tcc/analytics/overview');
  // the pages: the rows the whole list has at those places
  const agencyPage = await get<{ id: string }[]>('/api/tcc/agencies?limit=50&offset=1000');
  await get('/api/tcc/units?limit=50&offset=10000&search=medic%201');
  const expected = expectedOverview();

  const checks: Check[] = [
    ['agencies listed', agencies.length, expected.totalAgencies],
    ['distinct agency ids', new Set(agencies.map((a) => a.id)).size, expected.totalAgencies],
    ['agencies page = the whole list at 1,000–1,049', agencyPage.filter((a, i) => a.id === agencies[1000 + i]?.id).length, 50],
    ['sum of agencies unitCount', agencies.reduce((sum, a) => sum + a.unitCount, 0), expected.totalUnits],
    ['units listed', units.length, expected.totalUnits],
    ['distinct unit ids', new Set(units.map((u) => u.id)).size, expected.totalUnits],
    ...(Object.keys(expected) as (keyof SystemOverview)[]).map((k): Check => [`overview ${k}`, overview[k], expected[k]]),
  ];
  printChecks('answers', 'the inserted rows', checks);
  return sizes;
}
