import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREW_PATHS, type CrewTrip, type CrewUnitOption } from '@/domain/crew/crew-api';
import { SHIFT_MESSAGES } from '@/domain/crew/shift-rules';
import { requiresSignIn } from '@/server/plugins/auth';
import { signedInCrew, signOnTo } from './crew-fixtures';
import { createAgency, insertUnit } from './fleet-fixtures';
import { startTestApp, type TestApp } from './harness';
import { insertTrip } from './org-fixtures';
import { callersOfEveryRole } from './route-walk';

// The crew role has the least rights: of the routes that need a sign-in it reaches the crew app's own and the few
// every signed-in user has (its session, its password, its bell), and through them only its unit's trips and its
// own agency's units.

/** The routes every signed-in user has: the session, the account's own password and second factor, its own bell and live stream. */
const SHARED = new Set([
  'GET /api/auth/verify',
  'POST /api/auth/change-password',
  'GET /api/auth/two-factor/',
  'POST /api/auth/two-factor/enrolment',
  'POST /api/auth/two-factor/enrolment/confirm',
  'POST /api/auth/two-factor/recovery-codes',
  'POST /api/auth/two-factor/disable',
  'GET /api/notifications/',
  'PUT /api/notifications/read-all',
  'PUT /api/notifications/:id/read',
  'GET /api/events/',
]);
// a crew member reads their own credentials, as their agency and the control center read them
const CREW_ALSO = new Set(['GET /api/credentials/']);
const isCrewRoute = (url: string) => url.startsWith('/api/crew/');
// the live stream stays open: it is called by test/api/live-events.test.ts, never here
const STREAMS = new Set(['GET /api/events/']);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const guardedCalls = (routes: RouteOptions[]) =>
  routes.filter(requiresSignIn).flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ key: `${method} ${route.url}`, method, url: route.url.replace(/:[A-Za-z]+/g, UNKNOWN_ID) })),
  );

let t: TestApp;
const world = {} as {
  crewA1: Record<string, string>;
  crewB1: Record<string, string>;
  units: Record<'a1' | 'a2' | 'aOut' | 'b1', string>;
  trips: Record<'a1' | 'a2' | 'b1', string>;
};

beforeAll(async () => {
  t = await startTestApp();
  const [agencyA, agencyB] = [await createAgency(t.db), await createAgency(t.db)];
  const a1 = await insertUnit(t.db, agencyA.id, { unitNumber: 'A-1', currentStatus: 'COMMITTED' });
  const a2 = await insertUnit(t.db, agencyA.id, { unitNumber: 'A-2', currentStatus: 'COMMITTED' });
  const aOut = await insertUnit(t.db, agencyA.id, { unitNumber: 'A-9', currentStatus: 'OUT_OF_SERVICE' });
  const b1 = await insertUnit(t.db, agencyB.id, { unitNumber: 'B-1', currentStatus: 'COMMITTED' });
  const trip = (agencyId: string, unitId: string) =>
    insertTrip(t.db, { status: 'ACCEPTED', assignedAgencyId: agencyId, assignedUnitId: unitId, acceptedTimestamp: new Date() });
  const [tA1, tA2, tB1] = [await trip(agencyA.id, a1.id), await trip(agencyA.id, a2.id), await trip(agencyB.id, b1.id)];
  const crewA1 = await signedInCrew(t.app, t.db, agencyA.id);
  const crewB1 = await signedInCrew(t.app, t.db, agencyB.id);
  await signOnTo(t.app, crewA1.auth, a1.id);
  await signOnTo(t.app, crewB1.auth, b1.id);
  Object.assign(world, {
    crewA1: crewA1.auth,
    crewB1: crewB1.auth,
    units: { a1: a1.id, a2: a2.id, aOut: aOut.id, b1: b1.id },
    trips: { a1: tA1.id, a2: tA2.id, b1: tB1.id },
  });
});
afterAll(() => t.close());

describe("a crew member's reads", () => {
  it("show its own unit's trips alone, never another unit's or another agency's", async () => {
    const mine = await t.app.inject({ method: 'GET', url: CREW_PATHS.trips, headers: world.crewA1 });
    expect((mine.json().data.trips as CrewTrip[]).map((trip) => trip.id)).toEqual([world.trips.a1]);
    const theirs = await t.app.inject({ method: 'GET', url: CREW_PATHS.trips, headers: world.crewB1 });
    expect((theirs.json().data.trips as CrewTrip[]).map((trip) => trip.id)).toEqual([world.trips.b1]);
    // not even its own unit's trip through the desks' calls
    for (const url of [`/api/trips/${world.trips.a1}`, '/api/trips', `/api/trips/${world.trips.a1}/contacts`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: world.crewA1 })).statusCode).toBe(403);
    }
  });

  it("give the trip sheet of its own unit's trip alone, as its agency reads it", async () => {
    const sheet = await t.app.inject({ method: 'GET', url: CREW_PATHS.tripSheet(world.trips.a1), headers: world.crewA1 });
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.json().data).toMatchObject({ id: world.trips.a1, assignedUnitId: world.units.a1, patientContact: null });
    expect(sheet.json().data.history).toEqual(expect.any(Array));
    // another unit of its own agency, another agency's trip, an unknown id: as if they did not exist
    for (const id of [world.trips.a2, world.trips.b1, UNKNOWN_ID, 'not-an-id']) {
      const res = await t.app.inject({ method: 'GET', url: CREW_PATHS.tripSheet(id), headers: world.crewA1 });
      expect(res.statusCode, id).toBe(404);
    }
  });

  it("offer its own agency's in-service units alone, and another agency's unit is unknown", async () => {
    const res = await t.app.inject({ method: 'GET', url: CREW_PATHS.units, headers: world.crewA1 });
    expect((res.json().data as CrewUnitOption[]).map((u) => u.id)).toEqual([world.units.a1, world.units.a2]);
    const foreign = await t.app.inject({ method: 'POST', url: CREW_PATHS.shift, headers: world.crewA1, payload: { unitId: world.units.b1 } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(SHIFT_MESSAGES.unitNotFound);
    for (const url of ['/api/units', `/api/units/${world.units.a1}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: world.crewA1 })).statusCode).toBe(403);
    }
    const shift = await t.app.inject({ method: 'GET', url: CREW_PATHS.shift, headers: world.crewA1 });
    expect(shift.json().data.unit.id).toBe(world.units.a1);
  });
});

// after the reads: the walk signs the crew member off its unit (DELETE /api/crew/shift)
describe('every route that needs a sign-in, called by a crew member', () => {
  it('is refused (401 or 403) unless it is a crew route or one every signed-in user has', async () => {
    const calls = guardedCalls(t.app.routeList);
    expect(calls.length).toBeGreaterThan(80);
    const reached: string[] = [];
    for (const call of calls) {
      if (STREAMS.has(call.key)) continue;
      const res = await t.app.inject({ method: call.method as 'GET', url: call.url, headers: world.crewA1, payload: {} });
      expect(res.statusCode, `${call.key} → ${res.body}`).toBeLessThan(500);
      if (res.statusCode !== 401 && res.statusCode !== 403) reached.push(call.key);
    }
    const allowed = reached.filter((key) => SHARED.has(key) || CREW_ALSO.has(key) || isCrewRoute(key.split(' ')[1]!));
    expect(reached).toEqual(allowed);
    // the crew's own calls do answer it
    expect(reached).toEqual(expect.arrayContaining([`GET ${CREW_PATHS.trips}`, `GET ${CREW_PATHS.units}`, `GET ${CREW_PATHS.shift}`]));
  }, 120_000);

  it('refuses every crew route to each other role', async () => {
    const callers = await callersOfEveryRole(t.app, t.db);
    const crewCalls = guardedCalls(t.app.routeList).filter((call) => isCrewRoute(call.url));
    expect(crewCalls.length).toBeGreaterThanOrEqual(6);
    for (const call of crewCalls) {
      for (const headers of callers) {
        const res = await t.app.inject({ method: call.method as 'GET', url: call.url, headers, payload: {} });
        expect(res.statusCode, call.key).toBe(403);
      }
    }
  });
});
