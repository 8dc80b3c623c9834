import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import type { UnitStatus } from '@/domain/common/enums';
import { CREW_PATHS, type CrewShift, type CrewTrip, type CrewUnitOption } from '@/domain/crew/crew-api';
import { SHIFT_MESSAGES } from '@/domain/crew/shift-rules';
import { STEP_MESSAGES } from '@/domain/trips/trip-steps';
import type { TripDetails } from '@/domain/trips/trip-answers';
import type { UnitView } from '@/domain/units/unit-answers';
import { trips, tripSteps, units } from '@/server/db/schema';
import { PASSWORD } from './fixtures';
import { signedInCrew, signOnTo } from './crew-fixtures';
import { moveTrip, signedInStaff, useTripWorld, wizardBody } from './trip-fixtures';

// The crew's sign-in, its shift on a unit, what it reads of its unit's trips and what it may do to its unit.

const w = useTripWorld();
let serial = 0;

async function unit(opts: { status?: UnitStatus; isActive?: boolean; agencyId?: string } = {}) {
  const [row] = await w.t.db
    .insert(units)
    .values({
      agencyId: opts.agencyId ?? w.a.alsNear.id,
      unitNumber: `CS-${String(++serial).padStart(2, '0')}`,
      capabilities: ['ALS'],
      currentStatus: opts.status ?? 'AVAILABLE',
      isActive: opts.isActive ?? true,
    })
    .returning();
  return row!;
}

const crew = () => signedInCrew(w.t.app, w.t.db, w.a.alsNear.id, 'PARAMEDIC');

/** A request of hospital A accepted by the near agency with this unit: its id. */
async function acceptedTrip(unitId: string, over: Record<string, unknown> = {}): Promise<string> {
  const body = wizardBody(w, { transportLevel: 'ALS', selectedAgencies: [w.a.alsNear.id], notificationRadius: 200, ...over });
  const created = await w.call('POST', '/api/trips/enhanced', w.nurse, body);
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json().data as TripDetails).id;
  const accepted = await w.call('PUT', `/api/trips/${id}/status`, w.ems, { status: 'ACCEPTED', assignedUnitId: unitId });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return id;
}

const tripsOf = async (auth: Record<string, string>) => {
  const res = await w.call('GET', CREW_PATHS.trips, auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { unit: { id: string; currentStatus: UnitStatus }; trips: CrewTrip[]; serverTime: string };
};

describe('the crew sign-in', () => {
  it('admits a crew member at the crew door alone, and no other account there', async () => {
    const member = await crew();
    const ems = await signedInStaff(w.t.app, w.t.db, 'EMS', { agencyId: w.a.alsNear.id });
    const atEmsDoor = await w.call('POST', '/api/auth/ems/login', {}, { email: member.user.email, password: PASSWORD });
    expect(atEmsDoor.statusCode).toBe(403);
    expect(atEmsDoor.json().error).toBe(AUTH_MESSAGES.wrongPortal);
    const emsAtCrewDoor = await w.call('POST', CREW_PATHS.login, {}, { email: ems.user.email, password: PASSWORD });
    expect(emsAtCrewDoor.statusCode).toBe(403);
    expect(emsAtCrewDoor.json().error).toBe(AUTH_MESSAGES.wrongPortal);
    const ok = await w.call('POST', CREW_PATHS.login, {}, { email: member.user.email, password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ userType: 'CREW', agencyId: w.a.alsNear.id, agencyName: w.a.alsNear.name });
  });
});

describe('the shift', () => {
  it("offers the agency's active in-service units with who is on each, and no other agency's", async () => {
    const free = await unit();
    const busy = await unit({ status: 'COMMITTED' });
    const out = await unit({ status: 'OUT_OF_SERVICE' });
    const shop = await unit({ status: 'MAINTENANCE' });
    const retired = await unit({ isActive: false });
    const foreign = await unit({ agencyId: w.a.alsFar.id });
    const a = await crew();
    await signOnTo(w.t.app, a.auth, free.id);
    const res = await w.call('GET', CREW_PATHS.units, a.auth);
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json().data as CrewUnitOption[];
    const ids = options.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([free.id, busy.id]));
    for (const hidden of [out, shop, retired, foreign]) expect(ids).not.toContain(hidden.id);
    expect(options.find((o) => o.id === free.id)!.crew).toEqual([{ id: a.user.id, name: a.user.name, certification: 'PARAMEDIC' }]);
  });

  it('signs on, shares a unit with a second crew member, moves to another unit and signs off', async () => {
    const first = await unit();
    const second = await unit();
    const a = await crew();
    const b = await crew();
    expect((await w.call('GET', CREW_PATHS.shift, a.auth)).json()).toEqual({ success: true, data: null });

    const on = await w.call('POST', CREW_PATHS.shift, a.auth, { unitId: first.id });
    expect(on.statusCode, on.body).toBe(200);
    expect((on.json().data as CrewShift).unit).toMatchObject({ id: first.id, unitNumber: first.unitNumber });
    await signOnTo(w.t.app, b.auth, first.id);
    const shared = (await w.call('GET', CREW_PATHS.shift, b.auth)).json().data as CrewShift;
    expect(shared.unit.crew.map((c) => c.id)).toEqual([a.user.id, b.user.id]);

    // the dispatcher's Units screen shows them on it
    const listed = (await w.call('GET', '/api/units', w.ems)).json().data as UnitView[];
    expect(listed.find((u) => u.id === first.id)!.crew.map((c) => c.name)).toEqual([a.user.name, b.user.name]);

    // a second sign-on ends the first shift: one unit at a time
    await signOnTo(w.t.app, a.auth, second.id);
    const afterMove = (await w.call('GET', CREW_PATHS.shift, b.auth)).json().data as CrewShift;
    expect(afterMove.unit.crew.map((c) => c.id)).toEqual([b.user.id]);
    // signing on again to the unit one is on keeps the shift as it is
    const again = (await w.call('POST', CREW_PATHS.shift, a.auth, { unitId: second.id })).json().data as CrewShift;
    const current = (await w.call('GET', CREW_PATHS.shift, a.auth)).json().data as CrewShift;
    expect(again.startedAt).toBe(current.startedAt);

    const off = await w.call('DELETE', CREW_PATHS.shift, a.auth);
    expect(off.json()).toEqual({ success: true });
    expect((await w.call('GET', CREW_PATHS.shift, a.auth)).json().data).toBeNull();
  });

  it("refuses another agency's unit as unknown and a unit out of service by name, keeping the shift it had", async () => {
    const mine = await unit();
    const foreign = await unit({ agencyId: w.a.alsFar.id });
    const out = await unit({ status: 'OUT_OF_SERVICE' });
    const a = await crew();
    await signOnTo(w.t.app, a.auth, mine.id);
    for (const [unitId, status, error] of [
      [foreign.id, 404, SHIFT_MESSAGES.unitNotFound],
      ['not-a-unit', 404, SHIFT_MESSAGES.unitNotFound],
      [out.id, 409, SHIFT_MESSAGES.notInService(out.unitNumber)],
    ] as const) {
      const res = await w.call('POST', CREW_PATHS.shift, a.auth, { unitId });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ success: false, error });
    }
    const bad = await w.call('POST', CREW_PATHS.shift, a.auth, { unitId: mine.id, extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(((await w.call('GET', CREW_PATHS.shift, a.auth)).json().data as CrewShift).unit.id).toBe(mine.id);
  });
});

describe("the crew's trips", () => {
  it('are refused off shift with the reason', async () => {
    const a = await crew();
    const res = await w.call('GET', CREW_PATHS.trips, a.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: STEP_MESSAGES.noShift });
  });

  it("are its unit's trips alone, the one under way first, then by scheduled time, each with places, notes and steps", async () => {
    const mine = await unit();
    const other = await unit();
    const later = await acceptedTrip(mine.id, { scheduledTime: '2026-11-21T16:00', notes: 'Call the ward first', specialNeeds: 'Needs a bariatric stretcher' });
    const sooner = await acceptedTrip(mine.id, { scheduledTime: '2026-11-21T15:00' });
    const underWay = await acceptedTrip(mine.id, { scheduledTime: '2026-11-21T17:00' });
    const elsewhere = await acceptedTrip(other.id);
    await moveTrip(w, w.ems, underWay, 'IN_PROGRESS');
    // the agency won one trip with a pickup offer: the crew sees the time it committed to
    const committed = new Date('2026-11-21T20:10:00.000Z');
    await w.t.db.update(trips).set({ committedPickupAt: committed }).where(eq(trips.id, sooner));
    const a = await crew();
    await signOnTo(w.t.app, a.auth, mine.id);

    const read = await tripsOf(a.auth);
    expect(read.trips.map((t) => t.committedPickupAt)).toEqual([null, committed.toISOString(), null]);
    expect(read.unit).toMatchObject({ id: mine.id, currentStatus: 'COMMITTED' });
    expect(read.trips.map((t) => t.id)).toEqual([underWay, sooner, later]);
    expect(read.trips.map((t) => t.id)).not.toContain(elsewhere);
    const trip = read.trips.find((t) => t.id === later)!;
    expect(trip.pickup).toMatchObject({ name: 'General Hospital', address: '1 Main St, Pittsburgh, PA 15213' });
    expect(trip.destination).toMatchObject({ name: 'Riverside Rehab', address: '9 Elm St, Pittsburgh, PA 15222' });
    expect(trip.notes).toBe('Needs a bariatric stretcher\nCall the ward first');
    expect(trip.transportLevel).toBe('ALS');
    expect(Date.parse(read.serverTime)).not.toBeNaN();
    // the Start Trip move recorded its step, which the crew reads back
    const started = read.trips.find((t) => t.id === underWay)!;
    const stepRows = await w.t.db.select().from(tripSteps).where(eq(tripSteps.tripId, underWay));
    expect(started.steps.map((s) => s.id)).toEqual(stepRows.filter((s) => s.undoneAt === null).map((s) => s.id));

    // a crew member on the other unit sees that unit's trip alone
    const b = await crew();
    await signOnTo(w.t.app, b.auth, other.id);
    expect((await tripsOf(b.auth)).trips.map((t) => t.id)).toEqual([elsewhere]);
  });
});

describe("the crew's unit status", () => {
  it('goes out of service and back through the unit write, committed again while it holds a trip', async () => {
    const mine = await unit();
    const a = await crew();
    await signOnTo(w.t.app, a.auth, mine.id);
    const out = await w.call('PUT', CREW_PATHS.unitStatus, a.auth, { status: 'OUT_OF_SERVICE' });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data).toMatchObject({ id: mine.id, currentStatus: 'OUT_OF_SERVICE' });
    const back = await w.call('PUT', CREW_PATHS.unitStatus, a.auth, { status: 'AVAILABLE' });
    expect(back.json().data).toMatchObject({ currentStatus: 'AVAILABLE' });

    const id = await acceptedTrip(mine.id);
    await w.call('PUT', CREW_PATHS.unitStatus, a.auth, { status: 'OUT_OF_SERVICE' });
    const inService = await w.call('PUT', CREW_PATHS.unitStatus, a.auth, { status: 'AVAILABLE' });
    expect(inService.json().data).toMatchObject({ currentStatus: 'COMMITTED' });

    await moveTrip(w, w.ems, id, 'IN_PROGRESS');
    const aboard = await w.call('PUT', CREW_PATHS.unitStatus, a.auth, { status: 'OUT_OF_SERVICE' });
    expect(aboard.statusCode).toBe(409);
    expect(aboard.json()).toEqual({ success: false, error: SHIFT_MESSAGES.patientAboard });
    const refused = await w.call('PUT', CREW_PATHS.unitStatus, a.auth, { status: 'MAINTENANCE' });
    expect(refused.statusCode).toBe(400);
    const [row] = await w.t.db.select({ s: units.currentStatus }).from(units).where(eq(units.id, mine.id));
    expect(row!.s).toBe('COMMITTED');
  });

  it('is refused off shift', async () => {
    const a = await crew();
    const res = await w.call('PUT', CREW_PATHS.unitStatus, a.auth, { status: 'OUT_OF_SERVICE' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(STEP_MESSAGES.noShift);
  });
});
