import { beforeAll, describe, expect, it } from 'vitest';
import type { AgencyOption } from '@/domain/trips/trip-answers';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { insertUnit } from './fleet-fixtures';
import { insertHospital, tripCounts, useTripWorld, type Headers } from './trip-fixtures';

const w = useTripWorld();
const near = (who: Headers, hospitalId: string, query = '') => w.call('GET', `/api/trips/agencies/${hospitalId}${query}`, who);
const names = (res: { json(): { data: AgencyOption[] } }) => res.json().data.map((a) => a.name);

beforeAll(async () => {
  await insertUnit(w.t.db, w.a.alsNear.id, { currentStatus: 'AVAILABLE' });
  await insertUnit(w.t.db, w.a.alsNear.id, { currentStatus: 'COMMITTED' });
  await insertUnit(w.t.db, w.a.alsNear.id, { currentStatus: 'AVAILABLE', isActive: false });
  await insertUnit(w.t.db, w.a.cct.id, { currentStatus: 'AVAILABLE' });
  await insertUnit(w.t.db, w.a.inactive.id, { currentStatus: 'AVAILABLE' });
  await insertUnit(w.t.db, w.a.blsMid.id, { currentStatus: 'OUT_OF_SERVICE' });
});

describe('GET /api/trips/agencies/{id}', () => {
  it('lists the open agencies within 100 miles of the facility, nearest first, with units and distance', async () => {
    const res = await near(w.nurse, w.hospitalA.hospital.id);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as AgencyOption[];
    expect(list.map((a) => [a.name, a.distance])).toEqual([
      ['Allegheny ALS', 5],
      ['Easy Van', 20],
      ['Critical Care Air', 30],
      ['Mon Valley BLS', 40],
    ]);
    expect(list[0]).toEqual({
      id: w.a.alsNear.id,
      name: 'Allegheny ALS',
      serviceType: 'ALS',
      availableUnits: 1,
      totalUnits: 3,
      distance: 5,
      latitude: w.a.alsNear.latitude,
      longitude: w.a.alsNear.longitude,
      capabilities: [],
      levels: ['BLS', 'ALS'],
    });
  });

  it('narrows by radius and by the level an agency can carry (BLS ⊂ ALS ⊂ CCT)', async () => {
    expect(names(await near(w.nurse, w.hospitalA.hospital.id, '?radius=10'))).toEqual(['Allegheny ALS']);
    expect(names(await near(w.nurse, w.hospitalA.hospital.id, '?radius=200'))).toContain('Erie ALS');
    expect(names(await near(w.nurse, w.hospitalA.hospital.id, '?transportLevel=ALS'))).toEqual(['Allegheny ALS', 'Critical Care Air']);
    expect(names(await near(w.nurse, w.hospitalA.hospital.id, '?transportLevel=CCT'))).toEqual(['Critical Care Air']);
    expect(names(await near(w.nurse, w.hospitalA.hospital.id, '?transportLevel=Critical%20Care'))).toEqual(['Critical Care Air']);
  });

  it('never lists inactive, unapproved or unplaced agencies', async () => {
    const all = names(await near(w.admin, w.hospitalA.hospital.id, '?radius=200'));
    for (const hidden of ['Closed EMS', 'New EMS', 'Nowhere EMS']) expect(all).not.toContain(hidden);
  });

  it.each(['?radius=5', '?radius=500', '?radius=abc', '?transportLevel=XLS'])('refuses %s with 400 and writes nothing', async (query) => {
    const before = await tripCounts(w.t.db);
    const res = await near(w.nurse, w.hospitalA.hospital.id, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^(radius|transportLevel)/);
    expect(await tripCounts(w.t.db)).toEqual(before);
  });

  it('lets a facility user ask with the destination it picked, measuring from its own location', async () => {
    const fromGeneral = [
      ['Allegheny ALS', 5],
      ['Easy Van', 20],
      ['Critical Care Air', 30],
      ['Mon Valley BLS', 40],
    ];
    // Riverside Rehab is 12 miles north: measured from there the list would start with Allegheny ALS at 7
    for (const destination of [w.rehab.id, w.hospitalB.entry.id, w.hospitalB.hospital.id, w.campusA2.id]) {
      const res = await near(w.nurse, destination);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json().data as AgencyOption[]).map((a) => [a.name, a.distance])).toEqual(fromGeneral);
    }
    // St. Clair's nurse is 2 miles north of General
    expect((await near(w.nurseB, w.rehab.id)).json().data[0]).toMatchObject({ name: 'Allegheny ALS', distance: 3 });
  });

  it('answers a facility user 404 for an id that names no active place or hospital', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', w.closedPlace.id, w.a.alsNear.id]) {
      const res = await near(w.nurse, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ success: false, error: TRIP_ERRORS.destinationNotFound });
    }
  });

  it.each([
    ['ADMIN', () => w.admin],
    ['USER', () => w.user],
  ])('lets %s look from any hospital', async (_role, who) => {
    const res = await near(who(), w.hospitalB.hospital.id);
    expect(res.statusCode).toBe(200);
    // St. Clair is 2 miles north of General
    expect(res.json().data[0]).toMatchObject({ name: 'Allegheny ALS', distance: 3 });
  });

  it('refuses EMS (403) and a call without a token (401)', async () => {
    expect((await near(w.ems, w.hospitalA.hospital.id)).statusCode).toBe(403);
    expect((await near({}, w.hospitalA.hospital.id)).json()).toEqual({ success: false, error: AUTH_MESSAGES.authRequired });
  });

  it('answers 404 for an unknown hospital and 400 for one without coordinates', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await near(w.admin, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(TRIP_ERRORS.hospitalNotFound);
    }
    const { hospital } = await insertHospital(w.t.db, 'Unmapped Clinic', { latitude: null, longitude: null });
    const res = await near(w.admin, hospital.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(TRIP_ERRORS.originWithoutCoordinates);
  });
});

describe('GET /api/trips/agencies/available', () => {
  it('lists the open agencies with at least one active unit free now', async () => {
    const res = await w.call('GET', '/api/trips/agencies/available', w.nurse);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as AgencyOption[]).map((a) => [a.name, a.availableUnits, a.distance])).toEqual([
      ['Allegheny ALS', 1, null],
      ['Critical Care Air', 1, null],
    ]);
  });

  it('is for facilities and the control center only', async () => {
    for (const who of [w.admin, w.user]) expect((await w.call('GET', '/api/trips/agencies/available', who)).statusCode).toBe(200);
    expect((await w.call('GET', '/api/trips/agencies/available', w.ems)).statusCode).toBe(403);
    expect((await w.call('GET', '/api/trips/agencies/available', {})).statusCode).toBe(401);
  });
});
