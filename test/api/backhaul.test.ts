import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTIMIZE_SETTINGS_PATH } from '@/domain/planning/optimization-settings';
import { OPTIMIZE_BACKHAUL_PATH, ROUTE_OPTIMIZATION_MESSAGES } from '@/domain/planning/route-optimization';
import type { BackhaulAnswer } from '@/domain/planning/backhaul-answers';
import { eq } from 'drizzle-orm';
import type { UnitCapability, UnitType } from '@/domain/common/enums';
import { agencyResponses, trips, units } from '@/server/db/schema';
import { signedIn } from './fixtures';
import { insertUnit } from './fleet-fixtures';
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

async function trip(
  name: string,
  from: number,
  to: number,
  readyMinutes: number,
  opts: { offered?: boolean; status?: 'PENDING' | 'CANCELLED'; level?: 'BLS' | 'ALS' | 'CCT'; mobility?: string } = {},
) {
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
      transportLevel: opts.level ?? 'BLS',
      mobilityLevel: opts.mobility ?? 'Ambulatory',
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
  // the agency's one unit, a BLS ambulance: it can carry each request below
  await unit('B-1', 'AMBULANCE', ['BLS']);
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

async function unit(unitNumber: string, type: UnitType, capabilities: UnitCapability[]) {
  const made = await insertUnit(t.db, agencyId, { unitNumber });
  await t.db.update(units).set({ type, capabilities }).where(eq(units.id, made.id));
  return made.id;
}

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
    // back ends where out starts (no empty mile), out ends a mile short of where back starts: the two once, in the
    // better order
    expect(names(answer)).toEqual([pair('back', 'out')]);
    expect(answer.pairs[0]).toMatchObject({
      request1: { tripNumber: made.back!.tripNumber, patientId: made.back!.patientId, transportLevel: 'BLS', priority: 'MEDIUM' },
      request2: { tripNumber: made.out!.tripNumber },
      distance: 0,
      timeWindow: 30,
      revenueBonus: 25,
      efficiency: 100,
    });
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
    expect(names(res.json().data)).toEqual([pair('back', 'out')]);
    const apart = await post(ems, { requestIds: [made.out!.id, made.late!.id] });
    expect(apart.json().data.pairs).toEqual([]);
  });

  it("refuses fewer than two with the spec's text, and unknown, foreign or finished requests naming them", async () => {
    for (const body of [{}, { requestIds: [] }, { requestIds: [made.out!.id] }]) {
      const res = await post(ems, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(ROUTE_OPTIMIZATION_MESSAGES.selectTwoRequests);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await post(ems, { requestIds: [made.out!.id, unknown, 'not-an-id'] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(ROUTE_OPTIMIZATION_MESSAGES.unknownRequests([unknown, 'not-an-id']));
    const foreign = await post(ems, { requestIds: [made.out!.id, made.unoffered!.id] });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe(ROUTE_OPTIMIZATION_MESSAGES.foreignRequests([made.unoffered!.id]));
    const finished = await post(admin, { requestIds: [made.out!.id, made.gone!.id] });
    expect(finished.statusCode).toBe(400);
    expect(finished.json().error).toBe(ROUTE_OPTIMIZATION_MESSAGES.notPending([made.gone!.tripNumber]));
    const tooMany = await post(admin, { requestIds: Array.from({ length: 201 }, () => made.out!.id) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(ROUTE_OPTIMIZATION_MESSAGES.tooMany);
    expect((await post(admin, { requestIds: 'all' })).statusCode).toBe(400);
  });
});

describe('backhaul pairs a unit can carry', () => {
  const key = (p: BackhaulAnswer['pairs'][number]) => [p.request1.id, p.request2.id].sort().join();

  it('never lists the same two requests twice, whatever the limits', async () => {
    await t.app.inject({ method: 'PUT', url: OPTIMIZE_SETTINGS_PATH, headers: admin, payload: { constraints: { maxBackhaulDistance: 50, maxBackhaulTimeWindow: 480 } } });
    const answer = await get(admin, '?limit=500');
    expect(answer.pairs.length).toBeGreaterThan(2);
    expect(new Set(answer.pairs.map(key)).size).toBe(answer.pairs.length);
  });

  it('proposes no BLS and CCT pair for an ALS unit, but does for a critical care unit; refuses unknown and foreign units', async () => {
    const bls = await trip('bls', 30, 40, 300, { offered: false });
    const cct = await trip('cct', 40, 30, 330, { offered: false, level: 'CCT' });
    const als = await unit('A-1', 'AMBULANCE', ['ALS']);
    const critical = await unit('C-1', 'CRITICAL_CARE', []);
    const ask = async (unitId?: string) => {
      const res = await post(admin, { requestIds: [bls.id, cct.id], ...(unitId ? { unitId } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      return names(res.json().data);
    };
    expect(await ask(als)).toEqual([]);
    expect(await ask(critical)).toEqual([pair('bls', 'cct')]);
    // without a unit named: some unit of the region can carry both
    expect(await ask()).toEqual([pair('bls', 'cct')]);
    expect((await get(admin, `?unitId=${als}`)).pairs.some((p) => [p.request1.id, p.request2.id].includes(cct.id))).toBe(false);
    const unknown = await post(admin, { requestIds: [bls.id, cct.id], unitId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(ROUTE_OPTIMIZATION_MESSAGES.unknownUnit);
    const foreign = await t.app.inject({ url: `${OPTIMIZE_BACKHAUL_PATH}?unitId=${als}`, headers: otherEms });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe(ROUTE_OPTIMIZATION_MESSAGES.foreignUnit);
  });

  it('proposes no pair for a wheelchair van, even of two wheelchair patients: each is a BLS trip', async () => {
    const van = await unit('W-1', 'WHEELCHAIR_VAN', ['WHEELCHAIR']);
    const a = await trip('seatedOut', 50, 60, 400, { offered: false, mobility: 'Wheelchair' });
    const b = await trip('seatedBack', 60, 50, 420, { offered: false, mobility: 'Wheelchair' });
    const res = await post(admin, { requestIds: [a.id, b.id], unitId: van });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.pairs).toEqual([]);
    const byAmbulance = await post(admin, { requestIds: [a.id, b.id] });
    expect(names(byAmbulance.json().data)).toHaveLength(1);
  });
});
