import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTIMIZE_SETTINGS_PATH } from '../../src/domain/optimization-settings';
import { OPTIMIZE_BACKHAUL_PATH, ROUTE_OPTIMIZATION_MESSAGES as M, type BackhaulAnswer } from '../../src/domain/route-optimization';
import { agencyResponses, trips } from '../../src/server/db/schema';
import { signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';

// Places a number of miles due north of one point (1° of latitude ≈ 69.05 miles); road miles are 1.3 times these.
const north = (miles: number) => ({ lat: 40.4406 + miles / 69.05, lng: -79.9959 });
const at = (minutes: number) => new Date(Date.UTC(2030, 5, 3, 13, minutes));

let t: TestApp;
type Auth = Record<string, string>;
let admin: Auth, user: Auth, ems: Auth, otherEms: Auth, nurse: Auth;
let agencyId: string;
const made: Record<string, { id: string; tripNumber: string; patientId: string }> = {};
let serial = 0;

async function trip(name: string, from: number, to: number, readyMinutes: number, opts: { offered?: boolean; status?: 'PENDING' | 'CANCELLED' } = {}) {
  const [row] = await t.db
    .insert(trips)
    .values({
      tripNumber: `TRP-BH-${++serial}`,
      patientId: `PBH${serial}`,
      fromLocation: `${from} miles north`,
      toLocation: `${to} miles north`,
      fromLatitude: north(from).lat,
      fromLongitude: north(from).lng,
      toLatitude: north(to).lat,
      toLongitude: north(to).lng,
      scheduledTime: at(readyMinutes),
      readyStart: at(readyMinutes),
      readyEnd: at(readyMinutes + 60),
      status: opts.status ?? 'PENDING',
      transportLevel: 'BLS',
      priority: 'MEDIUM',
    })
    .returning();
  if (opts.offered ?? true) await t.db.insert(agencyResponses).values({ tripId: row!.id, agencyId, response: 'OFFERED' });
  made[name] = row!;
  return row!;
}

beforeAll(async () => {
  t = await startTestApp();
  const as = async (role: Parameters<typeof signedIn>[2]) => signedIn(t.app, t.db, role);
  const [a, u, e, o, n] = await Promise.all([as('ADMIN'), as('USER'), as('EMS'), as('EMS'), as('HEALTHCARE')]);
  [admin, user, ems, otherEms, nurse] = [a.auth, u.auth, e.auth, o.auth, n.auth];
  agencyId = e.user.agencyId!;
  // out 0 → 10, back 11 → 0 half an hour later: each ends a mile (1.3 road miles) from where the other starts
  await trip('out', 0, 10, 0);
  await trip('back', 11, 0, 30);
  // ready three hours later: too far apart in time to pair with either
  await trip('late', 10, 20, 180);
  // not offered to the agency: only the control center sees it
  await trip('unoffered', 10, 0, 20, { offered: false });
  await trip('gone', 10, 0, 20, { status: 'CANCELLED' });
});
afterAll(() => t.close());

const get = async (who: Auth, query = '') => {
  const res = await t.app.inject({ url: `${OPTIMIZE_BACKHAUL_PATH}${query}`, headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BackhaulAnswer;
};
const post = (who: Auth, payload: unknown) => t.app.inject({ method: 'POST', url: OPTIMIZE_BACKHAUL_PATH, headers: who, payload: payload as object });
const names = (a: BackhaulAnswer) => a.pairs.map((p) => `${p.request1.tripNumber}>${p.request2.tripNumber}`);
const pair = (first: string, second: string) => `${made[first]!.tripNumber}>${made[second]!.tripNumber}`;

describe('GET /api/optimize/backhaul', () => {
  it("pairs an agency's pending offers, best first, with the spec's fields", async () => {
    const answer = await get(ems);
    expect(answer.requests).toBe(3);
    // back ends where out starts (no empty mile), out ends a mile short of where back starts
    expect(names(answer)).toEqual([pair('back', 'out'), pair('out', 'back')]);
    expect(answer.pairs[0]).toMatchObject({
      request1: { tripNumber: made.back!.tripNumber, patientId: made.back!.patientId, transportLevel: 'BLS', priority: 'MEDIUM' },
      request2: { tripNumber: made.out!.tripNumber },
      distance: 0,
      timeWindow: 30,
      revenueBonus: 25,
      efficiency: 100,
    });
    expect(answer.pairs[1]).toMatchObject({ distance: 1.3, timeWindow: 30 });
    expect(answer.pairs[1]!.efficiency).toBeGreaterThan(90);
    expect(answer.total).toBe(answer.pairs.length);
  });

  it('gives the control center every pending request of the region, and none of another agency to it', async () => {
    for (const who of [admin, user]) {
      const answer = await get(who);
      expect(answer.requests).toBe(4);
      expect(names(answer)).toContain(pair('out', 'unoffered'));
    }
    const other = await get(otherEms);
    expect(other).toEqual({ pairs: [], total: 0, requests: 0 });
    expect((await t.app.inject({ url: OPTIMIZE_BACKHAUL_PATH, headers: nurse })).statusCode).toBe(403);
  });

  it('follows the limits in force and the limit asked for', async () => {
    const limits = (constraints: object) => t.app.inject({ method: 'PUT', url: OPTIMIZE_SETTINGS_PATH, headers: ems, payload: { constraints } });
    await limits({ maxBackhaulDistance: 1 });
    expect(names(await get(ems))).toEqual([pair('back', 'out')]);
    await limits({ maxBackhaulTimeWindow: 20 });
    expect((await get(ems)).pairs).toEqual([]);
    await limits({ maxBackhaulDistance: 15, maxBackhaulTimeWindow: 240 });
    expect(names(await get(ems))).toContain(pair('out', 'late'));
    const one = await get(ems, '?limit=1');
    expect(one.pairs).toHaveLength(1);
    expect(one.total).toBeGreaterThan(1);
    await limits({ maxBackhaulTimeWindow: 90 });
  });
});

describe('POST /api/optimize/backhaul', () => {
  it('pairs only the requests named', async () => {
    const res = await post(ems, { requestIds: [made.out!.id, made.back!.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res.json().data)).toEqual([pair('back', 'out'), pair('out', 'back')]);
    const apart = await post(ems, { requestIds: [made.out!.id, made.late!.id] });
    expect(apart.json().data.pairs).toEqual([]);
  });

  it("refuses fewer than two with the spec's text, and unknown, foreign or finished requests naming them", async () => {
    for (const body of [{}, { requestIds: [] }, { requestIds: [made.out!.id] }]) {
      const res = await post(ems, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(M.selectTwoRequests);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await post(ems, { requestIds: [made.out!.id, unknown, 'not-an-id'] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(M.unknownRequests([unknown, 'not-an-id']));
    const foreign = await post(ems, { requestIds: [made.out!.id, made.unoffered!.id] });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe(M.foreignRequests([made.unoffered!.id]));
    const finished = await post(admin, { requestIds: [made.out!.id, made.gone!.id] });
    expect(finished.statusCode).toBe(400);
    expect(finished.json().error).toBe(M.notPending([made.gone!.tripNumber]));
    const tooMany = await post(admin, { requestIds: Array.from({ length: 201 }, () => made.out!.id) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(M.tooMany);
    expect((await post(admin, { requestIds: 'all' })).statusCode).toBe(400);
  });
});
