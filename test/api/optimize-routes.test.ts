import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LEFT_OUT_TEXTS } from '@/domain/planning/route-left-out';
import { OPTIMIZE_ROUTES_PATH, ROUTE_OPTIMIZATION_MESSAGES } from '@/domain/planning/route-optimization';
import type { RoutePlan } from '@/planner/route';
import { agencies, agencyResponses, trips, units } from '@/server/db/schema';
import { signedIn } from './fixtures';
import { createAgency, insertUnit, signedInMember } from './fleet-fixtures';
import { startTestApp, type TestApp } from './harness';

// Places a number of miles due north of the agency's base (1° of latitude ≈ 69.05 miles).
const BASE = { lat: 40.4406, lng: -79.9959 };
const north = (miles: number) => ({ lat: BASE.lat + miles / 69.05, lng: BASE.lng });
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000);

let t: TestApp;
type Auth = Record<string, string>;
let admin: Auth, ems: Auth, otherEms: Auth, nurse: Auth;
let agencyId: string;
let unitId: string, busyUnitId: string, otherUnitId: string;
let serial = 0;

async function request(
  from: number | null,
  to: number,
  readyInMinutes: number,
  opts: { level?: 'BLS' | 'ALS' | 'CCT'; offered?: boolean; mobility?: string; revenue?: number } = {},
) {
  const [row] = await t.db
    .insert(trips)
    .values({
      tripNumber: `TRP-OR-${++serial}`,
      patientId: `POR${serial}`,
      fromLocation: `${from} miles north`,
      toLocation: `${to} miles north`,
      ...(from === null ? {} : { fromLatitude: north(from).lat, fromLongitude: north(from).lng }),
      toLatitude: north(to).lat,
      toLongitude: north(to).lng,
      scheduledTime: inMinutes(readyInMinutes),
      readyStart: inMinutes(readyInMinutes),
      readyEnd: inMinutes(readyInMinutes + 60),
      status: 'PENDING',
      transportLevel: opts.level ?? 'BLS',
      mobilityLevel: opts.mobility ?? 'Ambulatory',
      priority: 'MEDIUM',
      revenue: opts.revenue ?? 500,
    })
    .returning();
  if (opts.offered ?? true) await t.db.insert(agencyResponses).values({ tripId: row!.id, agencyId, response: 'OFFERED' });
  return row!;
}

beforeAll(async () => {
  t = await startTestApp();
  const agency = await createAgency(t.db, { name: 'Route Test EMS' });
  agencyId = agency.id;
  await t.db.update(agencies).set({ latitude: BASE.lat, longitude: BASE.lng }).where(eq(agencies.id, agencyId));
  const unit = await insertUnit(t.db, agencyId, { unitNumber: 'R-1' });
  await t.db.update(units).set({ capabilities: ['BLS', 'ALS'] }).where(eq(units.id, unit.id));
  unitId = unit.id;
  busyUnitId = (await insertUnit(t.db, agencyId, { unitNumber: 'R-2', currentStatus: 'COMMITTED' })).id;
  const other = await createAgency(t.db, { name: 'Elsewhere EMS' });
  otherUnitId = (await insertUnit(t.db, other.id, { unitNumber: 'E-1' })).id;
  ems = (await signedInMember(t.app, t.db, agencyId)).auth;
  otherEms = (await signedInMember(t.app, t.db, other.id)).auth;
  admin = (await signedIn(t.app, t.db, 'ADMIN')).auth;
  nurse = (await signedIn(t.app, t.db, 'HEALTHCARE')).auth;
});
afterAll(() => t.close());

const optimize = (who: Auth, payload: unknown) => t.app.inject({ method: 'POST', url: OPTIMIZE_ROUTES_PATH, headers: who, payload: payload as object });

describe('POST /api/optimize/routes', () => {
  it('orders the requests a unit can carry, with its legs and totals, and says why each other one is left out', async () => {
    const near = await request(2, 8, 20);
    const next = await request(9, 3, 70);
    const cct = await request(1, 4, 30, { level: 'CCT' });
    const passed = await request(2, 3, -120);
    const unplaced = await request(null, 3, 40);
    const res = await optimize(ems, { unitId, requestIds: [next.id, near.id, cct.id, passed.id, unplaced.id] });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json().data as RoutePlan;
    expect(plan.exact).toBe(true);
    expect(plan.sequence.map((s) => s.requestId)).toEqual([near.id, next.id]);
    // from the base: empty to 2 miles, carry to 8, empty to 9, carry to 3
    expect(plan.legs.map((l) => l.kind)).toEqual(['deadhead', 'loaded', 'deadhead', 'loaded']);
    expect(plan.totals.revenue).toBe(1000);
    expect(plan.totals.distance).toBeCloseTo((2 + 6 + 1 + 6) * 1.3, 0);
    expect(plan.totals.time).toBeGreaterThan(0);
    expect(Object.fromEntries(plan.leftOut.map((l) => [l.requestId, l.reason]))).toEqual({
      [cct.id]: ROUTE_LEFT_OUT_TEXTS.LEVEL_OF_CARE,
      [passed.id]: ROUTE_LEFT_OUT_TEXTS.WINDOW_PASSED,
      [unplaced.id]: ROUTE_LEFT_OUT_TEXTS.NO_LOCATION,
    });
  });

  it('never routes a wheelchair van to a BLS trip, even of a wheelchair patient, nor earns its fee', async () => {
    const van = await insertUnit(t.db, agencyId, { unitNumber: 'R-W' });
    await t.db.update(units).set({ type: 'WHEELCHAIR_VAN', capabilities: ['WHEELCHAIR'] }).where(eq(units.id, van.id));
    const seated = await request(2, 8, 20, { mobility: 'Wheelchair', revenue: 900 });
    const lying = await request(3, 7, 30, { mobility: 'Stretcher', revenue: 700 });
    const res = await optimize(ems, { unitId: van.id, requestIds: [seated.id, lying.id] });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json().data as RoutePlan;
    expect(plan.sequence).toEqual([]);
    expect(plan.totals.revenue).toBe(0);
    expect(plan.leftOut).toEqual([
      { requestId: seated.id, code: 'LEVEL_OF_CARE', reason: ROUTE_LEFT_OUT_TEXTS.LEVEL_OF_CARE },
      { requestId: lying.id, code: 'LEVEL_OF_CARE', reason: ROUTE_LEFT_OUT_TEXTS.LEVEL_OF_CARE },
    ]);
    // the BLS/ALS ambulance carries both, and earns both fees
    const ambulance = (await optimize(ems, { unitId, requestIds: [seated.id, lying.id] })).json().data as RoutePlan;
    expect(ambulance.sequence.map((s) => s.requestId).sort()).toEqual([seated.id, lying.id].sort());
    expect(ambulance.totals.revenue).toBe(1600);
  });

  it('lets the control center plan any agency’s unit; an agency only its own', async () => {
    const r = await request(1, 2, 30);
    expect((await optimize(admin, { unitId, requestIds: [r.id] })).statusCode).toBe(200);
    const foreign = await optimize(otherEms, { unitId, requestIds: [r.id] });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe(ROUTE_OPTIMIZATION_MESSAGES.foreignUnit);
    expect((await optimize(nurse, { unitId, requestIds: [r.id] })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: OPTIMIZE_ROUTES_PATH, payload: {} })).statusCode).toBe(401);
  });

  it("refuses a missing unit or request with the spec's text, and unknown, busy or foreign ones naming them", async () => {
    const r = await request(1, 2, 30);
    for (const body of [{}, { unitId }, { requestIds: [r.id] }, { unitId, requestIds: [] }]) {
      const res = await optimize(ems, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(ROUTE_OPTIMIZATION_MESSAGES.selectUnitAndRequest);
    }
    const bodiless = await t.app.inject({ method: 'POST', url: OPTIMIZE_ROUTES_PATH, headers: { ...ems, 'content-type': 'application/json' } });
    expect(bodiless.json()).toEqual({ success: false, error: ROUTE_OPTIMIZATION_MESSAGES.selectUnitAndRequest });
    expect((await optimize(ems, { unitId: '00000000-0000-4000-8000-000000000000', requestIds: [r.id] })).json().error).toBe(ROUTE_OPTIMIZATION_MESSAGES.unknownUnit);
    expect((await optimize(ems, { unitId: 'nope', requestIds: [r.id] })).statusCode).toBe(404);
    const busy = await optimize(ems, { unitId: busyUnitId, requestIds: [r.id] });
    expect(busy.statusCode).toBe(400);
    expect(busy.json().error).toBe(ROUTE_OPTIMIZATION_MESSAGES.unitNotAvailable('R-2', 'COMMITTED'));
    expect((await optimize(admin, { unitId: otherUnitId, requestIds: [r.id] })).json().error).toBe(ROUTE_OPTIMIZATION_MESSAGES.unitWithoutPosition('E-1'));
    const unoffered = await request(1, 2, 30, { offered: false });
    const foreign = await optimize(ems, { unitId, requestIds: [r.id, unoffered.id] });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe(ROUTE_OPTIMIZATION_MESSAGES.foreignRequests([unoffered.id]));
    const tooMany = await optimize(ems, { unitId, requestIds: Array.from({ length: 201 }, () => r.id) });
    expect(tooMany.json().error).toBe(ROUTE_OPTIMIZATION_MESSAGES.tooMany);
    expect((await optimize(ems, { unitId: 5, requestIds: [r.id] })).statusCode).toBe(400);
  });
});
