import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { ATTENTION_TRIPS } from '@/domain/analytics/overview-attention';
import { FIRST_LOOK_MINUTES, RETURN_MESSAGES, RETURN_NOTES, UNLOCATED_TRAVEL_MINUTES } from '@/domain/trips/linked-returns';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { TripDetails, TripListItem } from '@/domain/trips/trip-answers';
import { trips } from '@/server/db/schema';
import { awardDueRequests } from '@/server/modules/pickup-offers/award-at-deadline';
import { sweepReturns } from '@/server/modules/trips/sweep-returns';
import { TEST_NOW } from './harness';
import { moveTrip, tripCounts, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();

const booked = (returnTrip: object, over: Record<string, unknown> = {}) =>
  wizardBody(w, { selectedAgencies: [w.a.alsNear.id, w.a.alsFar.id], notificationRadius: 200, returnTrip, ...over });
async function book(returnTrip: object, over: Record<string, unknown> = {}) {
  const res = await w.call('POST', '/api/trips/enhanced', w.nurse, booked(returnTrip, over));
  expect(res.statusCode, res.body).toBe(201);
  const outbound = res.json().data as TripDetails;
  return { outbound, ret: await details(w.nurse, outbound.returnTripId!) };
}
const details = async (who: Headers, id: string) => {
  const res = await w.call('GET', `/api/trips/${id}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TripDetails;
};
const available = async (who: Headers) =>
  ((await w.call('GET', '/api/trips?status=PENDING&limit=100', who)).json().data as TripListItem[]).map((t) => t.id);
const release = (who: Headers, id: string) => w.call('POST', `/api/trips/${id}/release-return`, who);
const cancel = (who: Headers, id: string, body: object) => w.call('PUT', `/api/trips/${id}/status`, who, { status: 'CANCELLED', ...body });
const sweep = () => sweepReturns(w.t.db, w.t.app.centerClock);
/** Moves the return's first look into the past, as if its minutes had gone by. */
const firstLookOver = (id: string) =>
  w.t.db
    .update(trips)
    .set({ returnOpenedAt: sql`now() - make_interval(mins => ${FIRST_LOOK_MINUTES + 1})` })
    .where(eq(trips.id, id));

describe('a request with a timed return', () => {
  it('creates the return with the outbound, from the destination back home after travel and the appointment', async () => {
    const { outbound, ret } = await book({ kind: 'TIMED', appointmentMinutes: 240 });
    expect(ret).toMatchObject({
      returnKind: 'TIMED',
      appointmentMinutes: 240,
      outboundTripId: outbound.id,
      returnTripId: null,
      patientId: outbound.patientId,
      transportLevel: outbound.transportLevel,
      fromLocation: outbound.toLocation,
      toLocation: outbound.fromLocation,
      originFacilityId: outbound.destinationFacilityId,
      destinationFacilityId: outbound.originFacilityId,
      status: 'PENDING',
      returnOpenedAt: null,
      offeredAgencies: [],
    });
    const expected = Date.parse(outbound.scheduledTime) + (outbound.estimatedMinutes! + 240) * 60_000;
    expect(Date.parse(ret.scheduledTime)).toBe(expected);
    expect(ret.history.map((h) => h.note)).toEqual([RETURN_NOTES.created('TIMED', outbound.tripNumber)]);
    expect(outbound).toMatchObject({ returnTripId: ret.id, outboundTripId: null, returnKind: null });
    // held: no agency sees it until the outbound is accepted
    expect(await available(w.ems)).not.toContain(ret.id);
    expect((await w.call('GET', `/api/trips/${ret.id}`, w.ems)).statusCode).toBe(404);
  });

  it('of a compare-offers request is taken first to accept, its first look the outbound agency’s one-step accept', async () => {
    const { outbound, ret } = await book({ kind: 'TIMED', appointmentMinutes: 60 }, { acceptanceMode: 'COMPARE_OFFERS', offerDeadlineMinutes: 15 });
    expect(outbound).toMatchObject({ acceptanceMode: 'COMPARE_OFFERS' });
    expect(outbound.offerDeadline).not.toBeNull();
    expect(ret).toMatchObject({ acceptanceMode: 'FIRST_TO_ACCEPT', offerDeadline: null });
  });

  it('of a compare-offers request is offered first to the agency awarded the outbound, by the facility or at the deadline', async () => {
    for (const atDeadline of [false, true]) {
      const { outbound, ret } = await book({ kind: 'TIMED', appointmentMinutes: 60 }, { acceptanceMode: 'COMPARE_OFFERS', offerDeadlineMinutes: 5 });
      const offer = await w.call('PUT', `/api/trips/${outbound.id}/offers/mine`, w.emsFar, { pickupTime: outbound.readyStart });
      expect(offer.statusCode, offer.body).toBe(200);
      if (atDeadline) await awardDueRequests(w.t.db, w.t.config, new Date(TEST_NOW.getTime() + 6 * 60_000));
      else expect((await w.call('POST', `/api/trips/${outbound.id}/offers/${offer.json().data.id}/award`, w.nurse)).statusCode).toBe(200);
      const opened = await details(w.nurse, ret.id);
      expect(opened.offeredAgencies.map((o) => [o.name, o.response])).toEqual([[w.a.alsFar.name, 'OFFERED']]);
      expect(opened.history.at(-1)!.note).toBe(RETURN_NOTES.firstLook(w.a.alsFar.name));
    }
  });

  it('is offered to the outbound agency alone when it accepts, then to every outbound agency after the first look', async () => {
    const { outbound, ret } = await book({ kind: 'TIMED', appointmentMinutes: 60 });
    await moveTrip(w, w.ems, outbound.id, 'ACCEPTED');
    const opened = await details(w.nurse, ret.id);
    expect(opened.returnOpenedAt).not.toBeNull();
    expect(opened.offeredAgencies.map((o) => [o.name, o.response])).toEqual([[w.a.alsNear.name, 'OFFERED']]);
    expect(opened.history.at(-1)!.note).toBe(RETURN_NOTES.firstLook(w.a.alsNear.name));
    expect(await available(w.ems)).toContain(ret.id);
    expect(await available(w.emsFar)).not.toContain(ret.id);
    // the agency sees the outbound it carries beside the return
    expect((await details(w.ems, ret.id)).outboundTripId).toBe(outbound.id);

    expect(await sweep()).toBe(0);
    await firstLookOver(ret.id);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    expect(await available(w.emsFar)).toContain(ret.id);
    const after = await details(w.admin, ret.id);
    expect(after.offeredToAllAt).not.toBeNull();
    expect(after.history.at(-1)!.note).toBe(RETURN_NOTES.offeredToAll(1));
  });

  it('goes on to every outbound agency when the outbound agency declines its first look, instead of ending', async () => {
    const { outbound, ret } = await book({ kind: 'TIMED', appointmentMinutes: 60 });
    await moveTrip(w, w.ems, outbound.id, 'ACCEPTED');
    const declined = await w.call('PUT', `/api/trips/${ret.id}/status`, w.ems, { status: 'CANCELLED', declineReason: 'NO_UNIT' });
    expect(declined.statusCode, declined.body).toBe(200);
    const after = await details(w.nurse, ret.id);
    expect(after.status).toBe('PENDING');
    expect(after.offeredAgencies.map((o) => [o.name, o.response])).toEqual(
      expect.arrayContaining([
        [w.a.alsNear.name, 'DECLINED'],
        [w.a.alsFar.name, 'OFFERED'],
      ]),
    );
    expect(await available(w.emsFar)).toContain(ret.id);
  });

  it('is taken by the outbound agency in one step, the same accept as any, once under a race', async () => {
    const { outbound, ret } = await book({ kind: 'TIMED', appointmentMinutes: 30 });
    await moveTrip(w, w.ems, outbound.id, 'ACCEPTED');
    await firstLookOver(ret.id);
    await sweep();
    const answers = await Promise.all([
      w.call('PUT', `/api/trips/${ret.id}/status`, w.ems, { status: 'ACCEPTED' }),
      w.call('PUT', `/api/trips/${ret.id}/status`, w.emsFar, { status: 'ACCEPTED' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await details(w.admin, ret.id)).status).toBe('ACCEPTED');
  });

  it('waits a fixed hour of travel when an end has no point', async () => {
    const { outbound, ret } = await book({ kind: 'TIMED', appointmentMinutes: 15 }, { toLocation: 'Home of the patient', toFacilityId: undefined });
    expect(outbound.estimatedMinutes).toBeNull();
    expect(Date.parse(ret.scheduledTime)).toBe(Date.parse(outbound.scheduledTime) + (UNLOCATED_TRAVEL_MINUTES + 15) * 60_000);
  });

  it('is not escalated while held, nor listed as waiting for an agency', async () => {
    const { ret } = await book({ kind: 'TIMED', appointmentMinutes: 30 });
    // a day old: the oldest trip of all, first in the attention list were it counted
    await w.t.db.update(trips).set({ createdAt: sql`now() - interval '1 day'` }).where(eq(trips.id, ret.id));
    await w.t.app.escalation.sweep();
    expect((await details(w.admin, ret.id)).escalatedAt).toBeNull();
    const attention = (await w.call('GET', `/api/tcc/overview/attention?limit=${ATTENTION_TRIPS.max}`, w.admin)).json().data as { waiting: { oldest: { id: string }[] } };
    expect(attention.waiting.oldest.map((t) => t.id)).not.toContain(ret.id);
  });
});

describe('a will-call return', () => {
  it('stays held through the outbound acceptance, and is released once under a double click', async () => {
    const { outbound, ret } = await book({ kind: 'WILL_CALL' });
    expect(ret).toMatchObject({ returnKind: 'WILL_CALL', appointmentMinutes: null, returnOpenedAt: null });
    await moveTrip(w, w.ems, outbound.id, 'ACCEPTED');
    expect(await sweep()).toBe(0);
    expect((await details(w.nurse, ret.id)).offeredAgencies).toEqual([]);

    const answers = await Promise.all([release(w.nurse, ret.id), release(w.nurse, ret.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error).toBe(RETURN_MESSAGES.alreadyReleased);
    const released = answers.find((r) => r.statusCode === 200)!.json().data;
    expect(released).toEqual({
      id: ret.id,
      tripNumber: ret.tripNumber,
      scheduledTime: TEST_NOW.toISOString(),
      returnOpenedAt: TEST_NOW.toISOString(),
      firstLookAgency: w.a.alsNear.name,
    });
    const after = await details(w.nurse, ret.id);
    expect(after.offeredAgencies.map((o) => o.name)).toEqual([w.a.alsNear.name]);
    expect(after.history.filter((h) => h.note === RETURN_NOTES.released)).toHaveLength(1);
    expect(await available(w.ems)).toContain(ret.id);
  });

  it('answers a retry with the same Idempotency-Key as the first release, releasing once', async () => {
    const { ret } = await book({ kind: 'WILL_CALL' });
    const again = { ...w.nurse, 'idempotency-key': `release-${ret.id}` };
    const [first, second] = [await release(again, ret.id), await release(again, ret.id)];
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await details(w.nurse, ret.id)).history.filter((h) => h.note === RETURN_NOTES.released)).toHaveLength(1);
  });

  it('released before anyone carries the outbound is offered to every outbound agency at once', async () => {
    const { ret } = await book({ kind: 'WILL_CALL' });
    const res = await release(w.admin, ret.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.firstLookAgency).toBeNull();
    expect((await details(w.nurse, ret.id)).offeredAgencies.map((o) => o.name).sort()).toEqual([w.a.alsFar.name, w.a.alsNear.name].sort());
  });

  it('may be released by the facility the patient waits at, which still cannot read the trip', async () => {
    const clinic = w.hospitalB.entry;
    const { ret } = await book({ kind: 'WILL_CALL' }, { toLocation: clinic.name, toFacilityId: clinic.id });
    expect((await w.call('GET', `/api/trips/${ret.id}`, w.nurseB)).statusCode).toBe(404);
    const waiting = async (who: Headers) => ((await w.call('GET', '/api/trips/returns-to-release', who)).json().data as { id: string }[]).map((r) => r.id);
    const listed = await w.call('GET', '/api/trips/returns-to-release', w.nurseB);
    expect(listed.json().data).toContainEqual({
      id: ret.id,
      tripNumber: ret.tripNumber,
      patientId: ret.patientId,
      fromLocation: clinic.name,
      toLocation: ret.toLocation,
      requestedBy: w.hospitalA.hospital.name,
    });
    // the requesting facility has it in its own list; agencies and the control center have no such list
    expect(await waiting(w.nurse)).not.toContain(ret.id);
    for (const who of [w.ems, w.admin, w.user]) expect((await w.call('GET', '/api/trips/returns-to-release', who)).statusCode).toBe(403);
    const res = await release(w.nurseB, ret.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await waiting(w.nurseB)).not.toContain(ret.id);
    expect((await details(w.nurse, ret.id)).history.find((h) => h.note === RETURN_NOTES.released)!.actorOrganisation).toBe(w.hospitalB.hospital.name);
  });

  it('refuses a release by anyone else, of a timed return, or of a trip that is no return, changing nothing', async () => {
    const { outbound, ret } = await book({ kind: 'WILL_CALL' });
    const timed = (await book({ kind: 'TIMED', appointmentMinutes: 45 })).ret;
    const before = await tripCounts(w.t.db);
    const refused: [Headers, string, number, string][] = [
      [w.nurseB, ret.id, 404, TRIP_ERRORS.notFound],
      [w.ems, ret.id, 403, AUTH_MESSAGES.forbidden],
      [w.user, ret.id, 403, AUTH_MESSAGES.forbidden],
      [w.nurse, timed.id, 409, RETURN_MESSAGES.timedNotReleased],
      [w.nurse, outbound.id, 400, RETURN_MESSAGES.notAReturn],
    ];
    for (const [who, id, status, error] of refused) {
      const res = await release(who, id);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual({ success: false, error });
    }
    expect(await tripCounts(w.t.db)).toEqual(before);
    expect((await details(w.nurse, ret.id)).returnOpenedAt).toBeNull();
  });
});

describe('a request with a return that breaks a rule', () => {
  it.each([
    [{ kind: 'TIMED', appointmentMinutes: 10 }, 'appointmentMinutes'],
    [{ kind: 'TIMED', appointmentMinutes: 721 }, 'appointmentMinutes'],
    [{ kind: 'TIMED' }, 'appointmentMinutes'],
    [{ kind: 'LATER' }, 'kind'],
  ])('refuses %j with 400 naming %s, storing neither trip', async (returnTrip, field) => {
    const before = await tripCounts(w.t.db);
    const res = await w.call('POST', '/api/trips/enhanced', w.nurse, booked(returnTrip));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toContain(field);
    expect(await tripCounts(w.t.db)).toEqual(before);
  });

  it('never lets a return carry a return of its own: the database refuses it', async () => {
    const first = await book({ kind: 'WILL_CALL' });
    const second = await book({ kind: 'WILL_CALL' });
    await expect(w.t.db.update(trips).set({ returnTripId: second.ret.id }).where(eq(trips.id, first.ret.id))).rejects.toThrow();
    // and an outbound keeps one return
    await expect(w.t.db.update(trips).set({ returnTripId: first.ret.id }).where(eq(trips.id, second.outbound.id))).rejects.toThrow();
  });

  it('stores neither trip when the outbound is refused', async () => {
    const before = await tripCounts(w.t.db);
    const res = await w.call('POST', '/api/trips/enhanced', w.nurse, booked({ kind: 'WILL_CALL' }, { toFacilityId: w.closedPlace.id }));
    expect(res.statusCode).toBe(400);
    expect(await tripCounts(w.t.db)).toEqual(before);
  });
});

describe('cancelling an outbound trip with a return', () => {
  it('cancels the return too when asked', async () => {
    const { outbound, ret } = await book({ kind: 'WILL_CALL' });
    const res = await cancel(w.nurse, outbound.id, { cancelReturn: true });
    expect(res.statusCode, res.body).toBe(200);
    const after = await details(w.nurse, ret.id);
    expect(after).toMatchObject({ status: 'CANCELLED', cancellationReason: RETURN_NOTES.cancelledWithOutbound });
  });

  it('leaves the return as it is without cancelReturn, as the specification’s cancel body always did', async () => {
    const { outbound, ret } = await book({ kind: 'TIMED', appointmentMinutes: 60 });
    expect((await cancel(w.nurse, outbound.id, {})).statusCode).toBe(200);
    expect((await details(w.nurse, ret.id)).status).toBe('PENDING');
    // nobody will carry the outbound: the sweep offers the kept return to every agency at once
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect((await details(w.nurse, ret.id)).offeredAgencies).toHaveLength(2);
  });

  it('cancels an accepted return only when told to, and never one already under way', async () => {
    const { outbound, ret } = await book({ kind: 'TIMED', appointmentMinutes: 60 });
    await moveTrip(w, w.ems, outbound.id, 'ACCEPTED');
    await moveTrip(w, w.ems, ret.id, 'ACCEPTED');
    expect((await cancel(w.nurse, outbound.id, { cancelReturn: false })).statusCode).toBe(200);
    expect((await details(w.nurse, ret.id)).status).toBe('ACCEPTED');

    const second = await book({ kind: 'TIMED', appointmentMinutes: 60 });
    await moveTrip(w, w.ems, second.outbound.id, 'ACCEPTED');
    await moveTrip(w, w.ems, second.ret.id, 'ACCEPTED');
    await moveTrip(w, w.ems, second.ret.id, 'IN_PROGRESS');
    const res = await cancel(w.nurse, second.outbound.id, { cancelReturn: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(RETURN_MESSAGES.returnStarted);
    expect((await details(w.nurse, second.outbound.id)).status).toBe('ACCEPTED');
  });

  it('refuses cancelReturn on a trip without a return, or on any move but a cancellation', async () => {
    const { outbound } = await book({ kind: 'WILL_CALL' });
    const plain = (await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w))).json().data as TripDetails;
    const none = await cancel(w.nurse, plain.id, { cancelReturn: true });
    expect(none.json()).toEqual({ success: false, error: RETURN_MESSAGES.noReturnToCancel });
    const accept = await w.call('PUT', `/api/trips/${outbound.id}/status`, w.ems, { status: 'ACCEPTED', cancelReturn: true });
    expect(accept.json()).toEqual({ success: false, error: RETURN_MESSAGES.cancelReturnOnlyOnCancel });
    expect((await details(w.nurse, plain.id)).status).toBe('PENDING');
    expect((await details(w.nurse, outbound.id)).status).toBe('PENDING');
  });
});

describe('a quarter of dialysis runs booked at once', () => {
  it('stores every run with its ride home, no trip lost or doubled', async () => {
    const runs = Array.from({ length: 39 }, (_, i) => {
      const day = new Date(Date.UTC(2026, 6, 1 + Math.floor(i / 3) * 7 + (i % 3) * 2, 13, 0));
      return booked({ kind: 'TIMED', appointmentMinutes: 240 }, { scheduledTime: day.toISOString(), patientId: 'DIALYSIS01' });
    });
    const answers = await Promise.all(runs.map((body) => w.call('POST', '/api/trips/enhanced', w.nurse, body)));
    expect(answers.map((r) => r.statusCode)).toEqual(runs.map(() => 201));
    const outbound = answers.map((r) => r.json().data as TripDetails);
    const stored = await w.t.db.select({ id: trips.id, returnTripId: trips.returnTripId, kind: trips.returnKind }).from(trips).where(eq(trips.patientId, 'DIALYSIS01'));
    expect(stored).toHaveLength(78);
    const returns = new Set(outbound.map((t) => t.returnTripId));
    expect(returns.size).toBe(39);
    expect(stored.filter((t) => t.kind === 'TIMED').map((t) => t.id).sort()).toEqual([...returns].sort());
  });
});
