import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UnitCapability, UnitStatus } from '@/domain/common/enums';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { AGENCY_DISPATCH_PATH, tripUnitPath, UNIT_ASSIGNMENT_MESSAGES } from '@/domain/units/unit-assignment';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { trips, units, unitStatusHistory } from '@/server/db/schema';
import { allCounts } from './fleet-fixtures';
import { type Headers, moveTrip, useTripWorld, wizardBody } from './trip-fixtures';

// Which unit goes: naming a unit commits it to the trip, the trip's end frees it, and every change is in the histories.

const w = useTripWorld();
let serial = 0;

async function unit(capabilities: UnitCapability[], opts: { status?: UnitStatus; agencyId?: string } = {}) {
  const [row] = await w.t.db
    .insert(units)
    .values({ agencyId: opts.agencyId ?? w.a.alsNear.id, unitNumber: `TU-${++serial}`, capabilities, currentStatus: opts.status ?? 'AVAILABLE' })
    .returning();
  return row!;
}

/** A request of hospital A at this level offered to the near and the far ALS agency. */
async function request(level: 'BLS' | 'ALS' = 'BLS'): Promise<string> {
  const body = wizardBody(w, { transportLevel: level, selectedAgencies: [w.a.alsNear.id, w.a.alsFar.id], notificationRadius: 200 });
  const res = await w.call('POST', '/api/trips/enhanced', w.nurse, body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as TripDetails).id;
}

const accept = (id: string, assignedUnitId?: string, who: Headers = w.ems) =>
  w.call('PUT', `/api/trips/${id}/status`, who, { status: 'ACCEPTED', ...(assignedUnitId ? { assignedUnitId } : {}) });
const statusOf = async (id: string) => (await w.t.db.select({ s: units.currentStatus }).from(units).where(eq(units.id, id)))[0]!.s;
const historyOf = async (id: string) =>
  (await w.t.db.select().from(unitStatusHistory).where(eq(unitStatusHistory.unitId, id)).orderBy(asc(unitStatusHistory.changedAt), asc(unitStatusHistory.id))).map(
    (h) => [h.fromStatus, h.toStatus, h.endedAt === null ? 'open' : 'ended'],
  );
const tripRow = async (id: string) => (await w.t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
const setRule = (requireUnitOnAccept: boolean, who: Headers = w.ems) => w.call('PUT', AGENCY_DISPATCH_PATH, who, { requireUnitOnAccept });

describe('a unit named on accept follows its trip', () => {
  it('is committed on accept, stays committed under way, and is available again once the patient is delivered', async () => {
    const u = await unit(['ALS']);
    const id = await request('ALS');
    const accepted = await accept(id, u.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ assignedUnitId: u.id, assignedUnitNumber: u.unitNumber });
    expect(await statusOf(u.id)).toBe('COMMITTED');
    await moveTrip(w, w.ems, id, 'IN_PROGRESS');
    expect(await statusOf(u.id)).toBe('COMMITTED');
    await moveTrip(w, w.ems, id, 'COMPLETED');
    expect(await statusOf(u.id)).toBe('AVAILABLE');
    // each change a span of its own, the last one open
    expect(await historyOf(u.id)).toEqual([
      ['AVAILABLE', 'COMMITTED', 'ended'],
      ['COMMITTED', 'AVAILABLE', 'open'],
    ]);
    const details = (await w.call('GET', `/api/trips/${id}`, w.nurse)).json().data as TripDetails;
    expect(details.assignedUnitNumber).toBe(u.unitNumber);
  });

  it('is available again when the facility cancels the accepted trip', async () => {
    const u = await unit(['BLS']);
    const id = await request();
    expect((await accept(id, u.id)).statusCode).toBe(200);
    await moveTrip(w, w.nurse, id, 'CANCELLED');
    expect(await statusOf(u.id)).toBe('AVAILABLE');
    expect((await historyOf(u.id)).map(([, to]) => to)).toEqual(['COMMITTED', 'AVAILABLE']);
  });

  it('is available again when the agency undoes its Accept, and the trip names no unit', async () => {
    const u = await unit(['BLS']);
    const id = await request();
    expect((await accept(id, u.id)).statusCode).toBe(200);
    const undone = await w.call('PUT', `/api/trips/${id}/status`, w.ems, { status: 'PENDING' });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject({ status: 'PENDING', assignedUnitId: null, assignedUnitNumber: null });
    expect(await statusOf(u.id)).toBe('AVAILABLE');
    expect((await historyOf(u.id)).map(([, to]) => to)).toEqual(['COMMITTED', 'AVAILABLE']);
    expect((await tripRow(id)).assignedUnitId).toBeNull();
  });

  it('stays committed while another of its trips is still open', async () => {
    const u = await unit(['ALS']);
    const [first, second] = [await request(), await request()];
    expect((await accept(first, u.id)).statusCode).toBe(200);
    // a planned route names one unit for several trips: it takes the second after the first
    expect((await accept(second, u.id)).statusCode).toBe(200);
    await moveTrip(w, w.ems, first, 'IN_PROGRESS');
    await moveTrip(w, w.ems, first, 'COMPLETED');
    expect(await statusOf(u.id)).toBe('COMMITTED');
    await moveTrip(w, w.nurse, second, 'CANCELLED');
    expect(await statusOf(u.id)).toBe('AVAILABLE');
  });

  it('accepts without a unit in one call, as the original client does, when the agency does not require one', async () => {
    const id = await request();
    const res = await accept(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ACCEPTED', assignedUnitId: null, assignedUnitNumber: null });
  });
});

describe('a unit that cannot go is refused and nothing changes', () => {
  it.each([
    ['cannot carry the level', ['BLS'] as UnitCapability[], 'AVAILABLE' as UnitStatus, (n: string) => UNIT_ASSIGNMENT_MESSAGES.cannotCarry(n, 'ALS')],
    ['is out of service', ['ALS'] as UnitCapability[], 'OUT_OF_SERVICE' as UnitStatus, (n: string) => UNIT_ASSIGNMENT_MESSAGES.notInService(n, 'OUT_OF_SERVICE')],
    ['is in maintenance', ['ALS'] as UnitCapability[], 'MAINTENANCE' as UnitStatus, (n: string) => UNIT_ASSIGNMENT_MESSAGES.notInService(n, 'MAINTENANCE')],
  ])('a unit that %s', async (_what, capabilities, status, message) => {
    const u = await unit(capabilities, { status });
    const id = await request('ALS');
    const before = await allCounts(w.t.db);
    const res = await accept(id, u.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(message(u.unitNumber));
    expect(await allCounts(w.t.db)).toEqual(before);
    expect(await tripRow(id)).toMatchObject({ status: 'PENDING', assignedUnitId: null, assignedAgencyId: null });
    expect(await statusOf(u.id)).toBe(status);
  });

  it('another agency’s unit, and a unit named by another agency on a trip not its own', async () => {
    const foreign = await unit(['ALS'], { agencyId: w.a.alsFar.id });
    const id = await request();
    expect((await accept(id, foreign.id)).statusCode).toBe(403);
    expect((await accept(id)).statusCode).toBe(200);
    const own = await unit(['ALS']);
    const stranger = await w.call('PUT', tripUnitPath(id), w.emsFar, { unitId: foreign.id });
    // another agency's trip is not found, as its details are not
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe(TRIP_ERRORS.notFound);
    // the carrying agency cannot name another agency's unit either, and a facility has no such call
    expect((await w.call('PUT', tripUnitPath(id), w.ems, { unitId: foreign.id })).statusCode).toBe(403);
    expect((await w.call('PUT', tripUnitPath(id), w.nurse, { unitId: own.id })).statusCode).toBe(403);
    expect(await statusOf(foreign.id)).toBe('AVAILABLE');
    expect((await tripRow(id)).assignedUnitId).toBeNull();
  });
});

describe('an agency that requires a unit on accept', () => {
  it('is refused an accept without one (400), accepts with one, and keeps the rule across optimization saves', async () => {
    expect((await w.call('GET', AGENCY_DISPATCH_PATH, w.ems)).json().data).toEqual({ requireUnitOnAccept: false });
    const saved = await setRule(true);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ requireUnitOnAccept: true });
    // the route optimization settings neither show the rule nor lose it when saved
    const optimize = await w.call('PUT', '/api/optimize/settings', w.ems, { constraints: { maxDeadheadMiles: 40 } });
    expect(optimize.statusCode, optimize.body).toBe(200);
    expect(optimize.json().data.constraints).not.toHaveProperty('requireUnitOnAccept');
    expect((await w.call('GET', AGENCY_DISPATCH_PATH, w.ems)).json().data).toEqual({ requireUnitOnAccept: true });

    const id = await request();
    const before = await allCounts(w.t.db);
    const refused = await accept(id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(UNIT_ASSIGNMENT_MESSAGES.unitRequired);
    expect(await allCounts(w.t.db)).toEqual(before);
    // the rule is the agency's own: the far agency still accepts without a unit
    const u = await unit(['BLS']);
    expect((await accept(id, u.id)).statusCode).toBe(200);
    const other = await request();
    expect((await accept(other, undefined, w.emsFar)).statusCode).toBe(200);
    expect((await setRule(false)).json().data).toEqual({ requireUnitOnAccept: false });
  });

  it('is set only by the agency itself, with a boolean', async () => {
    expect((await setRule(true, w.nurse)).statusCode).toBe(403);
    expect((await w.call('PUT', AGENCY_DISPATCH_PATH, w.ems, { requireUnitOnAccept: 'yes' })).statusCode).toBe(400);
    expect((await w.call('GET', AGENCY_DISPATCH_PATH, w.ems)).json().data).toEqual({ requireUnitOnAccept: false });
  });
});

describe('the unit can be named or changed later', () => {
  it('names a unit on a trip accepted without one, then replaces it: the old one is freed, the new one committed', async () => {
    const [a, b] = [await unit(['ALS']), await unit(['ALS'])];
    const id = await request();
    expect((await accept(id)).statusCode).toBe(200);
    const named = await w.call('PUT', tripUnitPath(id), w.ems, { unitId: a.id });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data).toMatchObject({ id, status: 'ACCEPTED', assignedUnitId: a.id, assignedUnitNumber: a.unitNumber });
    expect(await statusOf(a.id)).toBe('COMMITTED');
    await moveTrip(w, w.ems, id, 'IN_PROGRESS');
    const replaced = await w.call('PUT', tripUnitPath(id), w.ems, { unitId: b.id });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['AVAILABLE', 'COMMITTED']);
    expect((await historyOf(a.id)).map(([, to]) => to)).toEqual(['COMMITTED', 'AVAILABLE']);
    const history = ((await w.call('GET', `/api/trips/${id}`, w.ems)).json().data as TripDetails).history;
    expect(history.slice(-2).map((h) => [h.fromStatus, h.toStatus, h.note])).toEqual([
      ['ACCEPTED', 'IN_PROGRESS', 'Patient picked up'],
      ['IN_PROGRESS', 'IN_PROGRESS', UNIT_ASSIGNMENT_MESSAGES.replaced(b.unitNumber, a.unitNumber)],
    ]);
    expect(history.some((h) => h.note === UNIT_ASSIGNMENT_MESSAGES.assigned(a.unitNumber))).toBe(true);
    await moveTrip(w, w.ems, id, 'COMPLETED');
    expect(await statusOf(b.id)).toBe('AVAILABLE');
  });

  it('refuses a unit that cannot go, or a trip that holds no unit, and changes nothing', async () => {
    const [down, ok] = [await unit(['ALS'], { status: 'MAINTENANCE' }), await unit(['ALS'])];
    const id = await request();
    const pending = await w.call('PUT', tripUnitPath(id), w.ems, { unitId: ok.id });
    expect(pending.statusCode).toBe(409);
    // a waiting request never offered to the agency is not found, as its details are not
    const nearOnly = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { selectedAgencies: [w.a.alsNear.id], notificationRadius: 200 }));
    const unseen = await w.call('PUT', tripUnitPath((nearOnly.json().data as TripDetails).id), w.emsFar, { unitId: ok.id });
    expect(unseen.statusCode).toBe(404);
    expect(unseen.json().error).toBe(TRIP_ERRORS.notFound);
    expect((await accept(id)).statusCode).toBe(200);
    const before = await allCounts(w.t.db);
    const refused = await w.call('PUT', tripUnitPath(id), w.ems, { unitId: down.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(UNIT_ASSIGNMENT_MESSAGES.notInService(down.unitNumber, 'MAINTENANCE'));
    expect(await allCounts(w.t.db)).toEqual(before);
    await moveTrip(w, w.ems, id, 'IN_PROGRESS');
    await moveTrip(w, w.ems, id, 'COMPLETED');
    const done = await w.call('PUT', tripUnitPath(id), w.ems, { unitId: ok.id });
    expect(done.statusCode).toBe(409);
    expect(done.json().error).toBe(UNIT_ASSIGNMENT_MESSAGES.notHolding('COMPLETED'));
    expect(await statusOf(ok.id)).toBe('AVAILABLE');
  });

  it('two dispatchers naming units on one trip at once: one wins, each unit ends as its trip says', async () => {
    const [a, b] = [await unit(['ALS']), await unit(['ALS'])];
    const id = await request();
    expect((await accept(id)).statusCode).toBe(200);
    const answers = await Promise.all([a, b].map((u) => w.call('PUT', tripUnitPath(id), w.ems, { unitId: u.id })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const kept = (await tripRow(id)).assignedUnitId;
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual([a, b].map((u) => (u.id === kept ? 'COMMITTED' : 'AVAILABLE')));
  });
});
