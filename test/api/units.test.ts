import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { UNIT_MESSAGES } from '@/domain/units/unit-forms';
import type { UnitView } from '@/domain/units/unit-answers';
import { trips, units, unitStatusHistory } from '@/server/db/schema';
import { seedDemoData } from '@/server/db/seed';
import { signedIn } from './fixtures';
import { allCounts, createAgency, hoursAgo, insertTrip, insertUnit, signedInMember } from './fleet-fixtures';
import { startTestApp, type TestApp } from './harness';

type Session = { auth: Record<string, string> };
let t: TestApp;
let admin: Session;
let user: Session;
let healthcare: Session;
/** EMS user of agency A; a second agency B with its own EMS user. */
let emsA: Session & { agencyId: string };
let emsB: Session & { agencyId: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedIn(t.app, t.db, 'ADMIN');
  user = await signedIn(t.app, t.db, 'USER');
  healthcare = await signedIn(t.app, t.db, 'HEALTHCARE');
  const a = await signedIn(t.app, t.db, 'EMS');
  const b = await signedIn(t.app, t.db, 'EMS');
  emsA = { auth: a.auth, agencyId: a.user.agencyId! };
  emsB = { auth: b.auth, agencyId: b.user.agencyId! };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Session, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const ids = (list: UnitView[]) => list.map((u) => u.id).sort();
const unitRow = async (id: string) => (await t.db.select().from(units).where(eq(units.id, id)))[0];
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('reading units, per role', () => {
  let unitA: string;
  let unitB: string;
  beforeAll(async () => {
    unitA = (await insertUnit(t.db, emsA.agencyId)).id;
    unitB = (await insertUnit(t.db, emsB.agencyId)).id;
  });

  it.each([
    ['ADMIN', () => admin],
    ['USER', () => user],
  ])('GET /api/units and /api/tcc/units give %s every agency’s units with the agency name', async (_role, who) => {
    for (const url of ['/api/units', '/api/tcc/units']) {
      const res = await call('GET', url, who());
      expect(res.statusCode).toBe(200);
      const list = res.json().data as UnitView[];
      expect(ids(list)).toEqual(expect.arrayContaining([unitA, unitB]));
      expect(list.find((u) => u.id === unitA)).toMatchObject({ agencyId: emsA.agencyId, agencyName: expect.stringMatching(/^Test EMS \d+$/) });
    }
  });

  it('narrows to one agency with ?agencyId=', async () => {
    const res = await call('GET', `/api/units?agencyId=${emsB.agencyId}`, admin);
    expect(ids(res.json().data)).toEqual([unitB]);
    const tcc = await call('GET', `/api/tcc/units?agencyId=${emsA.agencyId}`, user);
    expect(ids(tcc.json().data)).toEqual([unitA]);
  });

  it.each([MISSING, 'not-a-uuid'])('an unknown agency filter %s → 404', async (agencyId) => {
    const res = await call('GET', `/api/units?agencyId=${agencyId}`, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: UNIT_MESSAGES.agencyNotFound });
  });

  it('EMS sees only its own agency’s units, whatever agencyId it asks for', async () => {
    for (const url of ['/api/units', `/api/units?agencyId=${emsB.agencyId}`]) {
      const res = await call('GET', url, emsA);
      expect(res.statusCode).toBe(200);
      expect(ids(res.json().data)).toEqual([unitA]);
    }
  });

  it('EMS gets 404 for another agency’s unit id, and its own unit by id', async () => {
    expect((await call('GET', `/api/units/${unitB}`, emsA)).statusCode).toBe(404);
    const own = await call('GET', `/api/units/${unitA}`, emsA);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.id).toBe(unitA);
  });

  it.each([MISSING, 'nope', '12345'])('GET /api/units/%s → 404', async (id) => {
    const res = await call('GET', `/api/units/${id}`, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: UNIT_MESSAGES.unitNotFound });
  });

  it.each(['/api/units', '/api/units/analytics', '/api/tcc/units'])('HEALTHCARE → 403 and no token → 401 on %s', async (url) => {
    expect((await call('GET', url, healthcare)).json()).toEqual({ success: false, error: AUTH_MESSAGES.forbidden });
    expect((await call('GET', url, healthcare)).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
  });

  it('GET /api/tcc/units is refused to EMS with 403', async () => {
    expect((await call('GET', '/api/tcc/units', emsA)).statusCode).toBe(403);
  });

  it('every units answer, success or failure, says cache-control: no-store', async () => {
    const answers = await Promise.all([
      call('GET', '/api/units', admin),
      call('GET', '/api/units/analytics', emsA),
      call('GET', '/api/tcc/units', user),
      call('GET', '/api/tcc/units', emsA),
      call('GET', `/api/units/${MISSING}`, admin),
      call('POST', '/api/units', user, { unitNumber: 'X' }),
    ]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/units', () => {
  it('an EMS user creates a unit in its own agency with the spec’s defaults and a first history row', async () => {
    const res = await call('POST', '/api/units', emsA, { unitNumber: '  A-101  ' });
    expect(res.statusCode).toBe(201);
    const unit = res.json().data as UnitView;
    expect(unit).toEqual({
      id: expect.any(String),
      unitNumber: 'A-101',
      agencyId: emsA.agencyId,
      agencyName: expect.stringMatching(/^Test EMS \d+$/),
      type: 'AMBULANCE',
      capabilities: ['BLS'],
      customCapabilities: [],
      isActive: true,
      currentStatus: 'AVAILABLE',
      totalTripsCompleted: 0,
      averageResponseTime: null,
      lastStatusUpdate: expect.any(String),
      crew: [],
      firstExpiry: null,
    });
    const history = await t.db.select().from(unitStatusHistory).where(eq(unitStatusHistory.unitId, unit.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([[null, 'AVAILABLE']]);
    expect((await call('GET', '/api/units', emsA)).json().data.map((u: UnitView) => u.unitNumber)).toContain('A-101');
  });

  it('keeps every field it is given', async () => {
    const body = {
      unitNumber: 'CC-7',
      type: 'CRITICAL_CARE',
      capabilities: ['ALS', 'CCT', 'VENTILATOR', 'CUSTOM', 'ALS'],
      customCapabilities: ['Neonatal isolette'],
      isActive: false,
      agencyId: emsA.agencyId,
    };
    const res = await call('POST', '/api/units', emsA, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ ...body, capabilities: ['ALS', 'CCT', 'VENTILATOR', 'CUSTOM'] });
  });

  it('an admin creates a unit in the agency it names', async () => {
    const res = await call('POST', '/api/units', admin, { unitNumber: 'B-1', agencyId: emsB.agencyId });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ agencyId: emsB.agencyId, unitNumber: 'B-1' });
    expect((await call('GET', '/api/units', emsB)).json().data.map((u: UnitView) => u.unitNumber)).toContain('B-1');
  });

  it('a unit number is unique within its agency regardless of case → 409, and free in another agency', async () => {
    await call('POST', '/api/units', emsA, { unitNumber: 'M-9' });
    const before = await allCounts(t.db);
    for (const [who, unitNumber] of [[emsA, 'm-9'], [emsA, ' M-9 '], [admin, 'M-9']] as const) {
      const res = await call('POST', '/api/units', who, { unitNumber, agencyId: emsA.agencyId });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, error: UNIT_MESSAGES.unitNumberTaken });
    }
    expect(await allCounts(t.db)).toEqual(before);
    expect((await call('POST', '/api/units', emsB, { unitNumber: 'M-9' })).statusCode).toBe(201);
  });

  it.each([
    [{ unitNumber: '   ' }, 'unitNumber is required'],
    [{}, 'unitNumber is required'],
    [{ unitNumber: 'X-1', type: 'HELICOPTER' }, 'type must be one of AMBULANCE, WHEELCHAIR_VAN, CRITICAL_CARE, OTHER'],
    [{ unitNumber: 'X-1', capabilities: ['BLS', 'TELEPORT'] }, 'capabilities.1 must be one of the listed choices'],
    [{ unitNumber: 'X-1', capabilities: 'BLS' }, 'capabilities must be an array'],
    [{ unitNumber: 'X-1', customCapabilities: ['  '] }, 'customCapabilities.0 is required'],
    [{ unitNumber: 'X-1', isActive: 'yes' }, 'isActive must be a boolean'],
    [{ unitNumber: 'X-1', currentStatus: 'ON_CALL' }, 'currentStatus must be one of AVAILABLE, COMMITTED, OUT_OF_SERVICE, MAINTENANCE, OFF_DUTY'],
    [{ unitNumber: 'x'.repeat(41) }, expect.stringContaining('unitNumber')],
  ])('bad input %o → 400 and nothing changes', async (payload, error) => {
    const before = await allCounts(t.db);
    const res = await call('POST', '/api/units', emsA, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error });
    expect(await allCounts(t.db)).toEqual(before);
  });

  it('an admin must name an existing agency: none → 400, unknown or malformed → 404', async () => {
    const before = await allCounts(t.db);
    const none = await call('POST', '/api/units', admin, { unitNumber: 'Z-1' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(UNIT_MESSAGES.agencyRequired);
    for (const agencyId of [MISSING, 'agency-7']) {
      const res = await call('POST', '/api/units', admin, { unitNumber: 'Z-1', agencyId });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(UNIT_MESSAGES.agencyNotFound);
    }
    expect(await allCounts(t.db)).toEqual(before);
  });

  it('an EMS user cannot place a unit in another agency → 403, nothing changes', async () => {
    const before = await allCounts(t.db);
    const res = await call('POST', '/api/units', emsA, { unitNumber: 'Q-1', agencyId: emsB.agencyId });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(UNIT_MESSAGES.otherAgency);
    expect(await allCounts(t.db)).toEqual(before);
  });

  it.each([
    ['USER', () => user, 403],
    ['HEALTHCARE', () => healthcare, 403],
    ['no token', () => undefined, 401],
  ])('%s → %i, nothing changes', async (_role, who, status) => {
    const before = await allCounts(t.db);
    const res = await call('POST', '/api/units', who(), { unitNumber: 'R-1', agencyId: emsA.agencyId });
    expect(res.statusCode).toBe(status);
    expect(await allCounts(t.db)).toEqual(before);
  });
});

describe('PUT /api/units/{id}', () => {
  it('an EMS user edits its own unit; a status change writes the history and lastStatusUpdate', async () => {
    const unit = await insertUnit(t.db, emsA.agencyId, { unitNumber: 'E-1', history: [['AVAILABLE', hoursAgo(5)]] });
    await t.db.update(units).set({ lastStatusUpdate: hoursAgo(5) }).where(eq(units.id, unit.id));
    const changes = {
      unitNumber: 'E-1b',
      type: 'WHEELCHAIR_VAN',
      capabilities: ['WHEELCHAIR'],
      customCapabilities: ['Stair chair'],
      isActive: false,
      currentStatus: 'COMMITTED',
    };
    const res = await call('PUT', `/api/units/${unit.id}`, emsA, changes);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as UnitView;
    expect(data).toMatchObject(changes);
    const history = await t.db
      .select()
      .from(unitStatusHistory)
      .where(eq(unitStatusHistory.unitId, unit.id))
      .orderBy(asc(unitStatusHistory.changedAt));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'AVAILABLE'],
      ['AVAILABLE', 'COMMITTED'],
    ]);
    // stamped in the change's own transaction
    expect(data.lastStatusUpdate).toBe(history[1]!.changedAt.toISOString());
    expect((await call('GET', `/api/units/${unit.id}`, admin)).json().data).toEqual(data);
  });

  it('an edit that keeps the status writes no history and keeps lastStatusUpdate; absent fields stay', async () => {
    const unit = await insertUnit(t.db, emsA.agencyId, { unitNumber: 'E-2' });
    const before = (await call('GET', `/api/units/${unit.id}`, admin)).json().data as UnitView;
    const res = await call('PUT', `/api/units/${unit.id}`, admin, { currentStatus: 'AVAILABLE', capabilities: ['ALS'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...before, capabilities: ['ALS'] });
    expect(await t.db.select().from(unitStatusHistory).where(eq(unitStatusHistory.unitId, unit.id))).toEqual([]);
  });

  it('renaming onto a number the agency already has → 409, unit unchanged', async () => {
    await insertUnit(t.db, emsA.agencyId, { unitNumber: 'E-3' });
    const other = await insertUnit(t.db, emsA.agencyId, { unitNumber: 'E-4' });
    const before = await unitRow(other.id);
    const res = await call('PUT', `/api/units/${other.id}`, emsA, { unitNumber: 'e-3', currentStatus: 'MAINTENANCE' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(UNIT_MESSAGES.unitNumberTaken);
    expect(await unitRow(other.id)).toEqual(before);
    expect(await t.db.select().from(unitStatusHistory).where(eq(unitStatusHistory.unitId, other.id))).toEqual([]);
  });

  it('a field the unit does not have (status, an id) → 400 naming it, and the unit is unchanged', async () => {
    const unit = await insertUnit(t.db, emsA.agencyId, { unitNumber: 'U-1' });
    const before = await unitRow(unit.id);
    for (const [body, error] of [
      [{ status: 'OUT_OF_SERVICE' }, 'Unknown field: status'],
      [{ unitNumber: 'U-2', id: MISSING, totalTripsCompleted: 99 }, 'Unknown fields: id, totalTripsCompleted'],
    ] as const) {
      const res = await call('PUT', `/api/units/${unit.id}`, emsA, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(error);
    }
    expect(await unitRow(unit.id)).toEqual(before);
    // the specification's body, exactly as written, is still taken
    const spec = { unitNumber: 'U-1b', type: 'AMBULANCE', capabilities: ['BLS'], customCapabilities: [], isActive: true };
    const edited = await call('PUT', `/api/units/${unit.id}`, emsA, spec);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject(spec);
    const created = await call('POST', '/api/units', emsA, { unitNumber: 'U-3', status: 'AVAILABLE' });
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toBe('Unknown field: status');
  });

  it('an EMS user gets 404 for another agency’s unit and changes nothing', async () => {
    const foreign = await insertUnit(t.db, emsB.agencyId, { unitNumber: 'F-1' });
    const before = await unitRow(foreign.id);
    const res = await call('PUT', `/api/units/${foreign.id}`, emsA, { unitNumber: 'Stolen', currentStatus: 'OFF_DUTY' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(UNIT_MESSAGES.unitNotFound);
    expect(await unitRow(foreign.id)).toEqual(before);
  });

  it('an EMS user cannot move its unit to another agency (403); an admin can', async () => {
    const unit = await insertUnit(t.db, emsA.agencyId, { unitNumber: 'MV-1' });
    const refused = await call('PUT', `/api/units/${unit.id}`, emsA, { agencyId: emsB.agencyId });
    expect(refused.statusCode).toBe(403);
    expect((await unitRow(unit.id))!.agencyId).toBe(emsA.agencyId);
    const sameAgency = await call('PUT', `/api/units/${unit.id}`, emsA, { agencyId: emsA.agencyId, isActive: false });
    expect(sameAgency.statusCode).toBe(200);
    const moved = await call('PUT', `/api/units/${unit.id}`, admin, { agencyId: emsB.agencyId });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.agencyId).toBe(emsB.agencyId);
    expect((await call('GET', `/api/units/${unit.id}`, emsA)).statusCode).toBe(404);
    expect((await call('GET', `/api/units/${unit.id}`, emsB)).statusCode).toBe(200);
  });

  it('a unit carrying an accepted trip cannot be moved to another agency → 409', async () => {
    const unit = await insertUnit(t.db, emsA.agencyId, { unitNumber: 'MV-2' });
    await insertTrip(t.db, { status: 'ACCEPTED', agencyId: emsA.agencyId, unitId: unit.id });
    const res = await call('PUT', `/api/units/${unit.id}`, admin, { agencyId: emsB.agencyId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(UNIT_MESSAGES.unitBusy);
    expect((await unitRow(unit.id))!.agencyId).toBe(emsA.agencyId);
  });

  it.each([
    [{ unitNumber: '' }, 'unitNumber is required'],
    [{ currentStatus: 'PARKED' }, 'currentStatus must be one of AVAILABLE, COMMITTED, OUT_OF_SERVICE, MAINTENANCE, OFF_DUTY'],
    [{ isActive: 1 }, 'isActive must be a boolean'],
  ])('bad input %o → 400 and the unit is unchanged', async (payload, error) => {
    const unit = await insertUnit(t.db, emsA.agencyId);
    const before = await unitRow(unit.id);
    const res = await call('PUT', `/api/units/${unit.id}`, emsA, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error });
    expect(await unitRow(unit.id)).toEqual(before);
  });

  it.each([MISSING, 'abc'])('unknown id %s → 404', async (id) => {
    const res = await call('PUT', `/api/units/${id}`, admin, { isActive: false });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['USER', () => user, 403],
    ['HEALTHCARE', () => healthcare, 403],
    ['no token', () => undefined, 401],
  ])('%s → %i, unit unchanged', async (_role, who, status) => {
    const unit = await insertUnit(t.db, emsA.agencyId);
    const before = await unitRow(unit.id);
    const res = await call('PUT', `/api/units/${unit.id}`, who(), { currentStatus: 'OUT_OF_SERVICE' });
    expect(res.statusCode).toBe(status);
    expect(await unitRow(unit.id)).toEqual(before);
  });

  it('another user of the same agency may edit the agency’s units', async () => {
    const colleague = await signedInMember(t.app, t.db, emsA.agencyId);
    const unit = await insertUnit(t.db, emsA.agencyId);
    const res = await call('PUT', `/api/units/${unit.id}`, colleague, { currentStatus: 'OFF_DUTY' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.currentStatus).toBe('OFF_DUTY');
  });
});

describe('DELETE /api/units/{id}', () => {
  it.each(['ACCEPTED', 'IN_PROGRESS'] as const)('a unit on a trip that is %s → 409, nothing deleted', async (status) => {
    const unit = await insertUnit(t.db, emsA.agencyId);
    await insertTrip(t.db, { status, agencyId: emsA.agencyId, unitId: unit.id });
    const before = await allCounts(t.db);
    const res = await call('DELETE', `/api/units/${unit.id}`, emsA);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: UNIT_MESSAGES.unitBusy });
    expect(await allCounts(t.db)).toEqual(before);
  });

  it('deletes a free unit; its completed trips stay, without the unit', async () => {
    const unit = await insertUnit(t.db, emsA.agencyId, { history: [['AVAILABLE', hoursAgo(2)]] });
    const trip = await insertTrip(t.db, { status: 'COMPLETED', agencyId: emsA.agencyId, unitId: unit.id });
    const res = await call('DELETE', `/api/units/${unit.id}`, emsA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await unitRow(unit.id)).toBeUndefined();
    expect((await call('GET', `/api/units/${unit.id}`, admin)).statusCode).toBe(404);
    const [kept] = await t.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(kept).toMatchObject({ status: 'COMPLETED', assignedUnitId: null });
  });

  it('an admin deletes any agency’s unit', async () => {
    const unit = await insertUnit(t.db, emsB.agencyId);
    expect((await call('DELETE', `/api/units/${unit.id}`, admin)).statusCode).toBe(200);
    expect(await unitRow(unit.id)).toBeUndefined();
  });

  it.each([
    ['EMS of another agency', () => emsB, 404],
    ['USER', () => user, 403],
    ['HEALTHCARE', () => healthcare, 403],
    ['no token', () => undefined, 401],
  ])('%s → %i, the unit stays', async (_role, who, status) => {
    const unit = await insertUnit(t.db, emsA.agencyId);
    const before = await allCounts(t.db);
    expect((await call('DELETE', `/api/units/${unit.id}`, who())).statusCode).toBe(status);
    expect(await allCounts(t.db)).toEqual(before);
  });

  it.each([MISSING, 'zzz'])('unknown id %s → 404', async (id) => {
    expect((await call('DELETE', `/api/units/${id}`, admin)).statusCode).toBe(404);
  });
});

describe('figures computed from the data', () => {
  it('totalTripsCompleted counts COMPLETED trips of the unit; averageResponseTime is from acceptance to pickup', async () => {
    const agency = await createAgency(t.db);
    const unit = await insertUnit(t.db, agency.id);
    const other = await insertUnit(t.db, agency.id);
    const done = (acceptedH: number, pickupH: number) =>
      insertTrip(t.db, {
        status: 'COMPLETED',
        agencyId: agency.id,
        unitId: unit.id,
        scheduled: hoursAgo(10),
        accepted: hoursAgo(acceptedH),
        pickup: hoursAgo(pickupH),
        completed: hoursAgo(1),
      });
    await done(5, 4.5); // 30 min
    await done(4, 3.25); // 45 min
    await insertTrip(t.db, { status: 'IN_PROGRESS', agencyId: agency.id, unitId: unit.id });
    await insertTrip(t.db, { status: 'CANCELLED', agencyId: agency.id, unitId: unit.id });
    await insertTrip(t.db, { status: 'COMPLETED', agencyId: agency.id, unitId: other.id });
    const list = (await call('GET', `/api/units?agencyId=${agency.id}`, admin)).json().data as UnitView[];
    expect(list.find((u) => u.id === unit.id)).toMatchObject({ totalTripsCompleted: 2, averageResponseTime: 37.5 });
    expect(list.find((u) => u.id === other.id)).toMatchObject({ totalTripsCompleted: 1, averageResponseTime: null });
  });
});

describe('on the demo data', () => {
  it('the computed trip counts and response times agree with the figures the demo fleet was built with', async () => {
    const demo = await startTestApp();
    try {
      await seedDemoData(demo.db);
      const a = await signedIn(demo.app, demo.db, 'ADMIN');
      const list = (await demo.app.inject({ url: '/api/tcc/units', headers: a.auth })).json().data as UnitView[];
      const seeded = await demo.db.select().from(units);
      expect(list).toHaveLength(seeded.length);
      expect(list.some((u) => u.totalTripsCompleted > 0)).toBe(true);
      for (const s of seeded) {
        const shown = list.find((u) => u.id === s.id)!;
        expect(shown.totalTripsCompleted).toBe(s.totalTripsCompleted);
        if (s.averageResponseTime === null) expect(shown.averageResponseTime).toBeNull();
        else expect(shown.averageResponseTime).toBeCloseTo(s.averageResponseTime, 0);
      }
      const analytics = (await demo.app.inject({ url: '/api/units/analytics', headers: a.auth })).json().data;
      expect(analytics.efficiency).toBeGreaterThan(0);
      expect(analytics.efficiency).toBeLessThan(1);
    } finally {
      await demo.close();
    }
  });
});

describe('GET /api/units/analytics', () => {
  it('counts units by status and computes efficiency from the last 24 hours of status history', async () => {
    const agency = await createAgency(t.db);
    // in the window: AVAILABLE 18 h + 3 h, COMMITTED 3 h
    await insertUnit(t.db, agency.id, {
      history: [['AVAILABLE', hoursAgo(30)], ['COMMITTED', hoursAgo(6)], ['AVAILABLE', hoursAgo(3)]],
    });
    // OFF_DUTY does not count; AVAILABLE 12 h
    await insertUnit(t.db, agency.id, { history: [['OFF_DUTY', hoursAgo(48)], ['AVAILABLE', hoursAgo(12)]] });
    // AVAILABLE 10 h, then out of service
    await insertUnit(t.db, agency.id, {
      currentStatus: 'OUT_OF_SERVICE',
      history: [['AVAILABLE', hoursAgo(20)], ['OUT_OF_SERVICE', hoursAgo(10)]],
    });
    // COMMITTED for the last 2 h
    await insertUnit(t.db, agency.id, { currentStatus: 'COMMITTED', history: [['COMMITTED', hoursAgo(2)]] });
    await insertUnit(t.db, agency.id, { currentStatus: 'MAINTENANCE' });
    await insertUnit(t.db, agency.id, { currentStatus: 'MAINTENANCE' });
    await insertUnit(t.db, agency.id, { currentStatus: 'OFF_DUTY' });

    const res = await call('GET', `/api/units/analytics?agencyId=${agency.id}`, user);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      totalUnits: 7,
      availableUnits: 2,
      committedUnits: 1,
      outOfServiceUnits: 1,
      maintenanceUnits: 2,
      offDutyUnits: 1,
      efficiency: expect.any(Number),
    });
    // committed 3 + 2 = 5 h of on-duty 21 + 3 + 12 + 10 + 2 = 48 h
    expect(data.efficiency).toBeCloseTo(5 / 48, 2);
  });

  it('all zeros for an agency without units', async () => {
    const agency = await createAgency(t.db);
    const res = await call('GET', `/api/units/analytics?agencyId=${agency.id}`, admin);
    expect(res.json().data).toEqual({
      totalUnits: 0,
      availableUnits: 0,
      committedUnits: 0,
      outOfServiceUnits: 0,
      maintenanceUnits: 0,
      offDutyUnits: 0,
      efficiency: 0,
    });
  });

  it('EMS figures cover only its own agency; the control center’s cover all', async () => {
    const a = await signedIn(t.app, t.db, 'EMS');
    const mine = { auth: a.auth };
    await insertUnit(t.db, a.user.agencyId!, { currentStatus: 'COMMITTED', history: [['COMMITTED', hoursAgo(1)]] });
    await insertUnit(t.db, a.user.agencyId!, { currentStatus: 'AVAILABLE', history: [['AVAILABLE', hoursAgo(3)]] });
    const own = (await call('GET', `/api/units/analytics?agencyId=${emsB.agencyId}`, mine)).json().data;
    expect(own).toMatchObject({ totalUnits: 2, availableUnits: 1, committedUnits: 1, outOfServiceUnits: 0 });
    expect(own.efficiency).toBeCloseTo(1 / 4, 2);

    const all = (await call('GET', '/api/units/analytics', admin)).json().data;
    const [counts] = await Promise.all([t.db.select().from(units)]);
    expect(all).toMatchObject({
      totalUnits: counts.length,
      availableUnits: counts.filter((u) => u.currentStatus === 'AVAILABLE').length,
      committedUnits: counts.filter((u) => u.currentStatus === 'COMMITTED').length,
      outOfServiceUnits: counts.filter((u) => u.currentStatus === 'OUT_OF_SERVICE').length,
      maintenanceUnits: counts.filter((u) => u.currentStatus === 'MAINTENANCE').length,
      offDutyUnits: counts.filter((u) => u.currentStatus === 'OFF_DUTY').length,
    });
    // one count per status: together they are every unit
    expect(all.availableUnits + all.committedUnits + all.outOfServiceUnits + all.maintenanceUnits + all.offDutyUnits).toBe(all.totalUnits);
  });
});
