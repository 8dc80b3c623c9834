import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { STANDING_ORDER_MESSAGES } from '@/domain/standing-orders/standing-order-messages';
import type { StandingOrderView } from '@/domain/standing-orders/standing-order-answers';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { PATIENT_CONTACT_MESSAGES } from '@/domain/notifications/patient-texts';
import type { AppContext } from '@/server/context';
import { rawRows } from '@/server/db/raw-query';
import { standingOrderDates, standingOrders, tripHistory, tripPatientContacts, trips } from '@/server/db/schema';
import { makeDueTrips, SERIES_TRIP_NOTE } from '@/server/modules/standing-orders/make-series-trips';
import { WITHDRAWN_NOTE } from '@/server/modules/standing-orders/withdraw-trip';
import { signedInCrew } from './crew-fixtures';
import { TEST_NOW } from './harness';
import { moveTrip, notificationTitles, tripCounts, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();

const tripOf = (over: Record<string, unknown> = {}) => {
  const { scheduledTime: _scheduled, ...trip } = wizardBody(w, { selectedAgencies: [w.a.alsNear.id], notificationRadius: 12, ...over });
  return trip;
};
/** Mon/Wed/Fri at 06:30 for twelve weeks from Monday 2026-06-01 (the test clock is 08:00 that day in New York). */
const dialysis = (over: Record<string, unknown> = {}) => ({
  trip: tripOf(),
  daysOfWeek: ['MON', 'WED', 'FRI'],
  time: '06:30',
  startDate: '2026-06-01',
  count: 36,
  ...over,
});
const create = (body: object, who: Headers = w.nurse, headers: Headers = {}) => w.call('POST', '/api/standing-orders', { ...who, ...headers }, body);
const created = async (body: object) => {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { data: StandingOrderView; shiftedDates: { date: string; time: string }[]; leftAlone: unknown[] };
};
const dateOf = (s: StandingOrderView, date: string) => s.nextDates.find((d) => d.date === date)!;
const tripDetails = async (id: string) => (await w.call('GET', `/api/trips/${id}`, w.admin)).json().data as TripDetails;
const changeDate = (id: string, date: string, body: object, who: Headers = w.nurse) => w.call('PUT', `/api/standing-orders/${id}/dates/${date}`, who, body);
const seriesCount = async () => (await rawRows<{ n: number }>(w.t.db, sql`select count(*)::int as n from standing_orders`))[0]!.n;

/** A second worker of the same database, as another instance would run it. */
const instance = (): AppContext => ({ db: w.t.db, config: w.t.config, center: w.t.app.centerClock, now: () => TEST_NOW }) as AppContext;

describe('a standing order', () => {
  it('makes ordinary requests for the dates due in the next 7 days, each saying in its history that the series made it', async () => {
    const { data: s, shiftedDates } = await created(dialysis());
    expect(shiftedDates).toEqual([]);
    expect(s).toMatchObject({ daysOfWeek: ['MON', 'WED', 'FRI'], time: '06:30', startDate: '2026-06-01', count: 36, timeZone: 'America/New_York' });
    expect(s.nextDates.slice(0, 5).map((d) => [d.date, d.tripStatus])).toEqual([
      ['2026-06-01', null], // 06:30 today is past
      ['2026-06-03', 'PENDING'],
      ['2026-06-05', 'PENDING'],
      ['2026-06-08', 'PENDING'],
      ['2026-06-10', null], // beyond the 7 days
    ]);
    const trip = await tripDetails(dateOf(s, '2026-06-03').tripId!);
    expect(trip).toMatchObject({ status: 'PENDING', scheduledTime: '2026-06-03T10:30:00.000Z', patientId: s.trip.patientId, toLocation: 'Riverside Rehab' });
    const history = await w.t.db.select().from(tripHistory).where(eq(tripHistory.tripId, trip.id));
    expect(history.map((h) => h.note)).toEqual([SERIES_TRIP_NOTE('2026-06-03')]);
    // the offers go where the wizard's would: the agency chosen sees the request
    const list = await w.call('GET', '/api/trips?status=PENDING', w.ems);
    expect(list.body).toContain(trip.id);
  });

  it('books the ride home with each trip when its request carries a return: each outbound has its own will-call return', async () => {
    const { data: s } = await created(dialysis({ trip: tripOf({ returnTrip: { kind: 'WILL_CALL' } }), startDate: '2026-07-06' }));
    await makeDueTrips(instance(), { now: new Date('2026-07-05T12:00:00Z'), daysAhead: 7 });
    const made = (await w.call('GET', `/api/standing-orders/${s.id}`, w.nurse)).json().data as StandingOrderView;
    const outbounds = made.nextDates.filter((d) => d.tripId !== null).map((d) => d.tripId!);
    expect(outbounds.length).toBeGreaterThan(0);
    const rows = await w.t.db.select({ id: trips.id, returnTripId: trips.returnTripId }).from(trips).where(inArray(trips.id, outbounds));
    expect(rows.every((r) => r.returnTripId !== null)).toBe(true);
    expect(new Set(rows.map((r) => r.returnTripId)).size).toBe(outbounds.length);
    // each date names its ride home beside its trip
    for (const d of made.nextDates.filter((n) => n.tripId !== null)) {
      expect(d.returnTrip).toMatchObject({ id: rows.find((r) => r.id === d.tripId)!.returnTripId, status: 'PENDING', tripNumber: expect.stringMatching(/^TRP-/) });
    }
    expect(made.nextDates.filter((n) => n.tripId === null).every((n) => n.returnTrip === null)).toBe(true);

    // a skipped date withdraws its trip and the ride home booked with it
    const skipped = made.nextDates.find((d) => d.tripId === outbounds[0])!;
    const skip = await changeDate(s.id, skipped.date, { skipped: true });
    expect(skip.statusCode, skip.body).toBe(200);
    const returnId = rows.find((r) => r.id === outbounds[0])!.returnTripId!;
    expect((await tripDetails(returnId)).status).toBe('CANCELLED');
  });

  it('is made once for a repeated request with the same Idempotency-Key', async () => {
    const before = await seriesCount();
    const key = { 'idempotency-key': 'series-double-click-1' };
    const body = dialysis({ startDate: '2026-09-07' });
    const [a, b] = [await create(body, w.nurse, key), await create(body, w.nurse, key)];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().data.id).toBe(a.json().data.id);
    expect(await seriesCount()).toBe(before + 1);
  });

  it.each([
    ['no days', { daysOfWeek: [] }, STANDING_ORDER_MESSAGES.noDays],
    ['neither days nor interval', { daysOfWeek: undefined }, STANDING_ORDER_MESSAGES.noDays],
    ['days and interval', { everyDays: 2 }, STANDING_ORDER_MESSAGES.bothPatterns],
    ['an end before the start', { count: undefined, endDate: '2026-05-31' }, STANDING_ORDER_MESSAGES.endBeforeStart],
    ['no end', { count: undefined }, STANDING_ORDER_MESSAGES.noEnd],
    ['an end date and a count', { endDate: '2026-12-31' }, STANDING_ORDER_MESSAGES.bothEnds],
    ['more than 500 trips by count', { count: 501 }, 'count: must be at most 500'],
    ['more than 500 trips by end date', { count: undefined, endDate: '2030-12-31' }, STANDING_ORDER_MESSAGES.tooMany(501)],
    ['a time that is no time', { time: '25:00' }, 'time: must be a time such as 06:30'],
    ['an impossible date', { startDate: '2026-02-30' }, 'startDate: must be a real calendar date'],
    ['a day that is no day', { daysOfWeek: ['MONDAY'] }, 'daysOfWeek.0 must be one of'],
  ])('refuses %s with 400 naming it, storing nothing', async (_what, over, message) => {
    const before = { series: await seriesCount(), ...(await tripCounts(w.t.db)) };
    const res = await create(dialysis(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toContain(message);
    expect({ series: await seriesCount(), ...(await tripCounts(w.t.db)) }).toEqual(before);
  });

  it('refuses a request the wizard would refuse, also when no trip is due yet, storing nothing', async () => {
    const before = { series: await seriesCount(), ...(await tripCounts(w.t.db)) };
    const sameEnds = await create(dialysis({ startDate: '2026-10-05', trip: tripOf({ toLocation: 'General Hospital', toFacilityId: undefined }) }));
    expect(sameEnds.statusCode, sameEnds.body).toBe(400);
    const unknownPlace = await create(dialysis({ trip: tripOf({ toFacilityId: '00000000-0000-4000-8000-000000000000' }) }));
    expect([400, 404]).toContain(unknownPlace.statusCode);
    expect({ series: await seriesCount(), ...(await tripCounts(w.t.db)) }).toEqual(before);
  });

  it('says which dates move to the next valid time because the clocks skip the asked one', async () => {
    const { data: s, shiftedDates } = await created(dialysis({ daysOfWeek: undefined, everyDays: 1, time: '02:30', startDate: '2027-03-13', count: 3 }));
    expect(shiftedDates).toEqual([{ date: '2027-03-14', time: '03:30' }]);
    expect(s.nextDates.map((d) => [d.date, d.time, d.scheduledTime, d.shifted])).toEqual([
      ['2027-03-13', '02:30', '2027-03-13T07:30:00.000Z', false],
      ['2027-03-14', '03:30', '2027-03-14T07:30:00.000Z', true],
      ['2027-03-15', '02:30', '2027-03-15T06:30:00.000Z', false],
    ]);
  });
});

describe('trips made across both daylight-saving changes by two instances at once', () => {
  it('makes every Sunday of the series exactly once at 06:30 New York time', async () => {
    const { data: s } = await created(dialysis({ daysOfWeek: ['SUN'], startDate: '2027-03-07', count: undefined, endDate: '2027-11-14' }));
    // only this series runs, so every trip the sweeps make is one of its dates
    await w.t.db.update(standingOrders).set({ endedAt: TEST_NOW }).where(ne(standingOrders.id, s.id));
    const before = (await tripCounts(w.t.db)).trips!;
    let made = 0;
    // a month at a time with overlapping horizons, two sweeps racing each time
    for (let month = 2; month <= 10; month++) {
      const now = new Date(Date.UTC(2027, month, 1, 12));
      const counts = await Promise.all([instance(), instance()].map((ctx) => makeDueTrips(ctx, { now, daysAhead: 35 })));
      made += counts[0]! + counts[1]!;
    }
    const rows = await w.t.db
      .select({ date: standingOrderDates.date, at: trips.scheduledTime })
      .from(standingOrderDates)
      .innerJoin(trips, eq(trips.id, standingOrderDates.tripId))
      .where(eq(standingOrderDates.standingOrderId, s.id))
      .orderBy(standingOrderDates.date);
    expect(rows).toHaveLength(37);
    expect(made).toBe(37);
    expect((await tripCounts(w.t.db)).trips! - before).toBe(37);
    const expected: string[] = [];
    for (let d = Date.UTC(2027, 2, 7); d <= Date.UTC(2027, 10, 14); d += 7 * 86_400_000) expected.push(new Date(d).toISOString().slice(0, 10));
    expect(rows.map((r) => r.date)).toEqual(expected);
    const at = (date: string) => rows.find((r) => r.date === date)!.at.toISOString();
    expect(at('2027-03-07')).toBe('2027-03-07T11:30:00.000Z');
    expect(at('2027-03-14')).toBe('2027-03-14T10:30:00.000Z');
    expect(at('2027-10-31')).toBe('2027-10-31T10:30:00.000Z');
    expect(at('2027-11-07')).toBe('2027-11-07T11:30:00.000Z');
  });
});

describe('one date of a series', () => {
  it('is skipped or moved without touching the others; a taken trip is not, and a skipped time is refused naming the next valid one', async () => {
    const { data: s } = await created(dialysis({ startDate: '2026-06-15', count: 6 }));
    // 2026-06-15 is beyond the 7 days: a sweep a week later makes its first dates
    await makeDueTrips(instance(), { now: new Date('2026-06-14T12:00:00Z'), daysAhead: 7 });
    const view = async () => (await w.call('GET', `/api/standing-orders/${s.id}`, w.nurse)).json().data as StandingOrderView;
    const first = await view();
    const [mon, wed, fri] = ['2026-06-15', '2026-06-17', '2026-06-19'].map((d) => dateOf(first, d).tripId) as [string, string, string];
    expect([mon, wed, fri].every(Boolean)).toBe(true);

    const skipped = await changeDate(s.id, '2026-06-17', { skipped: true });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(dateOf(skipped.json().data, '2026-06-17')).toMatchObject({ skipped: true, tripId: null });
    expect((await tripDetails(wed)).status).toBe('CANCELLED');
    const notes = await w.t.db.select({ note: tripHistory.note }).from(tripHistory).where(eq(tripHistory.tripId, wed));
    expect(notes.map((n) => n.note)).toContain(WITHDRAWN_NOTE);
    // the agency it was offered to hears of it in the bell, as of a facility's own cancellation
    const wedNumber = (await tripDetails(wed)).tripNumber;
    const notices = await notificationTitles(w.t.db, w.userIds.ems);
    expect(notices.filter((n) => n.title === 'Transport request cancelled' && n.message.includes(wedNumber))).toHaveLength(1);

    const moved = await changeDate(s.id, '2026-06-19', { time: '09:15' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(dateOf(moved.json().data, '2026-06-19')).toMatchObject({ time: '09:15', scheduledTime: '2026-06-19T13:15:00.000Z', tripStatus: null });
    expect((await tripDetails(fri)).status).toBe('CANCELLED');
    // the next sweep makes the moved date's trip at its new time
    await makeDueTrips(instance(), { now: new Date('2026-06-14T12:30:00Z'), daysAhead: 7 });
    const friday = dateOf(await view(), '2026-06-19');
    expect(friday).toMatchObject({ time: '09:15', tripStatus: 'PENDING' });
    expect(friday.tripId).not.toBe(fri);
    expect((await tripDetails(friday.tripId!)).scheduledTime).toBe('2026-06-19T13:15:00.000Z');
    expect(dateOf(await view(), '2026-06-15').tripId).toBe(mon);

    await moveTrip(w, w.ems, mon, 'ACCEPTED');
    const taken = await changeDate(s.id, '2026-06-15', { skipped: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(STANDING_ORDER_MESSAGES.dateTaken('2026-06-15'));
    expect((await tripDetails(mon)).status).toBe('ACCEPTED');

    expect((await changeDate(s.id, '2026-06-16', { skipped: true })).json().error).toBe(STANDING_ORDER_MESSAGES.notAnOccurrence('2026-06-16'));
    expect((await changeDate(s.id, '2026-06-22', { time: '7:00' })).statusCode).toBe(400);
    expect((await changeDate(s.id, '2026-06-22', { time: '07:00', skipped: true })).json().error).toBe(`time: ${STANDING_ORDER_MESSAGES.oneChange}`);
  });

  it('refuses a time the spring-forward change skips, naming the next valid time, and takes 01:30 on the fall-back night once', async () => {
    const { data: s } = await created(dialysis({ daysOfWeek: ['SUN'], startDate: '2027-03-07', count: 40 }));
    const gap = await changeDate(s.id, '2027-03-14', { time: '02:30' });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().error).toBe(STANDING_ORDER_MESSAGES.timeSkipped('2027-03-14', '02:30', '03:30'));
    const twice = await changeDate(s.id, '2027-11-07', { time: '01:30' });
    expect(twice.statusCode, twice.body).toBe(200);
    await makeDueTrips(instance(), { now: new Date('2027-11-05T12:00:00Z'), daysAhead: 7 });
    const made = await w.t.db
      .select({ at: trips.scheduledTime })
      .from(standingOrderDates)
      .innerJoin(trips, eq(trips.id, standingOrderDates.tripId))
      .where(and(eq(standingOrderDates.standingOrderId, s.id), eq(standingOrderDates.date, '2027-11-07')));
    expect(made.map((m) => m.at.toISOString())).toEqual(['2027-11-07T05:30:00.000Z']);
  });
});

describe('editing and ending a series', () => {
  it('replaces the future trips no agency has taken and names the taken ones it left alone', async () => {
    const { data: s } = await created(dialysis({ startDate: '2026-06-01', count: 9 }));
    const taken = dateOf(s, '2026-06-03').tripId!;
    const untaken = dateOf(s, '2026-06-05').tripId!;
    await moveTrip(w, w.ems, taken, 'ACCEPTED');
    const res = await w.call('PUT', `/api/standing-orders/${s.id}`, w.nurse, dialysis({ startDate: '2026-06-01', count: 9, time: '07:45' }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const takenTrip = await tripDetails(taken);
    expect(body.leftAlone).toEqual([{ date: '2026-06-03', tripId: taken, tripNumber: takenTrip.tripNumber, tripStatus: 'ACCEPTED' }]);
    expect(takenTrip).toMatchObject({ status: 'ACCEPTED', scheduledTime: '2026-06-03T10:30:00.000Z' });
    expect((await tripDetails(untaken)).status).toBe('CANCELLED');
    const friday = dateOf(body.data, '2026-06-05');
    expect(friday).toMatchObject({ time: '07:45', tripStatus: 'PENDING', scheduledTime: '2026-06-05T11:45:00.000Z' });
    expect(dateOf(body.data, '2026-06-03').tripId).toBe(taken);
  });

  it('ends: no more trips, its untaken ones cancelled, and no further change', async () => {
    const { data: s } = await created(dialysis({ startDate: '2026-06-01', count: 9 }));
    const pending = dateOf(s, '2026-06-05').tripId!;
    const ended = await w.call('DELETE', `/api/standing-orders/${s.id}`, w.nurse);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.endedAt).not.toBeNull();
    expect((await tripDetails(pending)).status).toBe('CANCELLED');
    expect(await makeDueTrips(instance(), { now: new Date('2026-06-08T12:00:00Z'), daysAhead: 7 })).toBeGreaterThanOrEqual(0);
    const rows = await w.t.db.select().from(standingOrderDates).where(eq(standingOrderDates.standingOrderId, s.id));
    expect(rows.filter((r) => r.tripId && r.date > '2026-06-05')).toEqual([]);
    const again = await w.call('PUT', `/api/standing-orders/${s.id}`, w.nurse, dialysis());
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(STANDING_ORDER_MESSAGES.ended);
  });
});

describe("a series' patient contact, clinical needs, offers and interval", () => {
  const PHONE = '(412) 555-0142';
  const E164 = '+14125550142';
  const full = (over: Record<string, unknown> = {}) => ({
    ...dialysis({ daysOfWeek: undefined, everyDays: 2, startDate: '2026-06-02', count: 10 }),
    trip: tripOf({
      patientContactPhone: PHONE,
      patientContactConsent: true,
      mobilityLevel: 'Wheelchair',
      oxygenRequired: true,
      monitoringRequired: true,
      notes: 'Dialysis chair 4',
      acceptanceMode: 'COMPARE_OFFERS',
      offerDeadlineMinutes: 30,
    }),
    ...over,
  });
  const nurseView = async (tripId: string) => (await w.call('GET', `/api/trips/${tripId}`, w.nurse)).json().data as TripDetails;
  const contactOf = async (tripId: string) => (await w.t.db.select().from(tripPatientContacts).where(eq(tripPatientContacts.tripId, tripId)))[0];

  it("reaches every trip it makes, every 2 days; the answers show the number masked to the facility and not at all to the control center", async () => {
    const { data: s } = await created(full());
    expect(s.everyDays).toBe(2);
    expect(s.patientContact).toEqual({ phone: '•••-•••-0142' });
    expect(s.trip).not.toHaveProperty('patientContactPhone');
    expect(s.trip).toMatchObject({ mobilityLevel: 'Wheelchair', oxygenRequired: true, monitoringRequired: true, notes: 'Dialysis chair 4', acceptanceMode: 'COMPARE_OFFERS', offerDeadlineMinutes: 30 });
    const made = s.nextDates.filter((d) => d.tripId !== null);
    expect(made.map((d) => d.date)).toEqual(['2026-06-02', '2026-06-04', '2026-06-06', '2026-06-08']);
    for (const d of made) {
      const trip = await nurseView(d.tripId!);
      expect(trip).toMatchObject({ mobilityLevel: 'Wheelchair', oxygenRequired: true, monitoringRequired: true, notes: 'Dialysis chair 4', acceptanceMode: 'COMPARE_OFFERS' });
      expect(new Date(trip.offerDeadline!).getTime() - TEST_NOW.getTime()).toBe(30 * 60_000);
      expect(trip.patientContact?.phone).toBe('•••-•••-0142');
      expect((await contactOf(d.tripId!))?.phone).toBe(E164);
    }
    for (const who of [w.nurse, w.admin]) {
      const one = await w.call('GET', `/api/standing-orders/${s.id}`, who);
      const list = await w.call('GET', '/api/standing-orders', who);
      for (const res of [one, list]) for (const written of [E164, '5550142', '555-0142']) expect(res.body).not.toContain(written);
    }
    expect((await w.call('GET', `/api/standing-orders/${s.id}`, w.admin)).json().data.patientContact).toBeNull();
  });

  it('keeps the number on file when an edit says so, replaces it with a new one, and drops it when the edit gives none', async () => {
    const { data: s } = await created(full());
    const edit = async (body: object) => {
      const res = await w.call('PUT', `/api/standing-orders/${s.id}`, w.nurse, body);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as StandingOrderView;
      return { data, contact: await contactOf(data.nextDates.find((d) => d.tripId)!.tripId!) };
    };
    const { patientContactPhone: _p, patientContactConsent: _c, ...withoutNumber } = full().trip as Record<string, unknown>;

    const kept = await edit({ ...full({ time: '07:00' }), trip: withoutNumber, keepPatientContact: true });
    expect(kept.data.patientContact).toEqual({ phone: '•••-•••-0142' });
    expect(kept.contact?.phone).toBe(E164);

    const replaced = await edit({ ...full(), trip: { ...withoutNumber, patientContactPhone: '(412) 555-0177', patientContactConsent: true } });
    expect(replaced.data.patientContact).toEqual({ phone: '•••-•••-0177' });
    expect(replaced.contact?.phone).toBe('+14125550177');

    const dropped = await edit({ ...full(), trip: withoutNumber });
    expect(dropped.data.patientContact).toBeNull();
    expect(dropped.contact).toBeUndefined();
    // nothing left to keep: the series stays without a number
    expect((await edit({ ...full(), trip: withoutNumber, keepPatientContact: true })).data.patientContact).toBeNull();
  });

  it('refuses a number to keep on a new series, a number kept and given at once, and a number without consent, changing nothing', async () => {
    const before = { series: await seriesCount(), ...(await tripCounts(w.t.db)) };
    const kept = await create(full({ keepPatientContact: true }));
    expect(kept.statusCode).toBe(400);
    expect(kept.json().error).toBe(STANDING_ORDER_MESSAGES.keepOnlyWhenEditing);
    const unconsented = await create(full({ trip: { ...full().trip, patientContactConsent: false } }));
    expect(unconsented.statusCode).toBe(400);
    expect(unconsented.json().error).toBe(PATIENT_CONTACT_MESSAGES.consentRequired);
    const farDeadline = await create(full({ trip: { ...full().trip, offerDeadlineMinutes: 121 } }));
    expect(farDeadline.statusCode).toBe(400);
    expect(await create(full({ everyDays: 366 }))).toHaveProperty('statusCode', 400);
    expect({ series: await seriesCount(), ...(await tripCounts(w.t.db)) }).toEqual(before);

    const { data: s } = await created(full());
    const both = await w.call('PUT', `/api/standing-orders/${s.id}`, w.nurse, full({ keepPatientContact: true }));
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toBe(STANDING_ORDER_MESSAGES.keepOrNewNumber);
  });
});

describe('who may see and change a series', () => {
  it('a facility its own; another facility is told it does not exist; agencies and crews are refused; administrators read all', async () => {
    const { data: s } = await created(dialysis({ startDate: '2026-08-03' }));
    const crew = await signedInCrew(w.t.app, w.t.db, w.a.alsNear.id);
    for (const [method, url, body] of [
      ['GET', `/api/standing-orders/${s.id}`, undefined],
      ['PUT', `/api/standing-orders/${s.id}`, dialysis()],
      ['DELETE', `/api/standing-orders/${s.id}`, undefined],
      ['PUT', `/api/standing-orders/${s.id}/dates/2026-08-05`, { skipped: true }],
    ] as const) {
      const other = await w.call(method, url, w.nurseB, body);
      expect(other.statusCode, `${method} ${url}`).toBe(404);
      expect(other.json().error).toBe(STANDING_ORDER_MESSAGES.notFound);
      for (const who of [w.ems, crew.auth, w.user]) {
        const res = await w.call(method, url, who, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error).toBe(AUTH_MESSAGES.forbidden);
      }
      expect((await w.call(method, url, {}, body)).statusCode).toBe(401);
    }
    expect(((await w.call('GET', '/api/standing-orders', w.nurseB)).json().data as StandingOrderView[]).map((x) => x.id)).not.toContain(s.id);
    expect(((await w.call('GET', '/api/standing-orders', w.admin)).json().data as StandingOrderView[]).map((x) => x.id)).toContain(s.id);
    expect((await w.call('GET', `/api/standing-orders/${s.id}`, w.admin)).statusCode).toBe(200);
    expect((await w.call('PUT', `/api/standing-orders/${s.id}`, w.admin, dialysis())).statusCode).toBe(403);
    expect((await create(dialysis(), w.admin)).statusCode).toBe(403);
    expect((await w.call('GET', '/api/standing-orders', w.ems)).statusCode).toBe(403);
    const [row] = await w.t.db.select().from(standingOrders).where(eq(standingOrders.id, s.id));
    expect(row!.endedAt).toBeNull();
  });
});
