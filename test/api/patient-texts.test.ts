import { eq, inArray } from 'drizzle-orm';
import { CREW_PATHS } from '@/domain/crew/crew-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATIENT_CONTACT_MESSAGES, PATIENT_TEXT_STOP_LINE, PATIENT_TEXTS } from '@/domain/notifications/patient-texts';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { outbox, standingOrders, tripPatientContacts, trips } from '@/server/db/schema';
import { purgeEndedSeriesContacts, purgeEndedTripContacts } from '@/server/modules/notifications/patient-contact-retention';
import { EMPTY_TWIML, INBOUND_SMS_PATH, twilioSignature } from '@/server/modules/notifications/inbound-sms';
import { startFakeSmsProvider } from '../support/fake-sms-provider';
import { crewMember, newUnit, sendSteps, tapped } from './step-fixtures';
import { freshPatientId, tripCounts, useTripWorld, wizardBody } from './trip-fixtures';

// A patient's contact number, given with consent in the request, is texted through the SMS provider (a local stand-in
// here) when the trip is booked, when the crew sets off and when a booked trip is cancelled; STOP ends it.

let provider: Awaited<ReturnType<typeof startFakeSmsProvider>>;
beforeAll(async () => {
  provider = await startFakeSmsProvider();
  return () => provider.close();
});
const AUTH_TOKEN = 'not-a-real-token';
const w = useTripWorld(() => ({ sms: { apiUrl: provider.url, accountSid: 'AC0001', authToken: AUTH_TOKEN, from: '+14125550000' } }));

const CLINICAL = { diagnosis: 'Suspected sepsis', notes: 'Key safe code 4471', specialNeeds: 'Hard of hearing' };
// each request another patient's, so that none reads as the same transport asked twice; the id must never be texted
const patientIdOfText = () => `PSMITH${freshPatientId()}`;

/** A request of General with the patient's number, and consent unless told otherwise. */
const requestWith = (phone: unknown, over: Record<string, unknown> = {}) =>
  w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { selectedAgencies: [w.a.alsNear.id], transportLevel: 'ALS', ...CLINICAL, patientId: patientIdOfText(), patientContactPhone: phone, patientContactConsent: true, ...over }));

const newTrip = async (phone: string) => {
  const res = await requestWith(phone);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TripDetails;
};

/** The texts the provider was asked to send to the number, after the outbox delivered what was due. */
const textsTo = async (phone: string) => {
  await w.t.app.outbox.drain();
  return provider.calls.filter((c) => c.method === 'POST' && c.form.To === phone).map((c) => c.form.Body!);
};

const move = async (who: Record<string, string>, id: string, body: object) => {
  const res = await w.call('PUT', `/api/trips/${id}/status`, who, body);
  expect(res.statusCode, res.body).toBe(200);
};

/** A text to TCC's number as the provider posts it, signed as the provider signs it. */
const inbound = (from: string, body: string, signature?: string) => {
  const form = { From: from, Body: body, To: '+14125550000', MessageSid: 'SM123' };
  return w.t.app.inject({
    method: 'POST',
    url: INBOUND_SMS_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature ?? twilioSignature(AUTH_TOKEN, `http://tcc.test${INBOUND_SMS_PATH}`, form) },
    payload: new URLSearchParams(form).toString(),
  });
};

describe('the patient contact in a request', () => {
  it('refuses a number that is not a phone number, naming the field, and stores nothing', async () => {
    const before = await tripCounts(w.t.db);
    const res = await requestWith('call my daughter');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PATIENT_CONTACT_MESSAGES.notAPhone);
    expect(await tripCounts(w.t.db)).toEqual(before);
  });

  it('refuses a number without consent, and a premium number, storing nothing', async () => {
    const before = await tripCounts(w.t.db);
    const unconsented = await requestWith('(412) 555-0190', { patientContactConsent: undefined });
    expect(unconsented.statusCode).toBe(400);
    expect(unconsented.json().error).toBe(PATIENT_CONTACT_MESSAGES.consentRequired);
    const premium = await requestWith('+1 900 555 0190');
    expect(premium.statusCode).toBe(400);
    expect(premium.json().error).toBe(PATIENT_CONTACT_MESSAGES.notTextable);
    expect(await tripCounts(w.t.db)).toEqual(before);
  });

  it('keeps the number in E.164 with who recorded the consent; a request without one stays as it was', async () => {
    const trip = await newTrip('(412) 555-0191');
    const [contact] = await w.t.db.select().from(tripPatientContacts).where(eq(tripPatientContacts.tripId, trip.id));
    expect(contact).toMatchObject({ phone: '+14125550191', consentRecordedById: w.userIds.nurse });
    const plain = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { patientContactPhone: '' }));
    expect(plain.statusCode, plain.body).toBe(201);
    expect(await w.t.db.select().from(tripPatientContacts).where(eq(tripPatientContacts.tripId, plain.json().data.id))).toEqual([]);
  });

  it('covers the ride home booked with the trip: the return is texted at the same number', async () => {
    const res = await requestWith('+14125550199', { returnTrip: { kind: 'WILL_CALL' } });
    expect(res.statusCode, res.body).toBe(201);
    const outbound = res.json().data as TripDetails;
    const contacts = await w.t.db.select().from(tripPatientContacts).where(eq(tripPatientContacts.phone, '+14125550199'));
    expect(contacts.map((c) => c.tripId).sort()).toEqual([outbound.id, outbound.returnTripId].sort());
  });
});

describe('the texts', () => {
  it('tell the patient when the trip is booked, when the crew sets off and when a booked trip is cancelled, without clinical words', async () => {
    const phone = '+14125550192';
    const trip = await newTrip(phone);
    expect(await textsTo(phone)).toEqual([]);
    const unit = await newUnit(w, w.a.alsNear.id);
    await move(w.ems, trip.id, { status: 'ACCEPTED', assignedUnitId: unit.id });
    expect(await textsTo(phone)).toEqual([`${PATIENT_TEXTS.booked('14:30', 'Allegheny ALS')} ${PATIENT_TEXT_STOP_LINE}`]);

    const crew = await crewMember(w, w.a.alsNear.id, unit.id);
    const sent = await sendSteps(w, crew.auth, [tapped(trip.id, 'EN_ROUTE', Date.now(), 0, { position: { latitude: 40.5, longitude: -79.99 } })]);
    expect(sent.statusCode, sent.body).toBe(200);
    const [, onItsWay] = await textsTo(phone);
    expect(onItsWay).toMatch(/^Allegheny ALS is on its way to pick you up, arriving about \d\d:\d\d\. Reply STOP to opt out\.$/);

    await move(w.nurse, trip.id, { status: 'CANCELLED', reason: 'Patient deteriorated, sepsis' });
    const texts = await textsTo(phone);
    expect(texts[2]).toBe(`${PATIENT_TEXTS.cancelled('14:30')} ${PATIENT_TEXT_STOP_LINE}`);
    expect(texts).toHaveLength(3);
    for (const text of texts) expect(text).not.toMatch(/sepsis|4471|hearing|PSMITH|ALS unit|deteriorated/i);
  });

  it('tell the patient when an acceptance is undone', async () => {
    const phone = '+14125550172';
    const trip = await newTrip(phone);
    await move(w.ems, trip.id, { status: 'ACCEPTED' });
    expect(await textsTo(phone)).toHaveLength(1);
    await move(w.ems, trip.id, { status: 'PENDING' });
    expect(await textsTo(phone)).toEqual([
      `${PATIENT_TEXTS.booked('14:30', 'Allegheny ALS')} ${PATIENT_TEXT_STOP_LINE}`,
      `${PATIENT_TEXTS.unbooked('14:30')} ${PATIENT_TEXT_STOP_LINE}`,
    ]);
  });

  it('give the pickup time the awarded agency committed to, when the facility compared offers', async () => {
    const phone = '+14125550162';
    const created = await requestWith(phone, { acceptanceMode: 'COMPARE_OFFERS' });
    expect(created.statusCode, created.body).toBe(201);
    const trip = created.json().data as TripDetails;
    // 20 minutes into the ready window that opens at the wizard's 14:30 in New York
    const offer = await w.call('PUT', `/api/trips/${trip.id}/offers/mine`, w.ems, { pickupTime: '2026-11-21T19:50:00.000Z' });
    expect(offer.statusCode, offer.body).toBe(200);
    const awarded = await w.call('POST', `/api/trips/${trip.id}/offers/${offer.json().data.id}/award`, w.nurse);
    expect(awarded.statusCode, awarded.body).toBe(200);
    expect(await textsTo(phone)).toEqual([`${PATIENT_TEXTS.booked('14:50', 'Allegheny ALS')} ${PATIENT_TEXT_STOP_LINE}`]);
    await move(w.nurse, trip.id, { status: 'CANCELLED', reason: 'Discharge postponed' });
    expect((await textsTo(phone))[1]).toBe(`${PATIENT_TEXTS.cancelled('14:50')} ${PATIENT_TEXT_STOP_LINE}`);
  });

  it('are not sent when the facility turned them off, nor for a trip cancelled before it was booked', async () => {
    const off = await w.call('PUT', '/api/auth/healthcare/facility/update', w.nurse, { textPatients: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.textPatients).toBe(false);
    const phone = '+14125550193';
    const trip = await newTrip(phone);
    await move(w.ems, trip.id, { status: 'ACCEPTED' });
    expect(await textsTo(phone)).toEqual([]);
    const on = await w.call('PUT', '/api/auth/healthcare/facility/update', w.nurse, { textPatients: true });
    expect(on.json().data.textPatients).toBe(true);

    const pending = await newTrip(phone);
    await move(w.nurse, pending.id, { status: 'CANCELLED' });
    expect(await textsTo(phone)).toEqual([]);
  });

  it('already queued are not sent once the facility turned them off, and the outbox says why', async () => {
    const phone = '+14125550174';
    const trip = await newTrip(phone);
    // the text is queued with the move; the outbox has not sent it yet
    await move(w.ems, trip.id, { status: 'ACCEPTED' });
    const off = await w.call('PUT', '/api/auth/healthcare/facility/update', w.nurse, { textPatients: false });
    expect(off.statusCode, off.body).toBe(200);
    try {
      expect(await textsTo(phone)).toEqual([]);
      expect(await w.t.db.select({ status: outbox.status, hospitalId: outbox.hospitalId }).from(outbox).where(eq(outbox.to, phone))).toEqual([
        { status: 'FACILITY_TEXTS_OFF', hospitalId: trip.hospitalId },
      ]);
    } finally {
      await w.call('PUT', '/api/auth/healthcare/facility/update', w.nurse, { textPatients: true });
    }
  });
});

describe('STOP', () => {
  it('ends the texts to the number, even those already queued, and START brings them back', async () => {
    const phone = '+14125550194';
    const first = await newTrip(phone);
    const second = await newTrip(phone);
    // queued before STOP arrives: the outbox looks again as it sends
    await w.t.db.insert(outbox).values({ channel: 'SMS', to: phone, text: 'queued before STOP' });
    const stop = await inbound(phone, ' Stop ');
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.headers['content-type']).toContain('text/xml');
    expect(stop.body).toBe(EMPTY_TWIML);
    await move(w.ems, first.id, { status: 'ACCEPTED' });
    expect(await textsTo(phone)).toEqual([]);
    expect((await w.t.db.select().from(outbox).where(eq(outbox.to, phone))).map((m) => m.status)).toEqual(['OPTED_OUT']);

    expect((await inbound(phone, 'START')).statusCode).toBe(200);
    await move(w.ems, second.id, { status: 'ACCEPTED' });
    expect(await textsTo(phone)).toEqual([`${PATIENT_TEXTS.booked('14:30', 'Allegheny ALS')} ${PATIENT_TEXT_STOP_LINE}`]);
  });

  it.each(['STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit'])('takes %s as STOP', async (word) => {
    const phone = '+14125550195';
    expect((await inbound(phone, word)).statusCode).toBe(200);
    const trip = await newTrip(phone);
    await move(w.ems, trip.id, { status: 'ACCEPTED' });
    expect(await textsTo(phone)).toEqual([]);
    await inbound(phone, 'start');
  });

  it('refuses a post without the provider signature, and changes nothing', async () => {
    const phone = '+14125550196';
    const res = await inbound(phone, 'STOP', 'forged');
    expect(res.statusCode).toBe(403);
    const trip = await newTrip(phone);
    await move(w.ems, trip.id, { status: 'ACCEPTED' });
    expect(await textsTo(phone)).toHaveLength(1);
  });
});

describe('the contact number', () => {
  it('is removed 30 days after its trip ended, and kept while the trip is open or ended more recently', async () => {
    const delivered = await newTrip('+14125550197');
    const cancelled = await newTrip('+14125550198');
    const open = await newTrip('+14125550199');
    const endedAt = new Date('2026-11-21T16:00:00Z');
    await w.t.db.update(trips).set({ status: 'COMPLETED', assignedAgencyId: w.a.alsNear.id, completionTimestamp: endedAt }).where(eq(trips.id, delivered.id));
    await w.t.db.update(trips).set({ status: 'CANCELLED', cancelledTimestamp: new Date('2026-11-25T16:00:00Z') }).where(eq(trips.id, cancelled.id));
    const kept = async () => (await w.t.db.select({ tripId: tripPatientContacts.tripId }).from(tripPatientContacts)).map((c) => c.tripId);

    await purgeEndedTripContacts(w.t.db, new Date('2026-12-21T15:59:00Z'));
    expect(await kept()).toEqual(expect.arrayContaining([delivered.id, cancelled.id, open.id]));
    await purgeEndedTripContacts(w.t.db, new Date('2026-12-21T16:01:00Z'));
    expect(await kept()).not.toContain(delivered.id);
    expect(await kept()).toEqual(expect.arrayContaining([cancelled.id, open.id]));
    await purgeEndedTripContacts(w.t.db, new Date('2027-06-01T00:00:00Z'));
    expect(await kept()).not.toContain(cancelled.id);
    expect(await kept()).toContain(open.id);
    // the trip itself stays
    expect(await w.t.db.select({ id: trips.id }).from(trips).where(eq(trips.id, delivered.id))).toHaveLength(1);
  });
});

describe("a standing order's number", () => {
  it('is removed 30 days after the series is over, ended or past its last date; a running series keeps it', async () => {
    const patients = new Map<string, string>();
    const series = async (over: object) => {
      // each series another patient's: three of one patient on the same days would read as one booked thrice
      const { scheduledTime: _scheduled, ...trip } = wizardBody(w, { selectedAgencies: [w.a.alsNear.id], patientContactPhone: '+14125550185', patientContactConsent: true });
      const res = await w.call('POST', '/api/standing-orders', w.nurse, { trip, daysOfWeek: ['MON', 'WED', 'FRI'], time: '06:30', startDate: '2026-06-01', ...over });
      expect(res.statusCode, res.body).toBe(201);
      patients.set(res.json().data.id as string, trip.patientId as string);
      return res.json().data.id as string;
    };
    // the last of six trips is Friday 2026-06-12; the one running till the year's end is ended by hand today
    const short = await series({ count: 6 });
    const ended = await series({ endDate: '2026-12-31' });
    const running = await series({ endDate: '2026-12-31' });
    expect((await w.call('DELETE', `/api/standing-orders/${ended}`, w.nurse)).statusCode).toBe(200);
    const numbers = async () =>
      Object.fromEntries(
        (await w.t.db.select().from(standingOrders).where(inArray(standingOrders.id, [short, ended, running]))).map((s) => [s.id, s.trip.patientContactPhone ?? null]),
      );
    const endedAt = (await w.t.db.select().from(standingOrders).where(eq(standingOrders.id, ended)))[0]!.endedAt!;

    const daysAfter = (at: Date, minutes: number) => new Date(at.getTime() + 30 * 86_400_000 + minutes * 60_000);
    expect(await purgeEndedSeriesContacts(w.t.db, daysAfter(endedAt, -1))).toBe(0);
    expect(await purgeEndedSeriesContacts(w.t.db, daysAfter(endedAt, 1))).toBe(1);
    expect(await numbers()).toEqual({ [short]: '+14125550185', [ended]: null, [running]: '+14125550185' });
    // midnight after 2026-06-12 in New York is 04:00 UTC on the 13th
    const lastDateOver = new Date('2026-06-13T04:00:00Z');
    expect(await purgeEndedSeriesContacts(w.t.db, daysAfter(lastDateOver, -1))).toBe(0);
    expect(await purgeEndedSeriesContacts(w.t.db, daysAfter(lastDateOver, 1))).toBe(1);
    expect(await numbers()).toEqual({ [short]: null, [ended]: null, [running]: '+14125550185' });
    const kept = (await w.t.db.select().from(standingOrders).where(eq(standingOrders.id, short)))[0]!;
    expect(kept.trip).not.toHaveProperty('patientContactConsent');
    expect(kept.trip).toMatchObject({ patientId: patients.get(short) });
  });
});

describe('who sees the number', () => {
  it('the requesting facility sees it masked but for its last 4 digits; the control center, the agency and the crew never', async () => {
    const trip = await newTrip('+14125550171');
    const unit = await newUnit(w, w.a.alsNear.id);
    await move(w.ems, trip.id, { status: 'ACCEPTED', assignedUnitId: unit.id });
    const crew = await crewMember(w, w.a.alsNear.id, unit.id);
    const details = async (who: Record<string, string>) => {
      const res = await w.call('GET', `/api/trips/${trip.id}`, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('5550171');
      return res.json().data as TripDetails;
    };
    expect((await details(w.nurse)).patientContact).toMatchObject({ phone: '•••-•••-0171', consentRecordedAt: expect.any(String) });
    for (const who of [w.admin, w.user, w.ems]) expect((await details(who)).patientContact).toBeNull();
    for (const path of [CREW_PATHS.trips, '/api/trips', '/api/trips?status=ACCEPTED']) {
      for (const who of [crew.auth, w.ems, w.nurse, w.admin]) {
        const res = await w.call('GET', path, who);
        // neither the number nor its masked form; its last 4 digits alone may well occur inside an id
        expect(res.body).not.toMatch(/5550171|•••-•••-0171/);
      }
    }
  });
});
