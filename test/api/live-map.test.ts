// GET /api/map, the live map, and its `units` live event: who may read it, which units and open trips each role sees
// (a facility only the units carrying its own open trips, an agency only its own units), when a position is stale, and
// which streams hear that a unit moved. Events reach each stream in the order the database committed them, so a later
// event a stream is entitled to proves that an earlier one it was not entitled to never came.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { MAP_PATH, type LiveMap, type MapUnit, POSITION_STALE_MINUTES } from '@/domain/units/unit-positions';
import { type LiveClient, type LiveMessage, openLive } from '../support/live-client';
import { TEST_NOW } from './harness';
import { newKey } from './integration-key-fixtures';
import { located, sendPositions } from './position-fixtures';
import { acceptedFor, crewMember, newUnit } from './step-fixtures';
import { milesNorth, signedInStaff, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();
let baseUrl: string;
const opened: LiveClient[] = [];

beforeAll(async () => {
  await w.t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(w.t.app.server.address() as { port: number }).port}`;
});
afterAll(() => opened.forEach((c) => c.close()));

async function live(headers: Headers): Promise<LiveClient> {
  const answer = await openLive(baseUrl, headers);
  if (!answer.client) throw new Error(`stream refused: ${answer.status} ${JSON.stringify(answer.error)}`);
  opened.push(answer.client);
  return answer.client;
}

const mapOf = async (who: Headers): Promise<LiveMap> => {
  const res = await w.call('GET', MAP_PATH, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as LiveMap;
};
const unitIds = (map: LiveMap, among: string[]) => map.units.map((u) => u.id).filter((id) => among.includes(id));
const tripIds = (map: LiveMap, among: string[]) => map.trips.map((t) => t.id).filter((id) => among.includes(id));

/** A request of the nurse's facility offered to the agency, accepted by it for the unit when one is given: its id. */
async function requestOf(nurse: Headers, agencyId: string, ems: Headers, unitId: string | null): Promise<string> {
  const res = await w.call('POST', '/api/trips/enhanced', nurse, wizardBody(w, { selectedAgencies: [agencyId], notificationRadius: 200 }));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as string;
  if (unitId) {
    const accepted = await w.call('PUT', `/api/trips/${id}/status`, ems, { status: 'ACCEPTED', assignedUnitId: unitId });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return id;
}

/** A unit of the agency with a crew member on its shift. */
async function crewedUnit(agencyId: string) {
  const unit = await newUnit(w, agencyId);
  return { unit, crew: (await crewMember(w, agencyId, unit.id)).auth };
}

/**
 * Allegheny ALS (near) has a unit carrying General's trip and an idle unit; Erie ALS (far) a unit carrying St. Clair's
 * trip; a request of General's is still offered to Allegheny ALS.
 */
async function region() {
  const carrying = await crewedUnit(w.a.alsNear.id);
  const idle = await crewedUnit(w.a.alsNear.id);
  const far = await crewedUnit(w.a.alsFar.id);
  const carried = await acceptedFor(w, carrying.unit.id);
  const farTrip = await requestOf(w.nurseB, w.a.alsFar.id, w.emsFar, far.unit.id);
  const pending = await requestOf(w.nurse, w.a.alsNear.id, w.ems, null);
  return { carrying, idle, far, carried, farTrip, pending, units: [carrying.unit.id, idle.unit.id, far.unit.id], trips: [carried, farTrip, pending] };
}

describe('who may read the map', () => {
  it('the control center, agencies and facilities; neither a crew member, nor a caller without a session, nor an API key', async () => {
    for (const who of [w.admin, w.user, w.ems, w.nurse]) expect((await w.call('GET', MAP_PATH, who)).statusCode).toBe(200);
    const { auth: crew } = await crewMember(w, w.a.alsNear.id, null);
    const refused = await w.call('GET', MAP_PATH, crew);
    expect([refused.statusCode, refused.json().error]).toEqual([403, AUTH_MESSAGES.forbidden]);
    const anonymous = await w.call('GET', MAP_PATH, {});
    expect([anonymous.statusCode, anonymous.json().error]).toEqual([401, AUTH_MESSAGES.authRequired]);
    const key = await newKey(w, w.nurse, ['trips:read']);
    expect((await w.call('GET', MAP_PATH, key.auth)).statusCode).toBe(403);
  });
});

describe('what each role sees', () => {
  it('the control center every active unit and open trip, each unit with the trip it carries', async () => {
    const r = await region();
    for (const who of [w.admin, w.user]) {
      const map = await mapOf(who);
      expect(unitIds(map, r.units)).toEqual(expect.arrayContaining(r.units));
      expect(tripIds(map, r.trips).sort()).toEqual([...r.trips].sort());
    }
    const map = await mapOf(w.admin);
    const carrying = map.units.find((u) => u.id === r.carrying.unit.id)!;
    expect(carrying).toMatchObject({
      agencyId: w.a.alsNear.id,
      agencyName: 'Allegheny ALS',
      status: 'COMMITTED',
      latitude: null,
      positionAt: null,
      stale: false,
      trip: { id: r.carried, status: 'ACCEPTED', latestStep: null },
    });
    expect(map.units.find((u) => u.id === r.idle.unit.id)?.trip).toBeNull();
    expect(map.trips.find((t) => t.id === r.carried)).toMatchObject({ assignedUnitId: r.carrying.unit.id, assignedAgencyName: 'Allegheny ALS' });
    expect(map.trips.find((t) => t.id === r.pending)).toMatchObject({ status: 'PENDING', assignedUnitId: null, assignedAgencyName: null });
  });

  it('an agency its own units alone, and the trips offered to it or its own', async () => {
    const r = await region();
    const near = await mapOf(w.ems);
    expect(unitIds(near, r.units).sort()).toEqual([r.carrying.unit.id, r.idle.unit.id].sort());
    expect(near.units.every((u) => u.agencyId === w.a.alsNear.id)).toBe(true);
    expect(tripIds(near, r.trips).sort()).toEqual([r.carried, r.pending].sort());
    const far = await mapOf(w.emsFar);
    expect(unitIds(far, r.units)).toEqual([r.far.unit.id]);
    expect(far.units.every((u) => u.agencyId === w.a.alsFar.id)).toBe(true);
    expect(tripIds(far, r.trips)).toEqual([r.farTrip]);
  });

  it('a facility only the units carrying its own open trips, and its own open trips', async () => {
    const r = await region();
    const general = await mapOf(w.nurse);
    expect(unitIds(general, r.units)).toEqual([r.carrying.unit.id]);
    expect(tripIds(general, r.trips).sort()).toEqual([r.carried, r.pending].sort());
    const stClair = await mapOf(w.nurseB);
    expect(unitIds(stClair, r.units)).toEqual([r.far.unit.id]);
    expect(tripIds(stClair, r.trips)).toEqual([r.farTrip]);
    // no unit of another facility's trip, nor an idle one, ever: whatever else the map holds, each unit carries its own
    const own = new Set(general.trips.map((t) => t.id));
    expect(general.units.every((u) => u.trip !== null && own.has(u.trip.id))).toBe(true);
    // a facility without a hospital behind it sees nothing
    const { auth: loose } = await signedInStaff(w.t.app, w.t.db, 'HEALTHCARE', {});
    expect(await mapOf(loose)).toEqual({ units: [], trips: [] });
  });

  it('a facility not the unit queued for its trip while that unit still carries another facility’s patient, until it hands that patient over', async () => {
    const { unit, crew } = await crewedUnit(w.a.alsNear.id);
    const stClairs = await requestOf(w.nurseB, w.a.alsNear.id, w.ems, unit.id);
    const started = await w.call('PUT', `/api/trips/${stClairs}/status`, w.ems, { status: 'IN_PROGRESS' });
    expect(started.statusCode, started.body).toBe(200);
    // the same unit takes General's request next, and reports where it is with St. Clair's patient aboard
    const generals = await requestOf(w.nurse, w.a.alsNear.id, w.ems, unit.id);
    expect((await sendPositions(w, crew, [located(milesNorth(3), Date.now(), 1)])).statusCode).toBe(200);

    const general = await mapOf(w.nurse);
    expect(unitIds(general, [unit.id])).toEqual([]);
    // General sees its own trip, assigned to the unit, and nothing of where the unit is
    expect(general.trips.find((t) => t.id === generals)).toMatchObject({ assignedUnitId: unit.id });
    expect(JSON.stringify(general)).not.toContain(String(milesNorth(3).latitude));
    const stClair = await mapOf(w.nurseB);
    expect(stClair.units.find((u) => u.id === unit.id)).toMatchObject({ ...milesNorth(3), trip: { id: stClairs, status: 'IN_PROGRESS' } });

    // St. Clair's patient handed over, the unit is on its way to General's: General sees it, St. Clair no longer
    const completed = await w.call('PUT', `/api/trips/${stClairs}/status`, w.ems, { status: 'COMPLETED' });
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await mapOf(w.nurse)).units.find((u) => u.id === unit.id)).toMatchObject({ ...milesNorth(3), trip: { id: generals, status: 'ACCEPTED' } });
    expect(unitIds(await mapOf(w.nurseB), [unit.id])).toEqual([]);
  });

  it('once its trip is done, the facility no longer sees the unit', async () => {
    const r = await region();
    const cancelled = await w.call('PUT', `/api/trips/${r.carried}/status`, w.nurse, { status: 'CANCELLED' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(unitIds(await mapOf(w.nurse), r.units)).toEqual([]);
  });
});

describe('a unit’s position on the map', () => {
  /** A position the phone dated `minutesBefore` the app's clock. */
  const before = (minutesBefore: number, miles: number) => {
    const phoneNow = Date.now();
    return located(milesNorth(miles), phoneNow, (phoneNow - (TEST_NOW.getTime() - minutesBefore * 60_000)) / 1000);
  };
  const unitOn = async (id: string): Promise<MapUnit> => (await mapOf(w.ems)).units.find((u) => u.id === id)!;

  it(`is stale once older than ${POSITION_STALE_MINUTES} minutes`, async () => {
    const { unit, crew } = await crewedUnit(w.a.alsNear.id);
    expect(await unitOn(unit.id)).toMatchObject({ latitude: null, longitude: null, positionAt: null, stale: false });
    expect((await sendPositions(w, crew, [before(POSITION_STALE_MINUTES + 1, 3)])).json().data.recorded).toBe(1);
    const old = await unitOn(unit.id);
    expect(old).toMatchObject({ ...milesNorth(3), stale: true });
    expect(TEST_NOW.getTime() - Date.parse(old.positionAt!)).toBeGreaterThan(POSITION_STALE_MINUTES * 60_000);
    await sendPositions(w, crew, [before(POSITION_STALE_MINUTES - 1, 2)]);
    expect(await unitOn(unit.id)).toMatchObject({ ...milesNorth(2), stale: false });
  });
});

describe('the live event of a unit that moved', () => {
  const movedUnit = (id: string) => (m: LiveMessage) => m.event === 'units' && m.data.unitId === id;
  const unitsIn = (messages: LiveMessage[]) => messages.filter((m) => m.event === 'units').map((m) => m.data.unitId);
  const report = async (crew: Headers, miles: number) => expect((await sendPositions(w, crew, [located(milesNorth(miles), Date.now(), 1)])).statusCode).toBe(200);

  it('reaches the control center, the unit’s agency and the facility whose trip it carries, and no other agency or facility', async () => {
    const r = await region();
    const [admin, ems, nurse, emsFar, nurseB] = await Promise.all([live(w.admin), live(w.ems), live(w.nurse), live(w.emsFar), live(w.nurseB)]);

    await report(r.carrying.crew, 4);
    for (const stream of [admin, ems, nurse]) expect((await stream.until(movedUnit(r.carrying.unit.id))).at(-1)).toEqual({ event: 'units', data: { unitId: r.carrying.unit.id } });
    await report(r.idle.crew, 5);
    await ems.until(movedUnit(r.idle.unit.id));
    // Erie's unit moving reaches Erie and St. Clair, with nothing of Allegheny's units before it
    await report(r.far.crew, 140);
    for (const stream of [emsFar, nurseB]) expect(unitsIn(await stream.until(movedUnit(r.far.unit.id)))).toEqual([r.far.unit.id]);
    await admin.until(movedUnit(r.far.unit.id));
    // and neither Allegheny nor General hear of Erie's unit; General never of Allegheny's idle unit
    await report(r.carrying.crew, 3);
    expect(unitsIn(await ems.until(movedUnit(r.carrying.unit.id)))).toEqual([r.carrying.unit.id]);
    expect(unitsIn(await nurse.until(movedUnit(r.carrying.unit.id)))).toEqual([r.carrying.unit.id]);
    expect(unitsIn(nurse.received)).not.toContain(r.idle.unit.id);
  });
});
