// GET /api/trips for Trip Management: filters, sort and paging in the query, the count of matches and the status summary.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TripListAnswer, TripListItem } from '@/domain/trips/trip-answers';
import { trips } from '@/server/db/schema';
import { useTripWorld, wizardBody, type Headers } from './trip-fixtures';
import { SEARCH_TOO_LONG } from '@/domain/common/limits';

const w = useTripWorld();
const HOUR = 3_600_000;

const list = async (who: Headers, query = '') => {
  const res = await w.call('GET', `/api/trips${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TripListAnswer;
};
const ids = (rows: TripListItem[]) => rows.map((t) => t.id);

/** Five trips with known numbers, patients, priorities, levels, ages and schedules; two from hospital B. */
const made: Record<string, TripListItem> = {};
beforeAll(async () => {
  const specs = [
    ['old', w.nurse, { patientId: 'POLD00001', urgencyLevel: 'Routine', transportLevel: 'BLS', scheduledTime: '2026-12-05T09:00' }, 40 * 24],
    ['week', w.nurse, { patientId: 'PWEEK0002', urgencyLevel: 'Emergent', transportLevel: 'ALS', scheduledTime: '2026-12-01T09:00' }, 5 * 24],
    ['day', w.nurseB, { patientId: 'PDAY00003', urgencyLevel: 'Urgent', transportLevel: 'CCT', scheduledTime: '2026-12-03T09:00' }, 20],
    ['now', w.nurseB, { patientId: 'PNOW00004', urgencyLevel: 'Routine', transportLevel: 'BLS', scheduledTime: '2026-12-02T09:00' }, 1],
    ['odd', w.nurse, { patientId: 'PODD00005', urgencyLevel: 'Routine', transportLevel: 'BLS', scheduledTime: '2026-12-04T09:00' }, 2],
  ] as const;
  for (const [key, who, body, hoursAgo] of specs) {
    const res = await w.call('POST', '/api/trips/enhanced', who, wizardBody(w, { ...body, selectedAgencies: [body.transportLevel === 'CCT' ? w.a.cct.id : w.a.alsNear.id] }));
    if (res.statusCode !== 201) throw new Error(res.body);
    const id = res.json().data.id as string;
    await w.t.db.update(trips).set({ createdAt: new Date(Date.now() - hoursAgo * HOUR) }).where(eq(trips.id, id));
    made[key] = res.json().data;
  }
  // a level outside the three the forms offer, as imported records may carry
  await w.t.db.execute(sql`update trips set transport_level = 'Wheelchair' where id = ${made.odd!.id}`);
  await w.t.db.update(trips).set({ status: 'COMPLETED', assignedAgencyId: w.a.alsNear.id }).where(eq(trips.id, made.week!.id));
});

describe('filters narrow the caller\'s own trips', () => {
  it('searches trip number, patient id, origin and destination in any case, with % and _ taken literally', async () => {
    expect(ids((await list(w.admin, '?search=pweek')).data)).toEqual([made.week!.id]);
    expect(ids((await list(w.admin, `?search=${made.day!.tripNumber.toLowerCase()}`)).data)).toEqual([made.day!.id]);
    expect((await list(w.admin, '?search=st.%20clair')).total).toBe(2);
    expect((await list(w.admin, '?search=riverside%20REHAB')).total).toBe(5);
    expect((await list(w.admin, '?search=%25')).total).toBe(0);
    expect((await list(w.admin, '?search=P_AY')).total).toBe(0);
  });

  it('filters by priority list, transport level (Other = outside BLS, ALS and CCT), status and date range', async () => {
    // Emergent → CRITICAL, Urgent → HIGH
    expect(ids((await list(w.admin, '?priority=HIGH,critical')).data).sort()).toEqual([made.week!.id, made.day!.id].sort());
    expect(ids((await list(w.admin, '?transportLevel=CCT')).data)).toEqual([made.day!.id]);
    expect(ids((await list(w.admin, '?transportLevel=Other')).data)).toEqual([made.odd!.id]);
    expect(ids((await list(w.admin, '?status=COMPLETED')).data)).toEqual([made.week!.id]);
    expect(ids((await list(w.admin, '?dateRange=24h')).data)).toEqual([made.now!.id, made.odd!.id, made.day!.id]);
    expect((await list(w.admin, '?dateRange=7d')).total).toBe(4);
    expect((await list(w.admin, '?dateRange=30d')).total).toBe(4);
    expect((await list(w.admin, '?dateRange=all')).total).toBe(5);
    expect(ids((await list(w.admin, `?hospitalId=${w.hospitalB.hospital.id}`)).data)).toEqual([made.now!.id, made.day!.id]);
  });

  it('never widens a scope: a facility naming another hospital, or an agency asking for everything, sees only its own', async () => {
    expect((await list(w.nurse, `?hospitalId=${w.hospitalB.hospital.id}`)).total).toBe(0);
    expect((await list(w.nurse)).total).toBe(3);
    expect((await list(w.emsFar, '?dateRange=all&status=PENDING,ACCEPTED,IN_PROGRESS,COMPLETED,CANCELLED')).total).toBe(0);
  });
});

describe('sorting and paging happen in the query', () => {
  it('sorts newest first by default, and by trip number or scheduled time either way', async () => {
    expect(ids((await list(w.admin)).data)).toEqual(['now', 'odd', 'day', 'week', 'old'].map((k) => made[k]!.id));
    const byNumber = ids(Object.values(made).sort((a, b) => a.tripNumber.localeCompare(b.tripNumber)));
    expect(ids((await list(w.admin, '?sort=tripNumber&order=asc')).data)).toEqual(byNumber);
    expect(ids((await list(w.admin, '?sort=tripNumber&order=desc')).data)).toEqual([...byNumber].reverse());
    const bySchedule = ['week', 'now', 'day', 'odd', 'old'].map((k) => made[k]!.id);
    expect(ids((await list(w.admin, '?sort=scheduledTime&order=asc')).data)).toEqual(bySchedule);
    expect(ids((await list(w.admin, '?sort=scheduledTime')).data)).toEqual([...bySchedule].reverse());
  });

  it('pages without repeating or skipping, with the total of all matches on every page', async () => {
    const pages = [];
    for (let offset = 0; offset < 6; offset += 2) pages.push(await list(w.admin, `?sort=scheduledTime&order=asc&limit=2&offset=${offset}`));
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap((p) => ids(p.data))).toEqual(['week', 'now', 'day', 'odd', 'old'].map((k) => made[k]!.id));
    expect(await list(w.admin, '?offset=50')).toMatchObject({ data: [], total: 5 });
  });

  it('adds the unfiltered status summary of the caller\'s trips when asked', async () => {
    expect((await list(w.admin, '?status=COMPLETED')).summary).toBeUndefined();
    const answer = await list(w.admin, '?status=COMPLETED&summary=true');
    expect(answer.total).toBe(1);
    expect(answer.summary).toEqual({ total: 5, byStatus: { PENDING: 4, ACCEPTED: 0, IN_PROGRESS: 0, COMPLETED: 1, CANCELLED: 0 } });
    expect((await list(w.nurseB, '?summary=true')).summary).toMatchObject({ total: 2, byStatus: { PENDING: 2 } });
  });
});

describe('bad filters', () => {
  it.each([
    ['?priority=URGENT', 'priority: must list values such as HIGH,CRITICAL'],
    ['?status=PENDING,DONE', 'status: must list values such as PENDING,ACCEPTED'],
    ['?transportLevel=XYZ', 'transportLevel must be one of BLS, ALS, CCT, Other'],
    ['?dateRange=1y', 'dateRange must be one of 24h, 7d, 30d, all'],
    ['?sort=patientId', 'sort must be one of createdAt, tripNumber, scheduledTime, work'],
    ['?order=up', 'order must be one of asc, desc'],
    ['?hospitalId=nope', 'hospitalId must be a hospital id'],
    ['?summary=maybe', 'summary must be one of the listed choices'],
    [`?search=${'x'.repeat(101)}`, SEARCH_TOO_LONG],
  ])('refuses %s with 400', async (query, error) => {
    const res = await w.call('GET', `/api/trips${query}`, w.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error });
  });
});
