import { readableTime } from '@/domain/common/time-zones';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dateInZone } from '@/domain/trips/scheduled-time';
import { TRIP_PRIORITY_LABELS, TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
import { TRIP_CSV_COLUMNS, UNASSIGNED_AGENCY, tripCsvFileName } from '@/domain/trips/trip-views';
import { type TripDetails, type TripListItem } from '@/domain/trips/trip-answers';
import { trips } from '@/server/db/schema';
import { tripsCsv } from '@/server/modules/trips/export-trips';
import type { Caller } from '@/server/plugins/auth';
import { csvRows } from '../support/csv-rows';
import { refusedCaller, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();
const ZONE = 'America/New_York';
// the world's facilities are in Pennsylvania: their people read Eastern time unless their settings choose another

const exported = async (query = '', who: Headers = w.admin) => {
  const res = await w.call('GET', `/api/trips/export${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const listed = async (query = '') => {
  const sep = query ? '&' : '?';
  const res = await w.call('GET', `/api/trips${query}${sep}limit=500`, w.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TripListItem[];
};
// what a spreadsheet would run as a formula starts with a quote in the file
const cell = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);
const local = (iso: string, zone = ZONE) => readableTime(new Date(iso), zone);
/** The row the file should hold for a trip of the list. */
const rowOf = (t: TripListItem) =>
  [
    t.tripNumber,
    t.patientId,
    t.fromLocation,
    t.toLocation,
    t.status,
    t.priority,
    t.transportLevel,
    t.scheduledTime,
    t.assignedAgency?.name ?? UNASSIGNED_AGENCY,
    t.createdAt,
    local(t.scheduledTime),
    local(t.createdAt),
    TRIP_STATUS_LABELS[t.status],
    TRIP_PRIORITY_LABELS[t.priority],
  ].map(cell);

/** Trips: two from the admin form (one accepted by Allegheny ALS), one of each hospital's nurse, one with an awkward place. */
const made = {} as Record<'accepted' | 'form' | 'nurseA' | 'nurseB' | 'awkward', TripDetails>;
const AWKWARD_FROM = 'Smith, "Annex"\nWing B';
const FORMULA_TO = '=HYPERLINK("http://evil.test")';

beforeAll(async () => {
  const create = async (who: Headers, url: string, body: object) => {
    const res = await w.call('POST', url, who, body);
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data as TripDetails;
  };
  const form = (over: object) => ({
    originFacilityId: w.hospitalA.entry.id,
    destinationFacilityId: w.rehab.id,
    readyStart: '2026-12-01T08:00',
    readyEnd: '2026-12-01T09:30',
    ...over,
  });
  made.accepted = await create(w.admin, '/api/trips', form({ patientId: 'PEXP00001', transportLevel: 'ALS', priority: 'HIGH' }));
  made.form = await create(w.admin, '/api/trips', form({ patientId: 'PEXP00002', priority: 'CRITICAL', readyStart: '2026-10-01T08:00', readyEnd: '2026-10-01T09:00' }));
  made.nurseA = await create(w.nurse, '/api/trips/enhanced', wizardBody(w, { patientId: 'PEXP00003', selectedAgencies: [w.a.alsNear.id] }));
  made.nurseB = await create(w.nurseB, '/api/trips/enhanced', wizardBody(w, { patientId: 'PEXP00004', selectedAgencies: [w.a.cct.id], transportLevel: 'CCT' }));
  made.awkward = await create(w.admin, '/api/trips', form({ patientId: 'PEXP00005' }));
  await w.t.db.update(trips).set({ fromLocation: AWKWARD_FROM, toLocation: FORMULA_TO }).where(eq(trips.id, made.awkward.id));
  const accept = await w.call('PUT', `/api/trips/${made.accepted.id}/status`, w.ems, { status: 'ACCEPTED' });
  expect(accept.statusCode, accept.body).toBe(200);
});

describe('GET /api/trips/export', () => {
  it('answers a CSV file named by the date in the configured zone, the spec columns first, then the list in its order', async () => {
    const before = dateInZone(new Date(), ZONE);
    const res = await exported();
    const after = dateInZone(new Date(), ZONE);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const disposition = String(res.headers['content-disposition']);
    expect([before, after].map((d) => `attachment; filename="${tripCsvFileName(d)}"`)).toContain(disposition);
    expect(disposition).toMatch(/^attachment; filename="trips-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual([...TRIP_CSV_COLUMNS]);
    const list = await listed();
    expect(list).toHaveLength(5);
    expect(rows).toEqual(list.map(rowOf));
  });

  it('names the assigned agency, or Unassigned, and writes times as ISO 8601', async () => {
    const rows = csvRows((await exported()).body).slice(1);
    const byPatient = new Map(rows.map((r) => [r[1], r]));
    expect(byPatient.get('PEXP00001')).toEqual([
      made.accepted.tripNumber,
      'PEXP00001',
      'General Hospital',
      'Riverside Rehab',
      'ACCEPTED',
      'HIGH',
      'ALS',
      '2026-12-01T13:00:00.000Z',
      'Allegheny ALS',
      made.accepted.createdAt,
      'Dec 1, 2026, 8:00 AM EST',
      local(made.accepted.createdAt),
      'Accepted',
      'High',
    ]);
    expect(byPatient.get('PEXP00002')?.[8]).toBe(UNASSIGNED_AGENCY);
    expect(byPatient.get('PEXP00003')?.[8]).toBe(UNASSIGNED_AGENCY);
  });

  it('quotes a place holding a comma, quotes and a line break, and keeps a formula from running', async () => {
    const { body } = await exported('?search=PEXP00005');
    expect(body).toContain('"Smith, ""Annex""\nWing B"');
    const [, row, ...rest] = csvRows(body);
    expect(rest).toEqual([]);
    expect(row?.slice(2, 4)).toEqual([AWKWARD_FROM, `'${FORMULA_TO}`]);
  });

  it.each([
    '?status=ACCEPTED',
    '?status=pending&priority=HIGH,CRITICAL',
    '?search=pexp0000',
    '?search=st.%20clair',
    '?transportLevel=CCT',
    '?transportLevel=Other',
    '?dateRange=24h&sort=tripNumber&order=asc',
    '?sort=scheduledTime&order=asc',
    '?sort=scheduledTime&order=desc',
    '?sort=tripNumber&order=desc',
  ])('holds exactly the trips the list shows for %s, in the same order', async (query) => {
    const rows = csvRows((await exported(query)).body).slice(1);
    expect(rows).toEqual((await listed(query)).map(rowOf));
  });

  it('filters by hospital', async () => {
    const rows = csvRows((await exported(`?hospitalId=${w.hospitalB.hospital.id}`)).body).slice(1);
    expect(rows.map((r) => r[1])).toEqual(['PEXP00004']);
  });

  it('answers only the header when nothing matches', async () => {
    expect(csvRows((await exported('?search=no-such-trip')).body)).toEqual([[...TRIP_CSV_COLUMNS]]);
  });

  it('gives USER the same file as ADMIN', async () => {
    expect((await exported('', w.user)).body).toBe((await exported()).body);
  });

  it.each(['HEALTHCARE', 'EMS', 'none'] as const)('refuses %s', async (role) => {
    const r =
      role === 'HEALTHCARE' ? { who: w.nurse, status: 403, error: refusedCaller(w, 'EMS').error } : refusedCaller(w, role);
    const res = await w.call('GET', '/api/trips/export', r.who);
    expect(res.statusCode).toBe(r.status);
    expect(res.json()).toEqual({ success: false, error: r.error });
  });

  it.each(['?status=DONE', '?priority=URGENT', '?sort=patientId', '?order=up', '?dateRange=1y', '?hospitalId=nope', '?transportLevel=XYZ'])(
    'refuses the filter %s with 400',
    async (query) => {
      const res = await w.call('GET', `/api/trips/export${query}`, w.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: expect.any(String) });
    },
  );

  it('reads page after page without skipping or repeating a trip, even when every trip has the same time', async () => {
    // one instant to the microsecond for all: only the id can tell the pages apart
    await w.t.db.update(trips).set({ createdAt: sql`date_trunc('second', now()) - interval '1 hour' + interval '123456 microseconds'` });
    const admin = { userType: 'ADMIN', timeZone: ZONE } as Caller;
    for (const query of ['', '?order=asc', '?sort=tripNumber&order=asc', '?sort=scheduledTime&order=desc', '?sort=scheduledTime&order=asc']) {
      const q = Object.fromEntries(new URLSearchParams(query));
      const filters = { dateRange: 'all', sort: 'createdAt', order: 'desc', ...q } as Parameters<typeof tripsCsv>[2];
      let text = '';
      for await (const chunk of await tripsCsv(w.t.db, admin, filters, async () => {}, 2)) text += String(chunk);
      expect(csvRows(text).slice(1), query).toEqual((await listed(query)).map(rowOf));
    }
  });
});
