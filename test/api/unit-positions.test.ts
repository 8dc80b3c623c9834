// POST /api/crew/positions: the crew's phone reports its shift unit's positions for the live map. The phone's clock is
// corrected as for steps, a resend stores nothing, a late older position never moves the unit back, and a crew moves
// only the unit of its own open shift. A step recorded with a position places the unit too.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { CREW_PATHS } from '@/domain/crew/crew-api';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { STEP_MESSAGES } from '@/domain/trips/trip-steps';
import { POSITION_BATCH_MAX, POSITION_RETENTION_DAYS } from '@/domain/units/unit-positions';
import { unitPositions, units } from '@/server/db/schema';
import { purgeOldPositions } from '@/server/modules/units/position-retention';
import { located, sendPositions } from './position-fixtures';
import { acceptedFor, crewMember, newUnit, sendSteps, tapped } from './step-fixtures';
import { milesNorth, useTripWorld, type Headers } from './trip-fixtures';

const w = useTripWorld();

const unitRow = async (id: string) => (await w.t.db.select().from(units).where(eq(units.id, id)))[0]!;
const stored = (unitId: string) => w.t.db.select().from(unitPositions).where(eq(unitPositions.unitId, unitId)).orderBy(unitPositions.recordedAt);
const placeOf = (u: { latitude: number | null; longitude: number | null }) => ({ latitude: u.latitude, longitude: u.longitude });

/** A unit of the near ALS agency with a crew member on its shift. */
async function crewOnUnit(agencyId = w.a.alsNear.id) {
  const unit = await newUnit(w, agencyId);
  const crew = await crewMember(w, agencyId, unit.id);
  return { unit, crew: crew.auth };
}

describe('a crew reports its unit’s positions', () => {
  it('records each at the phone’s time corrected by its clock offset, with the trip the unit carries, and places the unit at the newest', async () => {
    const { unit, crew } = await crewOnUnit();
    const tripId = await acceptedFor(w, unit.id);
    // the phone's clock is 7 minutes slow
    const phoneNow = Date.now() - 7 * 60_000;
    const batch = [located(milesNorth(3), phoneNow, 60), located(milesNorth(2), phoneNow, 30)];
    const before = Date.now();
    const res = await sendPositions(w, crew, batch, phoneNow);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { recorded: 2, ignored: 0 } });

    const rows = await stored(unit.id);
    expect(rows.map((r) => [r.id, r.tripId, r.latitude, r.longitude])).toEqual(batch.map((p) => [p.id, tripId, p.latitude, p.longitude]));
    for (const [i, r] of rows.entries()) {
      expect(r.deviceTime.toISOString()).toBe(batch[i]!.at);
      // the offset is the server's receipt less the phone's sentAt, the same for the whole batch
      expect(r.recordedAt.getTime() - r.deviceTime.getTime()).toBe(r.receivedAt.getTime() - phoneNow);
      expect(r.receivedAt.getTime()).toBeGreaterThanOrEqual(before);
    }
    // the true times are near the server's clock, not 7 minutes behind it
    expect(rows[1]!.recordedAt.getTime()).toBeGreaterThanOrEqual(before - 31_000);
    const placed = await unitRow(unit.id);
    expect(placeOf(placed)).toEqual(milesNorth(2));
    expect(placed.positionAt).toEqual(rows[1]!.recordedAt);
  });

  it('keeps a late older position in the table without moving the unit back', async () => {
    const { unit, crew } = await crewOnUnit();
    const now = Date.now();
    expect((await sendPositions(w, crew, [located(milesNorth(1), now, 10)], now)).json().data).toEqual({ recorded: 1, ignored: 0 });
    const newest = await unitRow(unit.id);
    // a queue from a dead zone arrives after: older positions, the batch itself out of order
    const late = [located(milesNorth(4), now, 90), located(milesNorth(5), now, 120)];
    expect((await sendPositions(w, crew, late, now)).json().data).toEqual({ recorded: 2, ignored: 0 });
    expect(await stored(unit.id)).toHaveLength(3);
    const after = await unitRow(unit.id);
    expect([placeOf(after), after.positionAt]).toEqual([milesNorth(1), newest.positionAt]);
  });

  it('stores a resent batch once, and drops a position still in the future once corrected', async () => {
    const { unit, crew } = await crewOnUnit();
    const now = Date.now();
    const batch = [located(milesNorth(3), now, 20), located(milesNorth(2), now, 10)];
    expect((await sendPositions(w, crew, batch, now)).json().data).toEqual({ recorded: 2, ignored: 0 });
    const placed = await unitRow(unit.id);
    // the phone did not hear the answer and sends the same queue again, a little later by its clock
    expect((await sendPositions(w, crew, batch, now + 5_000)).json().data).toEqual({ recorded: 0, ignored: 2 });
    expect(await stored(unit.id)).toHaveLength(2);
    expect(await unitRow(unit.id)).toEqual(placed);

    const ahead = located(milesNorth(9), now, -60);
    expect((await sendPositions(w, crew, [ahead], now)).json().data).toEqual({ recorded: 0, ignored: 1 });
    expect(await stored(unit.id)).toHaveLength(2);
    expect(placeOf(await unitRow(unit.id))).toEqual(milesNorth(2));
  });

  it('acts once on a batch sent twice with one Idempotency-Key, answering the first answer again', async () => {
    const { unit, crew } = await crewOnUnit();
    const withKey: Headers = { ...crew, 'idempotency-key': randomUUID() };
    const now = Date.now();
    const batch = [located(milesNorth(3), now, 5)];
    const first = await sendPositions(w, withKey, batch, now);
    expect(first.json().data).toEqual({ recorded: 1, ignored: 0 });
    const again = await sendPositions(w, withKey, batch, now);
    expect([again.statusCode, again.body, again.headers['idempotent-replayed']]).toEqual([200, first.body, 'true']);
    expect(await stored(unit.id)).toHaveLength(1);
  });

  it('refuses a crew member without an open shift with 409, storing nothing', async () => {
    const { auth } = await crewMember(w, w.a.alsNear.id, null);
    const before = (await w.t.db.select().from(unitPositions)).length;
    const res = await sendPositions(w, auth, [located(milesNorth(1), Date.now(), 5)]);
    expect([res.statusCode, res.json().error]).toEqual([409, STEP_MESSAGES.noShift]);
    expect(await w.t.db.select().from(unitPositions)).toHaveLength(before);
  });

  it('moves only the unit of the caller’s shift: another agency’s crew never moves this agency’s unit', async () => {
    const { unit: mine } = await crewOnUnit();
    const { unit: theirs, crew: theirCrew } = await crewOnUnit(w.a.alsFar.id);
    const untouched = await unitRow(mine.id);
    // a body cannot name a unit
    const naming = await w.call('POST', CREW_PATHS.positions, theirCrew, {
      sentAt: new Date().toISOString(),
      positions: [{ ...located(milesNorth(7), Date.now(), 1), unitId: mine.id }],
    });
    expect(naming.statusCode).toBe(400);
    expect((await sendPositions(w, theirCrew, [located(milesNorth(7), Date.now(), 1)])).json().data).toEqual({ recorded: 1, ignored: 0 });
    expect(await unitRow(mine.id)).toEqual(untouched);
    expect(await stored(mine.id)).toHaveLength(0);
    expect(placeOf(await unitRow(theirs.id))).toEqual(milesNorth(7));
  });

  it('is for CREW alone: 403 for every other role, 401 without a session; a bad batch is 400', async () => {
    const body = { sentAt: new Date().toISOString(), positions: [located(milesNorth(1), Date.now(), 1)] };
    for (const who of [w.admin, w.user, w.ems, w.nurse]) {
      const res = await w.call('POST', CREW_PATHS.positions, who, body);
      expect([res.statusCode, res.json().error]).toEqual([403, AUTH_MESSAGES.forbidden]);
    }
    const anonymous = await w.call('POST', CREW_PATHS.positions, {}, body);
    expect([anonymous.statusCode, anonymous.json().error]).toEqual([401, AUTH_MESSAGES.authRequired]);

    const { crew } = await crewOnUnit();
    const tooMany = Array.from({ length: POSITION_BATCH_MAX + 1 }, (_, i) => located(milesNorth(1), Date.now(), i));
    for (const positions of [[], tooMany, [{ ...located(milesNorth(1), Date.now(), 1), latitude: 91 }], [{ ...located(milesNorth(1), Date.now(), 1), id: 'x' }]]) {
      const res = await w.call('POST', CREW_PATHS.positions, crew, { sentAt: new Date().toISOString(), positions });
      expect(res.statusCode, JSON.stringify(positions).slice(0, 80)).toBe(400);
    }
  });
});

describe('the unit’s position', () => {
  it('is set with its time by a step recorded with a position', async () => {
    const { unit, crew } = await crewOnUnit();
    const tripId = await acceptedFor(w, unit.id);
    const now = Date.now();
    const res = await sendSteps(w, crew, [tapped(tripId, 'EN_ROUTE', now, 10, { position: milesNorth(4) })], now);
    expect(res.statusCode, res.body).toBe(200);
    const placed = await unitRow(unit.id);
    expect([placeOf(placed), placed.positionAt?.toISOString()]).toEqual([milesNorth(4), res.json().data[0].occurredAt]);
  });

  it('is what the facility’s estimated arrival is measured from once En route, following the latest report', async () => {
    const { unit, crew } = await crewOnUnit();
    const tripId = await acceptedFor(w, unit.id);
    const arrival = async () => ((await w.call('GET', `/api/trips/${tripId}`, w.nurse)).json().data as TripDetails).estimatedArrival;
    const now = Date.now();
    // set out, but no position reported yet: no guess
    expect((await sendSteps(w, crew, [tapped(tripId, 'EN_ROUTE', now, 10)], now)).statusCode).toBe(200);
    expect(await arrival()).toBeNull();
    await sendPositions(w, crew, [located(milesNorth(30), now, 60)], now);
    const far = await arrival();
    expect(far?.from).toBe('UNIT_POSITION');
    await sendPositions(w, crew, [located(milesNorth(1), now, 10)], now);
    const near = await arrival();
    expect(near?.from).toBe('UNIT_POSITION');
    expect(near!.minutes).toBeLessThan(far!.minutes!);
  });
});

describe('the positions kept', () => {
  it(`are deleted ${POSITION_RETENTION_DAYS} days after they were taken, the unit keeping its last position`, async () => {
    const { unit, crew } = await crewOnUnit();
    const now = Date.now();
    await sendPositions(w, crew, [located(milesNorth(2), now, 20), located(milesNorth(1), now, 10)], now);
    const [older, newer] = await stored(unit.id);
    const placed = await unitRow(unit.id);
    // just past the window of the older one, still within the newer one's
    const purgeAt = new Date(older!.recordedAt.getTime() + POSITION_RETENTION_DAYS * 86_400_000 + 1);
    expect(purgeAt.getTime()).toBeLessThan(newer!.recordedAt.getTime() + POSITION_RETENTION_DAYS * 86_400_000);
    expect(await purgeOldPositions(w.t.db, purgeAt)).toBeGreaterThanOrEqual(1);
    expect((await stored(unit.id)).map((r) => r.id)).toEqual([newer!.id]);
    expect(await unitRow(unit.id)).toEqual(placed);
  });
});
