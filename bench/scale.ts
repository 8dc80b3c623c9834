// Section "scale": the control center's lists and overview with 2,000 agencies, 5,000 hospitals and 20,000 units,
// on the embedded database (PGlite) and on PostgreSQL.
import type { SystemOverview } from '../src/domain/overview';
import { onEachDatabase, serveFilled, type Target } from './databases';
import { measureEndpoint, sendOnce } from './load';
import { type Check, count, type EndpointRow, loadTable, printChecks } from './report';
import { expectedOverview, insertScaleData, SCALE } from './scale-data';
import type { ServerProcess } from './server-process';
import { signIn } from './tcc-server';

const SECONDS = 5;
const WARMUP_SECONDS = 1;
const CONNECTIONS = 4;
const ADMIN = { email: 'bench-admin@tcc.test', password: 'Bench-admin-password-1' };

const ENDPOINTS = ['/api/tcc/agencies', '/api/tcc/units', '/api/tcc/analytics/overview'] as const;
type Endpoint = (typeof ENDPOINTS)[number];

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
  const expected = expectedOverview();

  const checks: Check[] = [
    ['agencies listed', agencies.length, expected.totalAgencies],
    ['distinct agency ids', new Set(agencies.map((a) => a.id)).size, expected.totalAgencies],
    ['sum of agencies unitCount', agencies.reduce((sum, a) => sum + a.unitCount, 0), expected.totalUnits],
    ['units listed', units.length, expected.totalUnits],
    ['distinct unit ids', new Set(units.map((u) => u.id)).size, expected.totalUnits],
    ...(Object.keys(expected) as (keyof SystemOverview)[]).map((k): Check => [`overview ${k}`, overview[k], expected[k]]),
  ];
  printChecks('answers', 'the inserted rows', checks);
  return sizes;
}
