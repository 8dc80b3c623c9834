import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListedTrip, TripDetails } from '@/domain/trips/trip-answers';
import { trips, units } from '@/server/db/schema';
import { TEST_NOW } from './harness';
import { acceptedFor, crewMember, newUnit, sendSteps, tapped } from './step-fixtures';
import { writeStep } from './stored-steps';
import { milesNorth, type Headers, useTripWorld, wizardBody } from './trip-fixtures';

// The crew's steps and the estimated arrival in a trip's details, as the facility and the control center read them.

const w = useTripWorld();
let serial = 0;
const minutesAfter = (t: Date, m: number) => new Date(t.getTime() + m * 60_000);

const details = async (who: Headers, id: string) => {
  const res = await w.call('GET', `/api/trips/${id}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TripDetails;
};

/** A request of hospital A offered to Allegheny ALS (5 miles north of the pickup), accepted with a unit of its own. */
async function acceptedWithUnit(position: { latitude: number; longitude: number } | null = null) {
  const [unit] = await w.t.db
    .insert(units)
    .values({ agencyId: w.a.alsNear.id, unitNumber: `ETA-${++serial}`, capabilities: ['ALS'], currentStatus: 'AVAILABLE', ...position })
    .returning();
  const made = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { selectedAgencies: [w.a.alsNear.id] }));
  expect(made.statusCode, made.body).toBe(201);
  const id = (made.json().data as TripDetails).id;
  const accepted = await w.call('PUT', `/api/trips/${id}/status`, w.ems, { status: 'ACCEPTED', assignedUnitId: unit!.id });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { id, unitId: unit!.id, scheduled: new Date((made.json().data as TripDetails).scheduledTime) };
}

describe("a trip's details answer the crew's steps", () => {
  it('lists the live steps oldest first, with who recorded each and where, to everyone who may see the trip', async () => {
    const { id } = await acceptedWithUnit();
    const enRoute = minutesAfter(TEST_NOW, -30);
    await writeStep(w.t.db, id, 'EN_ROUTE', enRoute, { by: 'Casey Medic' });
    await writeStep(w.t.db, id, 'AT_PICKUP', minutesAfter(TEST_NOW, -10), { by: 'Robin Driver', undone: true });
    const atPickup = minutesAfter(TEST_NOW, -5);
    await writeStep(w.t.db, id, 'AT_PICKUP', atPickup, { by: 'Robin Driver', position: milesNorth(0.1) });
    const seen = await details(w.nurse, id);
    expect(seen.steps).toEqual([
      { id: expect.any(String), step: 'EN_ROUTE', occurredAt: enRoute.toISOString(), receivedAt: enRoute.toISOString(), recordedBy: 'Casey Medic', position: null },
      {
        id: expect.any(String),
        step: 'AT_PICKUP',
        occurredAt: atPickup.toISOString(),
        receivedAt: atPickup.toISOString(),
        recordedBy: 'Robin Driver',
        position: milesNorth(0.1),
      },
    ]);
    expect(seen).toMatchObject({ latestStep: 'AT_PICKUP', latestStepAt: atPickup.toISOString(), estimatedArrival: null });
    expect((await details(w.admin, id)).steps).toEqual(seen.steps);
    expect((await details(w.ems, id)).steps).toEqual(seen.steps);
    expect((await w.call('GET', `/api/trips/${id}`, w.nurseB)).statusCode).toBe(404);
  });

  it('answers no steps and no estimate for a request nobody has taken', async () => {
    const made = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { selectedAgencies: [w.a.alsNear.id] }));
    expect(made.json().data).toMatchObject({ steps: [], estimatedArrival: null });
    expect(await details(w.nurse, made.json().data.id)).toMatchObject({ steps: [], estimatedArrival: null });
  });
});

describe('the estimated arrival while the unit is on its way to the pickup', () => {
  it('is none before En route without a committed pickup: the scheduled time is no estimate, wherever the unit is', async () => {
    for (const position of [null, milesNorth(2)]) {
      const { id } = await acceptedWithUnit(position);
      expect((await details(w.nurse, id)).estimatedArrival).toBeNull();
    }
  });

  it('is the pickup time the agency committed to, in the details and the list, when it won the trip with an offer', async () => {
    const { id, scheduled } = await acceptedWithUnit();
    const committed = minutesAfter(scheduled, 20);
    await w.t.db.update(trips).set({ committedPickupAt: committed }).where(eq(trips.id, id));
    expect((await details(w.nurse, id)).estimatedArrival).toEqual({ at: committed.toISOString(), minutes: null, from: 'COMMITTED_PICKUP' });
    const row = ((await w.call('GET', '/api/trips?limit=100', w.nurse)).json().data as ListedTrip[]).find((t) => t.id === id);
    expect(row?.estimatedArrival?.at).toBe(committed.toISOString());
  });

  it("counts the drive from the unit's last reported position once it is en route", async () => {
    const { id } = await acceptedWithUnit(milesNorth(2));
    const setOff = minutesAfter(TEST_NOW, -1);
    await writeStep(w.t.db, id, 'EN_ROUTE', setOff, { position: milesNorth(2) });
    // 2 great-circle miles, 2.6 road miles: 5 minutes
    expect((await details(w.nurse, id)).estimatedArrival).toEqual({ at: minutesAfter(setOff, 5).toISOString(), minutes: 5, from: 'UNIT_POSITION' });
  });

  it("is in the facility's list rows as in the details, beside the latest step", async () => {
    const { id } = await acceptedWithUnit(milesNorth(2));
    const setOff = minutesAfter(TEST_NOW, -1);
    await writeStep(w.t.db, id, 'EN_ROUTE', setOff, { position: milesNorth(2) });
    const res = await w.call('GET', '/api/trips?limit=100', w.nurse);
    const row = (res.json().data as ListedTrip[]).find((t) => t.id === id);
    const seen = await details(w.nurse, id);
    expect(row).toMatchObject({ latestStep: 'EN_ROUTE', latestStepAt: setOff.toISOString(), estimatedArrival: seen.estimatedArrival });
    expect(seen.estimatedArrival).not.toBeNull();
    const pending = (res.json().data as ListedTrip[]).filter((t) => t.status === 'PENDING');
    expect(pending.map((t) => t.estimatedArrival)).toEqual(pending.map(() => null));
  });

  it('ends at the pickup, and once the patient is under way', async () => {
    const { id } = await acceptedWithUnit(milesNorth(2));
    await writeStep(w.t.db, id, 'AT_PICKUP', minutesAfter(TEST_NOW, -1));
    expect((await details(w.nurse, id)).estimatedArrival).toBeNull();
    const other = await acceptedWithUnit(milesNorth(2));
    await w.t.db.update(trips).set({ status: 'IN_PROGRESS' }).where(eq(trips.id, other.id));
    expect((await details(w.nurse, other.id)).estimatedArrival).toBeNull();
  });
});

describe("a step the crew records through its calls", () => {
  it("shows in the details with its position, which becomes the unit's and measures the estimate", async () => {
    const unit = await newUnit(w, w.a.alsNear.id);
    const tripId = await acceptedFor(w, unit.id);
    const crew = await crewMember(w, w.a.alsNear.id, unit.id);
    const sent = await sendSteps(w, crew.auth, [tapped(tripId, 'EN_ROUTE', Date.now(), 5, { position: milesNorth(2) })]);
    expect(sent.statusCode, sent.body).toBe(200);
    const seen = await details(w.nurse, tripId);
    expect(seen.steps).toEqual([expect.objectContaining({ step: 'EN_ROUTE', recordedBy: crew.user.name, position: milesNorth(2) })]);
    const setOff = new Date(seen.steps[0]!.occurredAt);
    // 2 great-circle miles, 2.6 road miles: 5 minutes from the step
    expect(seen.estimatedArrival).toEqual({ at: minutesAfter(setOff, 5).toISOString(), minutes: 5, from: 'UNIT_POSITION' });
    expect(seen).toMatchObject({ latestStep: 'EN_ROUTE', latestStepAt: seen.steps[0]!.occurredAt });
  });
});
