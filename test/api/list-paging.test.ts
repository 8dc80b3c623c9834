// Paging of every list that can grow: the control center's agencies, facilities (hospitals), places (facilities),
// units and users, and an agency's trips. Pages cover the list exactly once in a stable order, totals count the
// matches, search and filters hold within paging, bad paging is refused naming the parameter, and a call without
// limit or offset answers the whole list as before.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TOO_LONG } from '@/domain/common/limits';
import { agencies, facilities, hospitals, units, users } from '@/server/db/schema';
import { createUser, signedIn } from './fixtures';
import { insertTrips, insertUnit } from './fleet-fixtures';
import { callersByRole, type Headers, type Role } from './org-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let as: Record<Role, Headers>;
let emsAgencyId: string;
const SAME_TIME = new Date('2026-01-01T00:00:00Z');

type Row = { id: string } & Record<string, unknown>;

beforeAll(async () => {
  t = await startTestApp();
  as = await callersByRole(t);
  const ems = await signedIn(t.app, t.db, 'EMS');
  as.EMS = ems.auth;
  emsAgencyId = ems.user.agencyId!;
  const cities = ['York', 'Lancaster', 'York', 'Hershey'];
  // eleven of each, every fourth switched off and every fifth awaiting review; two inactive agencies share a name
  const orgs = Array.from({ length: 11 }, (_, i) => ({
    name: i === 7 ? 'Paged Org 03' : `Paged Org ${String(i).padStart(2, '0')}`,
    city: cities[i % 4]!,
    isActive: i % 4 !== 3 && i % 5 !== 4,
    requiresReview: i % 5 === 4,
  }));
  await t.db.insert(agencies).values(orgs.map((o) => ({ ...o, serviceType: 'ALS', contactName: `Desk ${o.name}` })));
  await t.db.insert(hospitals).values(orgs.map((o) => ({ ...o, type: 'Hospital', email: `${o.name.replaceAll(' ', '.')}@paged.test` })));
  await t.db.insert(facilities).values(orgs.map((o) => ({ name: o.name, type: 'Hospital', city: o.city, isActive: o.isActive })));
  const other = (await t.db.select({ id: agencies.id }).from(agencies).where(sql`${agencies.name} = 'Paged Org 00'`))[0]!.id;
  const statuses = ['AVAILABLE', 'COMMITTED', 'OUT_OF_SERVICE'] as const;
  for (let i = 0; i < 12; i += 1) {
    await insertUnit(t.db, i % 3 === 0 ? other : emsAgencyId, { unitNumber: `Medic ${i % 5}`.concat(i >= 5 ? `-${i}` : ''), currentStatus: statuses[i % 3]! });
  }
  for (let i = 0; i < 9; i += 1) await createUser(t.db, { userType: i % 3 === 0 ? 'ADMIN' : 'USER' });
  // equal times everywhere, so the id alone settles the order among them
  for (const table of [agencies, hospitals, users]) await t.db.update(table).set({ createdAt: SAME_TIME });
  await t.db.update(units).set({ lastStatusUpdate: SAME_TIME });
  await insertTrips(
    t.db,
    Array.from({ length: 9 }, (_, i) => ({ status: (['ACCEPTED', 'IN_PROGRESS', 'COMPLETED'] as const)[i % 3]!, agencyId: emsAgencyId, scheduled: SAME_TIME })),
  );
});

const get = async (who: Headers, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data?: Row[]; users?: Row[]; total?: number };
};
const with_ = (url: string, query: string) => (query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url);

interface ListCase {
  path: string;
  /** where the rows are: `data`, or the auth calls' `users` */
  rows: 'data' | 'users';
  readers: Role[];
  refused: Role[];
  sorts: string[];
  /** queries that narrow the list, with what each row of the answer must then satisfy */
  narrowing: [string, (row: Row) => boolean][];
  /** the sort whose values are all equal in this data set: its rows come by id */
  tiedSort?: string;
}

const text = (v: unknown) => String(v ?? '').toLowerCase();
// the facility lists read, filter, sort and page as the agency lists do
const agencyCase: ListCase = {
  path: '/api/tcc/agencies',
  rows: 'data',
  readers: ['ADMIN', 'USER'],
  refused: ['HEALTHCARE', 'EMS'],
  sorts: ['review', 'name', 'createdAt'],
  narrowing: [
    ['search=paged%20org%200', (r) => text(r.name).includes('paged org 0')],
    ['status=active', (r) => r.isActive === true],
    ['status=pending&search=desk', (r) => r.requiresReview === true && text((r.contactInfo as Row).contactName).includes('desk')],
    ['q=YORK', (r) => [r.name, (r.contactInfo as Row).contactName, (r.contactInfo as Row).city].some((v) => text(v).includes('york'))],
  ],
  tiedSort: 'createdAt',
};
const CASES: ListCase[] = [
  agencyCase,
  { ...agencyCase, path: '/api/tcc/agencies/names', narrowing: [['status=inactive&search=paged', (r) => r.isActive === false && text(r.name).includes('paged')]] },
  {
    ...agencyCase,
    path: '/api/tcc/hospitals',
    narrowing: [
      ['search=PAGED.ORG', (r) => text(r.email).includes('paged.org')],
      ['status=inactive', (r) => r.isActive === false && r.requiresReview === false],
    ],
    tiedSort: 'createdAt',
  },
  {
    ...agencyCase,
    path: '/api/tcc/hospitals/names',
    narrowing: [['status=active&search=org%201', (r) => r.isActive === true && text(r.name).includes('org 1')]],
    tiedSort: undefined,
  },
  {
    path: '/api/tcc/facilities',
    rows: 'data',
    readers: ['ADMIN', 'USER', 'HEALTHCARE'],
    refused: ['EMS'],
    sorts: ['name', 'city'],
    narrowing: [
      ['search=york', (r) => text(r.city).includes('york') || text(r.name).includes('york')],
      ['active=true', (r) => r.isActive === true],
    ],
  },
  {
    path: '/api/tcc/units',
    rows: 'data',
    readers: ['ADMIN', 'USER'],
    refused: ['HEALTHCARE', 'EMS'],
    sorts: ['agency', 'unitNumber', 'status', 'lastStatusUpdate'],
    narrowing: [
      ['status=COMMITTED', (r) => r.currentStatus === 'COMMITTED'],
      ['search=medic%201', (r) => text(r.unitNumber).includes('medic 1') || text(r.agencyName).includes('medic 1')],
      ['search=paged&type=AMBULANCE', (r) => text(r.agencyName).includes('paged') && r.type === 'AMBULANCE'],
    ],
    tiedSort: 'lastStatusUpdate',
  },
  {
    path: '/api/units',
    rows: 'data',
    readers: ['ADMIN', 'USER', 'EMS'],
    refused: ['HEALTHCARE'],
    sorts: ['agency', 'unitNumber', 'status', 'lastStatusUpdate'],
    narrowing: [['status=AVAILABLE&search=medic', (r) => r.currentStatus === 'AVAILABLE' && text(r.unitNumber).includes('medic')]],
    tiedSort: 'lastStatusUpdate',
  },
  {
    path: '/api/auth/users',
    rows: 'users',
    readers: ['ADMIN'],
    refused: ['USER', 'HEALTHCARE', 'EMS'],
    sorts: ['createdAt', 'name', 'email'],
    narrowing: [['search=ADMIN', (r) => text(r.name).includes('admin') || text(r.email).includes('admin')]],
    tiedSort: 'createdAt',
  },
];

const rowsOf = (c: ListCase, answer: Awaited<ReturnType<typeof get>>) => answer[c.rows]!;
const idsOf = (rows: Row[]) => rows.map((r) => r.id);

/** Every page of `size` rows from offset 0 on, each answer's total checked against the whole list's length. */
async function allPages(c: ListCase, who: Headers, query: string, size: number, expectedTotal: number): Promise<Row[]> {
  const seen: Row[] = [];
  for (let offset = 0; offset <= expectedTotal; offset += size) {
    const answer = await get(who, with_(c.path, `${query}&limit=${size}&offset=${offset}`));
    expect(answer.total).toBe(expectedTotal);
    const page = rowsOf(c, answer);
    expect(page.length).toBe(Math.max(0, Math.min(size, expectedTotal - offset)));
    seen.push(...page);
  }
  return seen;
}

describe.each(CASES)('$path', (c) => {
  it.each(c.readers)('without limit or offset answers %s the whole list, as before, without a total', async (role) => {
    const answer = await get(as[role], c.path);
    expect(Object.keys(answer).sort()).toEqual(['success', c.rows].sort());
    expect(rowsOf(c, answer).length).toBeGreaterThan(3);
  });

  it.each(c.readers)('pages cover the whole list exactly once in every sort and order, for %s', async (role) => {
    for (const sort of c.sorts) {
      for (const order of ['', 'asc', 'desc']) {
        const query = `sort=${sort}${order ? `&order=${order}` : ''}`;
        const whole = rowsOf(c, await get(as[role], with_(c.path, query)));
        const pages = await allPages(c, as[role], query, 4, whole.length);
        expect(idsOf(pages)).toEqual(idsOf(whole));
        expect(new Set(idsOf(pages)).size).toBe(whole.length);
      }
    }
  });

  it('search and filters narrow the list, and page within it', async () => {
    const all = rowsOf(c, await get(as[c.readers[0]!], c.path));
    for (const [query, passes] of c.narrowing) {
      const whole = rowsOf(c, await get(as[c.readers[0]!], with_(c.path, query)));
      expect(whole.length, query).toBeGreaterThan(0);
      expect(whole.length, query).toBeLessThan(all.length);
      expect(whole.every(passes), query).toBe(true);
      const pages = await allPages(c, as[c.readers[0]!], query, 2, whole.length);
      expect(idsOf(pages), query).toEqual(idsOf(whole));
    }
  });

  if (c.tiedSort) {
    it(`rows equal in ${c.tiedSort} come by id, in the order asked for`, async () => {
      for (const order of ['asc', 'desc'] as const) {
        const ids = idsOf(rowsOf(c, await get(as[c.readers[0]!], with_(c.path, `sort=${c.tiedSort}&order=${order}`))));
        const byId = [...ids].sort();
        expect(ids).toEqual(order === 'asc' ? byId : byId.reverse());
      }
    });
  }

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=501', 'limit must be at most 500'],
    ['limit=ten', 'limit must be a number'],
    ['offset=-1', 'offset must be at least 0'],
    ['sort=bogus', `sort must be one of ${c.sorts.join(', ')}`],
    ['order=up', 'order must be one of asc, desc'],
    [`search=${'x'.repeat(101)}`, SEARCH_TOO_LONG],
    [`search=${'x'.repeat(300)}`, SEARCH_TOO_LONG],
  ])('refuses %s with 400 naming the parameter', async (query, error) => {
    const res = await t.app.inject({ method: 'GET', url: with_(c.path, query), headers: as[c.readers[0]!] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error });
  });

  it('refuses the roles that may not read it, paging or not', async () => {
    for (const role of c.refused) {
      for (const query of ['', 'limit=5', 'limit=0']) {
        const res = await t.app.inject({ method: 'GET', url: with_(c.path, query), headers: as[role] });
        expect(res.statusCode, `${role} ${query}`).toBe(403);
      }
    }
  });
});

describe('a search too long for any list', () => {
  // the lists' own search (?search=, the spec's ?q= of the organisation lists) and the pickers' /search?q=
  it.each([
    '/api/tcc/agencies?q=',
    '/api/tcc/hospitals?q=',
    '/api/tcc/agencies/search?q=',
    '/api/tcc/hospitals/search?q=',
    '/api/tcc/facilities/search?q=',
    '/api/trips?search=',
  ])('%s… of 300 characters is 400 with the plain message', async (path) => {
    const res = await t.app.inject({ method: 'GET', url: `${path}${'x'.repeat(300)}`, headers: as.ADMIN });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ success: false, error: SEARCH_TOO_LONG });
  });
});

describe('scope holds within paging', () => {
  it('an agency pages its own units only, and the facility staff the active places only', async () => {
    const own = (await get(as.EMS, '/api/units?limit=100&offset=0')).data!;
    expect(own.length).toBe(8);
    expect(own.every((u) => u.agencyId === emsAgencyId)).toBe(true);
    const places = await get(as.HEALTHCARE, '/api/tcc/facilities?limit=2&search=paged');
    const active = await t.db.select({ id: facilities.id }).from(facilities).where(sql`${facilities.isActive} and ${facilities.name} like 'Paged%'`);
    expect(places.total).toBe(active.length);
  });

  it('the light lists carry id, name and whether active only', async () => {
    for (const path of ['/api/tcc/agencies/names', '/api/tcc/hospitals/names']) {
      const [first] = (await get(as.USER, `${path}?limit=1`)).data!;
      expect(Object.keys(first!).sort()).toEqual(['id', 'isActive', 'name']);
    }
  });

  it('an agency pages its trips: My Trips page by page covers the list once, with the total', async () => {
    const query = '/api/trips?status=ACCEPTED,IN_PROGRESS,COMPLETED&sort=scheduledTime&order=asc';
    const whole = (await get(as.EMS, query)).data!;
    expect(whole.length).toBe(9);
    const pages: Row[] = [];
    for (let offset = 0; offset < 9; offset += 4) {
      const answer = await get(as.EMS, `${query}&limit=4&offset=${offset}`);
      expect(answer.total).toBe(9);
      pages.push(...answer.data!);
    }
    expect(idsOf(pages)).toEqual(idsOf(whole));
    // equal scheduled times: by id
    expect(idsOf(whole)).toEqual([...idsOf(whole)].sort());
  });
});
