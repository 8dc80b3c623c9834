// A facility changes a waiting request's time, destination or both: offers standing on it go back to their agencies
// to confirm, the ride home booked with it follows, a repeat changes nothing, and a refused change changes nothing.
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { RETURN_MESSAGES, RETURN_NOTES } from '@/domain/trips/linked-returns';
import type { PickupOffersAnswer } from '@/domain/trips/pickup-offer-answers';
import { PICKUP_OFFER_MESSAGES } from '@/domain/trips/pickup-offers';
import { requestChangedNote } from '@/domain/trips/request-changes';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { TRIP_REQUEST_RULE_MESSAGES } from '@/domain/trips/trip-request-rules';
import { insertPlace, moveTrip, notificationTitles, tripCounts, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();
const READY_START = new Date('2026-11-21T19:30:00Z');
const at = (minutes: number) => new Date(READY_START.getTime() + minutes * 60_000).toISOString();

async function requested(over: Record<string, unknown> = {}): Promise<TripDetails> {
  const res = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { selectedAgencies: [w.a.alsNear.id, w.a.alsFar.id], notificationRadius: 200, ...over }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TripDetails;
}
const change = (who: Headers, id: string, body: object) => w.call('PUT', `/api/trips/${id}/schedule`, who, body);
const details = async (id: string) => (await w.call('GET', `/api/trips/${id}`, w.nurse)).json().data as TripDetails;
async function changed(id: string, body: object): Promise<TripDetails> {
  const res = await change(w.nurse, id, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TripDetails;
}
async function refused(res: Promise<{ statusCode: number; body: string; json(): { error: string } }>, status: number, error: string, unchanged: TripDetails) {
  const before = await tripCounts(w.t.db);
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.json().error).toBe(error);
  expect(await tripCounts(w.t.db)).toEqual(before);
  expect(await details(unchanged.id)).toEqual(unchanged);
}

describe('a change of destination', () => {
  it('moves the request to the new place, prices it again, and asks every offering agency to confirm its offer', async () => {
    const far = await insertPlace(w.t.db, 'Hilltop Dialysis', 30);
    const trip = await requested({ acceptanceMode: 'COMPARE_OFFERS' });
    expect((await w.call('PUT', `/api/trips/${trip.id}/offers/mine`, w.ems, { pickupTime: at(10) })).statusCode).toBe(200);
    const moved = await changed(trip.id, { toFacilityId: far.id });
    expect(moved).toMatchObject({ toLocation: 'Hilltop Dialysis', destinationFacilityId: far.id, scheduledTime: trip.scheduledTime, status: 'PENDING' });
    expect(moved.loadedMiles!).toBeGreaterThan(trip.loadedMiles!);
    expect(moved.history.at(-1)!.note).toBe(requestChangedNote({ place: { from: 'Riverside Rehab', to: 'Hilltop Dialysis' } }, 1));
    const offers = (await w.call('GET', `/api/trips/${trip.id}/offers`, w.nurse)).json().data as PickupOffersAnswer;
    expect(offers.offers.map((o) => o.status)).toEqual(['TO_CONFIRM']);
    const bells = await notificationTitles(w.t.db, w.userIds.ems);
    expect(bells.find((n) => n.title === 'Pickup offer to confirm')!.message).toContain('its destination changed');
  });

  it('takes a typed destination, and both time and place in one change', async () => {
    const trip = await requested();
    const moved = await changed(trip.id, { scheduledTime: '2026-11-21T16:00', toLocation: 'Patient home, 12 Oak Lane' });
    expect(moved).toMatchObject({ toLocation: 'Patient home, 12 Oak Lane', destinationFacilityId: null, scheduledTime: at(90), readyStart: at(90) });
    expect(moved.history.at(-1)!.note).toBe(
      requestChangedNote({ time: { from: READY_START, to: new Date(at(90)) }, place: { from: 'Riverside Rehab', to: 'Patient home, 12 Oak Lane' } }, 0),
    );
  });

  it('sent twice (a double click, a retry) changes the request once', async () => {
    const trip = await requested();
    const once = await changed(trip.id, { scheduledTime: '2026-11-21T15:00' });
    const twice = await changed(trip.id, { scheduledTime: '2026-11-21T15:00' });
    expect(twice.history).toEqual(once.history);
    expect(twice.version).toBe(once.version);
  });
});

describe('the ride home booked with the request', () => {
  it('follows a change of time and destination: picked up at the new place, after the new time and travel', async () => {
    const far = await insertPlace(w.t.db, 'Lakeside Clinic', 25);
    const outbound = await requested({ returnTrip: { kind: 'TIMED', appointmentMinutes: 120 } });
    const moved = await changed(outbound.id, { scheduledTime: '2026-11-21T15:30', toFacilityId: far.id });
    const ret = await details(outbound.returnTripId!);
    expect(ret).toMatchObject({ fromLocation: 'Lakeside Clinic', originFacilityId: far.id, toLocation: outbound.fromLocation, status: 'PENDING' });
    expect(Date.parse(ret.scheduledTime)).toBe(Date.parse(moved.scheduledTime) + (moved.estimatedMinutes! + 120) * 60_000);
    expect(ret.history.at(-1)!.note).toBe(RETURN_NOTES.movedWithOutbound(outbound.tripNumber, new Date(ret.scheduledTime), 'Lakeside Clinic'));
  });

  it('once an agency took it, refuses the change and changes nothing', async () => {
    const outbound = await requested({ returnTrip: { kind: 'WILL_CALL' } });
    expect((await w.call('POST', `/api/trips/${outbound.returnTripId}/release-return`, w.nurse)).statusCode).toBe(200);
    await moveTrip(w, w.ems, outbound.returnTripId!, 'ACCEPTED');
    const before = await details(outbound.id);
    await refused(change(w.nurse, outbound.id, { toLocation: 'Patient home, 12 Oak Lane' }), 409, RETURN_MESSAGES.returnTaken, before);
  });
});

describe('refused changes change nothing', () => {
  it('names what is wrong, for bad input, the wrong caller and a request no longer waiting', async () => {
    const trip = await requested();
    const unchanged = await details(trip.id);
    const bad = await change(w.nurse, trip.id, { toFacilityId: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('scheduledTime is required unless toLocation or toFacilityId names the new destination');
    await refused(change(w.nurse, trip.id, { toFacilityId: w.closedPlace.id }), 400, TRIP_ERRORS.destinationUnknown, unchanged);
    await refused(change(w.nurse, trip.id, { toFacilityId: w.hospitalA.entry.id }), 400, TRIP_REQUEST_RULE_MESSAGES.samePlace, unchanged);
    await refused(change(w.ems, trip.id, { toLocation: 'Elsewhere' }), 403, AUTH_MESSAGES.forbidden, unchanged);
    await refused(change(w.nurseB, trip.id, { toLocation: 'Elsewhere' }), 404, TRIP_ERRORS.notFound, unchanged);
    await moveTrip(w, w.ems, trip.id, 'ACCEPTED');
    const taken = await details(trip.id);
    await refused(change(w.nurse, trip.id, { toLocation: 'Elsewhere' }), 409, PICKUP_OFFER_MESSAGES.onlyWaiting, taken);
  });
});
