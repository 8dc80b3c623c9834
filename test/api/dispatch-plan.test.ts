import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPATCH_PLAN_MESSAGES, DISPATCH_PLAN_PATH } from '@/domain/planning/dispatch-plan';
import type { DispatchPlan } from '@/domain/planning/dispatch-plan-answers';
import { agencies, agencyResponses, trips, units } from '@/server/db/schema';
import { signedIn } from './fixtures';
import { createAgency, insertUnit, signedInMember } from './fleet-fixtures';
import { startTestApp, type TestApp } from './harness';

// A small region on one line north of a base (1° of latitude ≈ 69.05 miles).
const BASE = { lat: 40.4406, lng: -79.9959 };
const north = (miles: number) => ({ lat: BASE.lat + miles / 69.05, lng: BASE.lng });
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000);

let t: TestApp;
type Auth = Record<string, string>;
let admin: Auth, user: Auth, ems: Auth, otherEms: Auth, nurse: Auth;
let agencyId: string, alsUnit: string, blsUnit: string, strangerUnit: string;
let serial = 0;

async function request(from: number | null, to: number, readyIn: number, level: 'BLS' | 'ALS' | 'CCT' = 'BLS', mobility = 'Ambulatory') {
  const [row] = await t.db
    .insert(trips)
    .values({
      tripNumber: `TRP-DP-${++serial}`,
      patientId: `PDP${serial}`,
      fromLocation: `${from} miles north`,
      toLocation: `${to} miles north`,
      ...(from === null ? {} : { fromLatitude: north(from).lat, fromLongitude: north(from).lng }),
      toLatitude: north(to).lat,
      toLongitude: north(to).lng,
      scheduledTime: inMinutes(readyIn),
      readyStart: inMinutes(readyIn),
      readyEnd: inMinutes(readyIn + 60),
      status: 'PENDING',
      transportLevel: level,
      mobilityLevel: mobility,
      priority: 'MEDIUM',
    })
    .returning();
  await t.db.insert(agencyResponses).values({ tripId: row!.id, agencyId, response: 'OFFERED' });
  return row!;
}

beforeAll(async () => {
  t = await startTestApp();
  agencyId = (await createAgency(t.db, { name: 'Plan Test EMS' })).id;
  await t.db.update(agencies).set({ latitude: BASE.lat, longitude: BASE.lng }).where(eq(agencies.id, agencyId));
  alsUnit = (await insertUnit(t.db, agencyId, { unitNumber: 'P-ALS' })).id;
  await t.db.update(units).set({ capabilities: ['ALS'] }).where(eq(units.id, alsUnit));
  blsUnit = (await insertUnit(t.db, agencyId, { unitNumber: 'P-BLS' })).id;
  await t.db.update(units).set({ capabilities: ['BLS'] }).where(eq(units.id, blsUnit));
  const other = await createAgency(t.db, { name: 'Plan Stranger EMS' });
  await t.db.update(agencies).set({ latitude: BASE.lat, longitude: BASE.lng }).where(eq(agencies.id, other.id));
  strangerUnit = (await insertUnit(t.db, other.id, { unitNumber: 'S-1' })).id;
  ems = (await signedInMember(t.app, t.db, agencyId)).auth;
  otherEms = (await signedInMember(t.app, t.db, other.id)).auth;
  admin = (await signedIn(t.app, t.db, 'ADMIN')).auth;
  user = (await signedIn(t.app, t.db, 'USER')).auth;
  nurse = (await signedIn(t.app, t.db, 'HEALTHCARE')).auth;
});
afterAll(() => t.close());

const plan = (who: Auth, payload: unknown = {}) => t.app.inject({ method: 'POST', url: DISPATCH_PLAN_PATH, headers: who, payload: payload as object });

describe('POST /api/optimize/plan', () => {
  it("plans an agency's pending requests over its available units: each carried once, in order, within its window", async () => {
    const made = [await request(1, 6, 20), await request(7, 2, 80), await request(3, 9, 40, 'ALS'), await request(5, 1, 150)];
    const cct = await request(2, 4, 30, 'CCT');
    const unplaced = await request(null, 4, 30);
    // units without a known shift end work 12 hours
    const tomorrow = await request(1, 2, 13 * 60);
    const missed = await request(1, 2, -90);
    const res = await plan(ems);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data as DispatchPlan;
    expect(answer.units.map((u) => u.unitNumber).sort()).toEqual(['P-ALS', 'P-BLS']);
    const carried = answer.units.flatMap((u) => u.requestIds);
    expect(carried.sort()).toEqual(made.map((r) => r.id).sort());
    expect(answer.totals).toMatchObject({ requests: 8, assigned: 4 });
    expect(answer.totals.distance).toBeGreaterThan(0);
    expect(Object.fromEntries(answer.unassigned.map((u) => [u.requestId, u.reason]))).toEqual({
      [cct.id]: DISPATCH_PLAN_MESSAGES.levelOfCare,
      [unplaced.id]: DISPATCH_PLAN_MESSAGES.noLocation,
      [tomorrow.id]: DISPATCH_PLAN_MESSAGES.afterShifts,
      [missed.id]: DISPATCH_PLAN_MESSAGES.windowPassed,
    });
    // the ALS request rides on the ALS unit; every pickup before its drop-off, within its ready window
    expect(answer.units.find((u) => u.unitId === alsUnit)!.requestIds).toContain(made[2]!.id);
    for (const unit of answer.units) {
      // it leaves in time for its first pickup, and no earlier than now
      if (unit.start) expect(new Date(unit.start).getTime()).toBeLessThanOrEqual(new Date(unit.stops[0]!.arrival).getTime() + 1000);
      unit.stops.forEach((s, i) => {
        const trip = made.find((r) => r.id === s.requestId)!;
        if (s.stop === 'pickup') {
          expect(unit.stops.findIndex((o) => o.requestId === s.requestId && o.stop === 'dropoff')).toBeGreaterThan(i);
          expect(new Date(s.serviceStart).getTime()).toBeGreaterThanOrEqual(trip.readyStart!.getTime() - 1000);
          expect(new Date(s.serviceStart).getTime()).toBeLessThanOrEqual(trip.readyEnd!.getTime() + 1000);
        }
        if (i > 0) expect(new Date(s.serviceStart).getTime()).toBeGreaterThanOrEqual(new Date(unit.stops[i - 1]!.serviceStart).getTime());
      });
    }

    // the agency accepts one unit's part, naming the unit
    const part = answer.units.find((u) => u.requestIds.length > 0)!;
    for (const id of part.requestIds) {
      const accepted = await t.app.inject({ method: 'PUT', url: `/api/trips/${id}/status`, headers: ems, payload: { status: 'ACCEPTED', assignedUnitId: part.unitId } });
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
    const [row] = await t.db.select().from(trips).where(eq(trips.id, part.requestIds[0]!));
    expect(row).toMatchObject({ status: 'ACCEPTED', assignedUnitId: part.unitId });
    // the unit is committed to its trips now, and out of the next plans until they end: here it is freed by hand
    const [unit] = await t.db.select().from(units).where(eq(units.id, part.unitId));
    expect(unit!.currentStatus).toBe('COMMITTED');
    await t.db.update(units).set({ currentStatus: 'AVAILABLE' }).where(eq(units.id, part.unitId));
  });

  it('never gives a wheelchair van a BLS trip, even of a wheelchair patient, and counts only fees of trips carried', async () => {
    const van = (await insertUnit(t.db, agencyId, { unitNumber: 'P-VAN' })).id;
    await t.db.update(units).set({ type: 'WHEELCHAIR_VAN', capabilities: ['WHEELCHAIR'] }).where(eq(units.id, van));
    // the van sits at the base, the ambulance would have to come from far away
    const seated = await request(0, 3, 30, 'BLS', 'Wheelchair');
    const walking = await request(1, 2, 90, 'BLS', 'Ambulatory');
    const alone = await plan(ems, { unitIds: [van], requestIds: [seated.id, walking.id] });
    expect(alone.statusCode, alone.body).toBe(200);
    const vanOnly = alone.json().data as DispatchPlan;
    expect(vanOnly.units[0]).toMatchObject({ unitNumber: 'P-VAN', requestIds: [], revenue: 0 });
    expect(vanOnly.unassigned).toEqual([
      { requestId: seated.id, tripNumber: seated.tripNumber, reason: DISPATCH_PLAN_MESSAGES.levelOfCare },
      { requestId: walking.id, tripNumber: walking.tripNumber, reason: DISPATCH_PLAN_MESSAGES.levelOfCare },
    ]);
    const both = (await plan(ems, { unitIds: [van, blsUnit], requestIds: [seated.id, walking.id] })).json().data as DispatchPlan;
    expect(both.units.find((u) => u.unitId === van)!.requestIds).toEqual([]);
    expect(both.units.find((u) => u.unitId === blsUnit)!.requestIds.sort()).toEqual([seated.id, walking.id].sort());
    expect(both.totals.revenue).toBe(both.units.find((u) => u.unitId === blsUnit)!.revenue);
    await t.db.update(units).set({ isActive: false }).where(eq(units.id, van));
  });

  it('plans for the control center over every agency; refuses facilities', async () => {
    for (const who of [admin, user]) {
      const res = await plan(who, { unitIds: [alsUnit, strangerUnit] });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json().data as DispatchPlan).units.map((u) => u.unitNumber).sort()).toEqual(['P-ALS', 'S-1']);
    }
    expect((await plan(nurse)).statusCode).toBe(403);
  });

  it('refuses units that are not the agency’s or do not exist, and a plan with no unit', async () => {
    const foreign = await plan(ems, { unitIds: [strangerUnit] });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe(DISPATCH_PLAN_MESSAGES.foreignUnits([strangerUnit]));
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await plan(ems, { unitIds: [unknown] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(DISPATCH_PLAN_MESSAGES.unknownUnits([unknown]));
    const none = await plan(ems, { unitIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(DISPATCH_PLAN_MESSAGES.noUnits);
    expect((await plan(ems, { requestIds: Array.from({ length: 201 }, () => unknown) })).json().error).toBe(DISPATCH_PLAN_MESSAGES.requestIds);
    expect((await plan(otherEms, { requestIds: 'all' })).statusCode).toBe(400);
  });
});
