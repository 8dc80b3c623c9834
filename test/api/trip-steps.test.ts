// The crew's steps through POST /api/crew/steps and the dispatcher's Start and Complete: their order, the status moves
// they make, the phone's clock corrected, resends, refusals that store nothing, and Undo.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { clockTime } from '@/domain/common/time-zones';
import { CREW_PATHS, type StepOutcome } from '@/domain/crew/crew-api';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { STEP_BATCH_MAX, STEP_MESSAGES, STEP_UNDO_SERVER_SECONDS } from '@/domain/trips/trip-steps';
import { transitionRefusal } from '@/domain/trips/trip-transitions';
import { tripHistory, trips, tripSteps, units } from '@/server/db/schema';
import { acceptedFor, crewMember, newUnit, sendSteps, tapped } from './step-fixtures';
import { asMoved, tripCounts, useTripWorld, type Headers } from './trip-fixtures';

const w = useTripWorld();

const row = async (id: string) => (await w.t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
const steps = (tripId: string) => w.t.db.select().from(tripSteps).where(eq(tripSteps.tripId, tripId)).orderBy(tripSteps.occurredAt);
const liveSteps = async (tripId: string) => (await steps(tripId)).filter((s) => s.undoneAt === null).map((s) => s.step);
const history = (id: string) => w.t.db.select().from(tripHistory).where(eq(tripHistory.tripId, id)).orderBy(tripHistory.createdAt, tripHistory.id);
const details = async (who: Headers, id: string) => (await w.call('GET', `/api/trips/${id}`, who)).json().data as TripDetails;
const unitStatus = async (id: string) => (await w.t.db.select().from(units).where(eq(units.id, id)))[0]!.currentStatus;
const outcomes = (res: { statusCode: number; body: string; json(): { data: StepOutcome[] } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
/** Everything a step could write: the counts of every table, the trip and its steps. */
const stateOf = async (tripId: string) => ({ counts: await tripCounts(w.t.db), trip: await row(tripId), steps: await steps(tripId) });

/** A unit of the near ALS agency, a crew member on it, and a trip accepted for it. */
async function crewWithTrip() {
  const unit = await newUnit(w, w.a.alsNear.id);
  const crew = await crewMember(w, w.a.alsNear.id, unit.id);
  return { unit, crew: crew.auth, crewUser: crew.user, tripId: await acceptedFor(w, unit.id) };
}

describe('the crew records the steps of a transport', () => {
  it('in order: Patient loaded starts the trip and Handed over completes it at the times they happened, each in the history', async () => {
    const { unit, crew, crewUser, tripId } = await crewWithTrip();
    expect(await unitStatus(unit.id)).toBe('COMMITTED');
    const now = Date.now();
    const batch = [
      tapped(tripId, 'EN_ROUTE', now, 50),
      tapped(tripId, 'AT_PICKUP', now, 40),
      tapped(tripId, 'PATIENT_LOADED', now, 30),
      tapped(tripId, 'AT_DESTINATION', now, 20),
      tapped(tripId, 'HANDED_OVER', now, 10),
    ];
    const answered = outcomes(await sendSteps(w, crew, batch, now));
    expect(answered.map((o) => [o.id, o.outcome, o.reason])).toEqual(batch.map((s) => [s.id, 'RECORDED', null]));

    const stored = await steps(tripId);
    expect(stored.map((s) => [s.id, s.step, s.unitId, s.recordedById])).toEqual(batch.map((s) => [s.id, s.step, unit.id, crewUser.id]));
    expect(stored.map((s) => s.occurredAt.toISOString())).toEqual(answered.map((o) => o.occurredAt));
    const trip = await row(tripId);
    expect(trip).toMatchObject({ status: 'COMPLETED', latestStep: 'HANDED_OVER', latestStepAt: stored[4]!.occurredAt });
    expect(trip.pickupTimestamp).toEqual(stored[2]!.occurredAt);
    expect(trip.actualStartTime).toEqual(stored[2]!.occurredAt);
    expect(trip.completionTimestamp).toEqual(stored[4]!.occurredAt);
    // the arrivals the analytics read off the trip
    expect([trip.arrivedAtPickup, trip.arrivedAtDestination]).toEqual([stored[1]!.occurredAt, stored[3]!.occurredAt]);
    expect(trip.deadheadMiles).not.toBeNull();
    // one entry per step, at its time: the status moves as themselves, the other steps in their notes
    const byCrew = (await history(tripId)).filter((h) => h.actorRole === 'CREW');
    expect(byCrew.map((h) => h.createdAt)).toEqual(stored.map((s) => s.occurredAt));
    expect(byCrew.map((h) => [h.fromStatus, h.toStatus, h.actorRole, h.note])).toEqual([
      ['ACCEPTED', 'ACCEPTED', 'CREW', 'En route'],
      ['ACCEPTED', 'ACCEPTED', 'CREW', 'At pickup'],
      ['ACCEPTED', 'IN_PROGRESS', 'CREW', 'Patient picked up'],
      ['IN_PROGRESS', 'IN_PROGRESS', 'CREW', 'At destination'],
      ['IN_PROGRESS', 'COMPLETED', 'CREW', 'Patient delivered to destination'],
    ]);
    expect(await unitStatus(unit.id)).toBe('AVAILABLE');
    // the facility reads the latest step with the trip
    expect(await details(w.nurse, tripId)).toMatchObject({ status: 'COMPLETED', latestStep: 'HANDED_OVER', latestStepAt: stored[4]!.occurredAt.toISOString() });
  });

  it('keeps the position the phone gave with the step, and as the unit’s last known one', async () => {
    const { unit, crew, tripId } = await crewWithTrip();
    const position = { latitude: 40.45, longitude: -79.99, accuracyMeters: 12 };
    outcomes(await sendSteps(w, crew, [tapped(tripId, 'EN_ROUTE', Date.now(), 1, { position })]));
    expect((await steps(tripId))[0]).toMatchObject({ latitude: 40.45, longitude: -79.99, accuracyMeters: 12 });
    expect((await w.t.db.select().from(units).where(eq(units.id, unit.id)))[0]).toMatchObject({ latitude: 40.45, longitude: -79.99 });
  });

  it('judges a batch step by step: a refused step leaves no row and the rest still go on', async () => {
    const { crew, tripId } = await crewWithTrip();
    const now = Date.now();
    const batch = [
      tapped(tripId, 'AT_DESTINATION', now, 50),
      tapped(tripId, 'AT_PICKUP', now, 40),
      tapped(tripId, 'EN_ROUTE', now, 30),
      tapped(tripId, 'PATIENT_LOADED', now, 20),
    ];
    const answered = outcomes(await sendSteps(w, crew, batch, now));
    expect(answered.map((o) => [o.outcome, o.reason])).toEqual([
      ['REFUSED', STEP_MESSAGES.wrongStatus('AT_DESTINATION')],
      ['RECORDED', null],
      ['REFUSED', STEP_MESSAGES.outOfOrder('EN_ROUTE', 'AT_PICKUP')],
      ['RECORDED', null],
    ]);
    expect(answered[0]!.occurredAt).toBeNull();
    expect(await liveSteps(tripId)).toEqual(['AT_PICKUP', 'PATIENT_LOADED']);
    expect((await row(tripId)).status).toBe('IN_PROGRESS');
  });

  it('records a resent step once (ALREADY_RECORDED), and refuses its id reused for another step', async () => {
    const { crew, tripId } = await crewWithTrip();
    const now = Date.now();
    const step = tapped(tripId, 'EN_ROUTE', now, 5);
    const first = outcomes(await sendSteps(w, crew, [step], now));
    const before = await stateOf(tripId);
    // resent a minute later, as the queue does when the first answer was lost
    const again = outcomes(await sendSteps(w, crew, [step], now + 60_000));
    expect(again).toEqual([{ id: step.id, outcome: 'ALREADY_RECORDED', reason: null, occurredAt: first[0]!.occurredAt }]);
    const reused = outcomes(await sendSteps(w, crew, [{ ...step, step: 'AT_PICKUP' }], now));
    expect(reused).toEqual([{ id: step.id, outcome: 'REFUSED', reason: STEP_MESSAGES.duplicateDifferent, occurredAt: null }]);
    expect(await stateOf(tripId)).toEqual(before);
  });
});

describe("the phone's clock", () => {
  it('of a phone 7 minutes slow is corrected: the steps are recorded at the true times, the phone’s own kept beside them', async () => {
    const { crew, tripId } = await crewWithTrip();
    const slow = Date.now() - 7 * 60_000;
    const step = tapped(tripId, 'EN_ROUTE', slow, 30);
    outcomes(await sendSteps(w, crew, [step], slow));
    const [stored] = await steps(tripId);
    expect(stored!.deviceTime!.toISOString()).toBe(step.at);
    // tapped 30 s before sending, whatever the phone's clock said
    expect(stored!.receivedAt.getTime() - stored!.occurredAt.getTime()).toBe(30_000);
    expect(stored!.clockOffsetMs).toBe(stored!.occurredAt.getTime() - stored!.deviceTime!.getTime());
    expect(stored!.clockOffsetMs).toBeGreaterThanOrEqual(7 * 60_000);
    expect((await row(tripId)).latestStepAt).toEqual(stored!.occurredAt);
  });

  it('of a phone running fast is corrected too, so its steps are not taken for the future', async () => {
    const { crew, tripId } = await crewWithTrip();
    const fast = Date.now() + 7 * 60_000;
    expect(outcomes(await sendSteps(w, crew, [tapped(tripId, 'EN_ROUTE', fast, 10)], fast))[0]!.outcome).toBe('RECORDED');
    const [stored] = await steps(tripId);
    expect(stored!.receivedAt.getTime() - stored!.occurredAt.getTime()).toBe(10_000);
  });

  it('refuses a step time in the future or before the previous step, storing nothing', async () => {
    const { crew, tripId } = await crewWithTrip();
    const now = Date.now();
    outcomes(await sendSteps(w, crew, [tapped(tripId, 'EN_ROUTE', now, 10)], now));
    const before = await stateOf(tripId);
    const answered = outcomes(await sendSteps(w, crew, [tapped(tripId, 'AT_PICKUP', now, -60), tapped(tripId, 'AT_PICKUP', now, 20)], now));
    expect(answered.map((o) => o.reason)).toEqual([STEP_MESSAGES.inFuture, STEP_MESSAGES.beforePrevious]);
    expect(await stateOf(tripId)).toEqual(before);
  });

  it('refuses a step dated before the trip was accepted, so no arrival is timed from it', async () => {
    const { crew, tripId } = await crewWithTrip();
    const before = await stateOf(tripId);
    const now = Date.now();
    const answered = outcomes(await sendSteps(w, crew, [tapped(tripId, 'EN_ROUTE', now, 2 * 86_400)], now));
    expect(answered).toEqual([expect.objectContaining({ outcome: 'REFUSED', reason: STEP_MESSAGES.beforeAccepted })]);
    expect(await stateOf(tripId)).toEqual(before);
    expect(outcomes(await sendSteps(w, crew, [tapped(tripId, 'EN_ROUTE', now, 1)], now))[0]!.outcome).toBe('RECORDED');
  });
});

describe('a step no longer possible when it arrives', () => {
  const refusedWith = async (crew: Headers, tripId: string, reason: string) => {
    const before = await stateOf(tripId);
    expect(outcomes(await sendSteps(w, crew, [tapped(tripId, 'EN_ROUTE', Date.now(), 1)]))).toEqual([expect.objectContaining({ outcome: 'REFUSED', reason })]);
    expect(await stateOf(tripId)).toEqual(before);
  };

  it('is refused with who cancelled the trip and when, in the agency’s time', async () => {
    const { crew, tripId } = await crewWithTrip();
    expect((await w.call('PUT', `/api/trips/${tripId}/status`, w.nurse, { status: 'CANCELLED' })).statusCode).toBe(200);
    const cancelledAt = (await row(tripId)).cancelledTimestamp!;
    await refusedWith(crew, tripId, STEP_MESSAGES.cancelled('HEALTHCARE', clockTime(cancelledAt, 'America/New_York')));
    expect(STEP_MESSAGES.cancelled('HEALTHCARE', '14:02')).toBe('Cancelled by the facility at 14:02');

    const other = await crewWithTrip();
    expect((await w.call('PUT', `/api/trips/${other.tripId}/status`, w.admin, { status: 'CANCELLED' })).statusCode).toBe(200);
    await refusedWith(other.crew, other.tripId, `Cancelled by the control center at ${clockTime((await row(other.tripId)).cancelledTimestamp!, 'America/New_York')}`);
  });

  it('is refused once the trip was given to another unit, naming it', async () => {
    const { crew, tripId } = await crewWithTrip();
    const second = await newUnit(w, w.a.alsNear.id);
    expect((await w.call('PUT', `/api/trips/${tripId}/unit`, w.ems, { unitId: second.id })).statusCode).toBe(200);
    await refusedWith(crew, tripId, STEP_MESSAGES.givenToUnit(second.unitNumber));
  });

  it("is refused for another agency's trip, an unknown trip and a trip not yet accepted", async () => {
    const { crew } = await crewWithTrip();
    const foreignUnit = await newUnit(w, w.a.alsFar.id);
    const foreign = await crewMember(w, w.a.alsFar.id, foreignUnit.id);
    const { tripId } = await crewWithTrip();
    await refusedWith(foreign.auth, tripId, STEP_MESSAGES.notYourUnit);
    const unknown = outcomes(await sendSteps(w, crew, [tapped('00000000-0000-4000-8000-000000000000', 'EN_ROUTE', Date.now(), 1), tapped('TRP-1', 'EN_ROUTE', Date.now(), 1)]));
    expect(unknown.map((o) => o.reason)).toEqual([STEP_MESSAGES.notYourUnit, STEP_MESSAGES.notYourUnit]);
  });
});

describe('a batch refused as a whole', () => {
  it(`answers 400 naming the problem for more than ${STEP_BATCH_MAX} steps, a malformed time or id, and stores nothing`, async () => {
    const { crew, tripId } = await crewWithTrip();
    const before = await stateOf(tripId);
    const now = Date.now();
    const many = Array.from({ length: STEP_BATCH_MAX + 1 }, () => tapped(tripId, 'EN_ROUTE', now, 1));
    for (const [body, error] of [
      [{ sentAt: new Date(now).toISOString(), steps: many }, `steps: at most ${STEP_BATCH_MAX} steps in one batch`],
      [{ sentAt: 'yesterday', steps: [tapped(tripId, 'EN_ROUTE', now, 1)] }, 'sentAt: must be an ISO 8601 date and time, such as 2026-11-21T14:30:00Z'],
      [{ sentAt: new Date(now).toISOString(), steps: [{ ...tapped(tripId, 'EN_ROUTE', now, 1), id: 'step-1' }] }, 'steps.0.id: must be a UUID made on the phone'],
    ] as const) {
      const res = await w.call('POST', CREW_PATHS.steps, crew, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toContain(error.split(': ')[1]);
    }
    expect(await stateOf(tripId)).toEqual(before);
  });

  it('answers 409 to a crew member on no shift, 403 to any other role and 401 without a session', async () => {
    const loose = await crewMember(w, w.a.alsNear.id, null);
    const body = { sentAt: new Date().toISOString(), steps: [tapped('00000000-0000-4000-8000-000000000000', 'EN_ROUTE', Date.now(), 1)] };
    const noShift = await w.call('POST', CREW_PATHS.steps, loose.auth, body);
    expect([noShift.statusCode, noShift.json().error]).toEqual([409, STEP_MESSAGES.noShift]);
    for (const who of [w.ems, w.nurse, w.admin, w.user]) {
      const res = await w.call('POST', CREW_PATHS.steps, who, body);
      expect([res.statusCode, res.json().error]).toEqual([403, AUTH_MESSAGES.forbidden]);
    }
    expect((await w.call('POST', CREW_PATHS.steps, {}, body)).statusCode).toBe(401);
  });
});

describe("the dispatcher's Start Trip and Complete Trip", () => {
  it('record Patient loaded and Handed over with the dispatcher as recorder, one history entry per move', async () => {
    const { unit, tripId } = await crewWithTrip();
    const started = await w.call('PUT', `/api/trips/${tripId}/status`, w.ems, { status: 'IN_PROGRESS' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toEqual(asMoved(await details(w.ems, tripId)));
    expect((await details(w.nurse, tripId)).steps.map((s) => s.step)).toEqual(['PATIENT_LOADED']);
    expect(started.json().data).toMatchObject({ latestStep: 'PATIENT_LOADED', latestStepAt: started.json().data.pickupTimestamp });
    const completed = await w.call('PUT', `/api/trips/${tripId}/status`, w.ems, { status: 'COMPLETED' });
    expect(completed.json().data).toEqual(asMoved(await details(w.ems, tripId)));
    const stored = await steps(tripId);
    expect(stored.map((s) => [s.step, s.recordedById, s.unitId, s.deviceTime])).toEqual([
      ['PATIENT_LOADED', w.userIds.ems, unit.id, null],
      ['HANDED_OVER', w.userIds.ems, unit.id, null],
    ]);
    expect((await row(tripId)).completionTimestamp).toEqual(stored[1]!.occurredAt);
    expect((await history(tripId)).map((h) => h.toStatus)).toEqual(['PENDING', 'ACCEPTED', 'IN_PROGRESS', 'COMPLETED']);
  });

  it('after the crew’s steps: Start follows the crew’s At pickup, and Complete is refused once the crew handed over', async () => {
    const { crew, tripId } = await crewWithTrip();
    const now = Date.now();
    outcomes(await sendSteps(w, crew, [tapped(tripId, 'EN_ROUTE', now, 20), tapped(tripId, 'AT_PICKUP', now, 10)], now));
    expect((await w.call('PUT', `/api/trips/${tripId}/status`, w.ems, { status: 'IN_PROGRESS' })).statusCode).toBe(200);
    expect(await liveSteps(tripId)).toEqual(['EN_ROUTE', 'AT_PICKUP', 'PATIENT_LOADED']);
    // the crew's Patient loaded tapped offline meanwhile is out of order now; its later steps still count
    const late = outcomes(await sendSteps(w, crew, [tapped(tripId, 'PATIENT_LOADED', Date.now(), 0), tapped(tripId, 'HANDED_OVER', Date.now(), 0)]));
    expect(late.map((o) => o.outcome)).toEqual(['REFUSED', 'RECORDED']);
    const before = await stateOf(tripId);
    const again = await w.call('PUT', `/api/trips/${tripId}/status`, w.ems, { status: 'COMPLETED' });
    expect([again.statusCode, again.json().error]).toEqual([409, transitionRefusal('COMPLETED', 'COMPLETED', 'agency')]);
    expect(await stateOf(tripId)).toEqual(before);
  });
});

describe('Undo', () => {
  const undo = (who: Headers, stepId: string) => w.call('POST', CREW_PATHS.undoStep(stepId), who);

  it('takes back a step within its seconds, and a status move with it: Patient loaded and Handed over move the trip back', async () => {
    const { unit, crew, tripId } = await crewWithTrip();
    const now = Date.now();
    const enRoute = tapped(tripId, 'EN_ROUTE', now, 30);
    const loaded = tapped(tripId, 'PATIENT_LOADED', now, 20);
    outcomes(await sendSteps(w, crew, [enRoute, loaded], now));
    expect((await row(tripId)).status).toBe('IN_PROGRESS');

    const undone = await undo(crew, loaded.id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toEqual({ id: loaded.id, tripId, status: 'ACCEPTED', latestStep: 'EN_ROUTE' });
    const trip = await row(tripId);
    expect(trip).toMatchObject({ status: 'ACCEPTED', pickupTimestamp: null, actualStartTime: null, latestStep: 'EN_ROUTE' });
    expect(trip.latestStepAt).toEqual((await steps(tripId))[0]!.occurredAt);
    expect((await history(tripId)).at(-1)).toMatchObject({ fromStatus: 'IN_PROGRESS', toStatus: 'ACCEPTED', note: 'Patient loaded undone' });

    // recorded again after the undo, then carried to the end and the last step taken back: the unit is held again
    const later = Date.now();
    const handed = tapped(tripId, 'HANDED_OVER', later, 1);
    outcomes(await sendSteps(w, crew, [tapped(tripId, 'PATIENT_LOADED', later, 3), tapped(tripId, 'AT_DESTINATION', later, 2), handed], later));
    expect(await unitStatus(unit.id)).toBe('AVAILABLE');
    expect((await undo(crew, handed.id)).json().data).toEqual({ id: handed.id, tripId, status: 'IN_PROGRESS', latestStep: 'AT_DESTINATION' });
    expect(await row(tripId)).toMatchObject({ status: 'IN_PROGRESS', completionTimestamp: null, actualEndTime: null, deadheadMiles: null });
    expect(await unitStatus(unit.id)).toBe('COMMITTED');
    expect(await liveSteps(tripId)).toEqual(['EN_ROUTE', 'PATIENT_LOADED', 'AT_DESTINATION']);
  });

  it('of At pickup takes the arrival off the trip too, so the figures fall back to the pickup time', async () => {
    const { crew, tripId } = await crewWithTrip();
    const now = Date.now();
    const arrived = tapped(tripId, 'AT_PICKUP', now, 5);
    outcomes(await sendSteps(w, crew, [arrived], now));
    expect((await row(tripId)).arrivedAtPickup).toEqual((await steps(tripId))[0]!.occurredAt);
    expect((await undo(crew, arrived.id)).statusCode).toBe(200);
    expect(await row(tripId)).toMatchObject({ arrivedAtPickup: null, latestStep: null });
  });

  it('is refused with 409 after its seconds, for a step that is not the latest, or one already undone; 403 for another unit', async () => {
    const { crew, tripId } = await crewWithTrip();
    const now = Date.now();
    const first = tapped(tripId, 'EN_ROUTE', now, 20);
    const second = tapped(tripId, 'AT_PICKUP', now, 10);
    outcomes(await sendSteps(w, crew, [first, second], now));
    const other = await crewMember(w, w.a.alsNear.id, (await newUnit(w, w.a.alsNear.id)).id);
    const before = await stateOf(tripId);
    for (const [who, id, status, error] of [
      [crew, first.id, 409, STEP_MESSAGES.notLatest],
      [other.auth, second.id, 403, STEP_MESSAGES.notYourUnit],
      [crew, '00000000-0000-4000-8000-000000000000', 404, STEP_MESSAGES.nothingToUndo],
    ] as const) {
      const res = await undo(who, id);
      expect([res.statusCode, res.json().error]).toEqual([status, error]);
    }
    expect(await stateOf(tripId)).toEqual(before);

    expect((await undo(crew, second.id)).statusCode).toBe(200);
    const twice = await undo(crew, second.id);
    expect([twice.statusCode, twice.json().error]).toEqual([409, STEP_MESSAGES.nothingToUndo]);
    // the window is measured from the step's receipt: moved back past it rather than waited for
    await w.t.db
      .update(tripSteps)
      .set({ receivedAt: new Date(Date.now() - (STEP_UNDO_SERVER_SECONDS + 1) * 1000) })
      .where(and(eq(tripSteps.id, first.id), isNull(tripSteps.undoneAt)));
    const late = await undo(crew, first.id);
    expect([late.statusCode, late.json().error]).toEqual([409, STEP_MESSAGES.undoTooLate]);
  });
});
