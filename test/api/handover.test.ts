// The hand-over the crew records with Handed over: the receiver's name and signature (or why no one signed), judged
// before anything is stored, kept once however often the phone resends it, shown to the trip's facility and agency
// alone, and reported by the webhook, the timeline and the FHIR Task.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HANDOVER_MESSAGES, SIGNATURE_MAX_BYTES, SIGNATURE_PREFIX, type HandoverView } from '@/domain/trips/handover';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { STEP_MESSAGES } from '@/domain/trips/trip-steps';
import { rawRows } from '@/server/db/raw-query';
import { tripHandovers, tripHistory } from '@/server/db/schema';
import { fhirCall, serviceRequest } from './fhir-fixtures';
import { newKey } from './integration-key-fixtures';
import { acceptedEarlier, acceptedFor, crewMember, newUnit, sendSteps, tapped } from './step-fixtures';
import { tripCounts, useTripWorld, type Headers } from './trip-fixtures';

const w = useTripWorld(() => ({ webhooks: { allowPrivate: true, timeoutMs: 500, maxEndpoints: 100 } }));

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A real 1×1 PNG, as the crew app's canvas exports one. */
const SIGNATURE = `${SIGNATURE_PREFIX}iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==`;
const pngOf = (bytes: number) => `${SIGNATURE_PREFIX}${Buffer.concat([PNG_MAGIC, Buffer.alloc(bytes - PNG_MAGIC.length, 7)]).toString('base64')}`;

/** A trip of hospital A in progress on a unit of the near ALS agency, with a crew member on that unit. */
async function tripAtDestination() {
  const unit = await newUnit(w, w.a.alsNear.id);
  const crew = (await crewMember(w, w.a.alsNear.id, unit.id)).auth;
  const tripId = await acceptedFor(w, unit.id);
  const now = Date.now();
  const res = await sendSteps(w, crew, [tapped(tripId, 'PATIENT_LOADED', now, 60), tapped(tripId, 'AT_DESTINATION', now, 30)], now);
  expect(res.json().data.map((o: { outcome: string }) => o.outcome)).toEqual(['RECORDED', 'RECORDED']);
  return { crew, tripId };
}

const handedOver = (tripId: string, handover: object) => tapped(tripId, 'HANDED_OVER', Date.now(), 1, { handover });
const details = async (who: Headers, id: string) => (await w.call('GET', `/api/trips/${id}`, who)).json().data as TripDetails;
const handoverRows = (tripId: string) => w.t.db.select().from(tripHandovers).where(eq(tripHandovers.tripId, tripId));

describe('the crew hands the patient over', () => {
  it('with a name and a signature: kept with the step’s time and position, in the timeline, shown to the facility and the agency', async () => {
    const { crew, tripId } = await tripAtDestination();
    const position = { latitude: 40.5, longitude: -79.9 };
    const step = tapped(tripId, 'HANDED_OVER', Date.now(), 1, { position, handover: { receiverName: 'Jane Doe RN', signature: SIGNATURE } });
    const res = await sendSteps(w, crew, [step]);
    expect(res.statusCode, res.body).toBe(200);
    const [outcome] = res.json().data;
    expect(outcome).toMatchObject({ outcome: 'RECORDED' });

    const expected: HandoverView = {
      stepId: step.id,
      at: outcome.occurredAt,
      receiverName: 'Jane Doe RN',
      signature: SIGNATURE,
      noSignatureReason: null,
      recordedBy: expect.any(String),
      position,
    };
    for (const who of [w.nurse, w.ems, w.admin]) expect((await details(who, tripId)).handover).toEqual(expected);
    // another facility and another agency do not see the trip at all
    expect((await w.call('GET', `/api/trips/${tripId}`, w.nurseB)).statusCode).toBe(404);
    expect((await w.call('GET', `/api/trips/${tripId}`, w.emsFar)).statusCode).toBe(404);

    const completed = (await w.t.db.select().from(tripHistory).where(eq(tripHistory.tripId, tripId))).find((h) => h.toStatus === 'COMPLETED');
    expect(completed?.note).toBe('Patient delivered to destination: Handed over to Jane Doe RN, signed');
  });

  it('without a signature only with the reason no one signed; a missing reason is refused and stores nothing', async () => {
    const { crew, tripId } = await tripAtDestination();
    const before = await tripCounts(w.t.db);
    for (const [handover, message] of [
      [{ receiverName: 'Jane Doe' }, HANDOVER_MESSAGES.reasonWithoutSignature],
      [{}, HANDOVER_MESSAGES.reasonWithoutSignature],
      [{ signature: SIGNATURE }, HANDOVER_MESSAGES.nameForSignature],
    ] as const) {
      const res = await sendSteps(w, crew, [handedOver(tripId, handover)]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toContain(message);
    }
    expect(await tripCounts(w.t.db)).toEqual(before);

    const reason = "Patient's home, no one to sign";
    const res = await sendSteps(w, crew, [handedOver(tripId, { noSignatureReason: reason })]);
    expect(res.json().data[0]).toMatchObject({ outcome: 'RECORDED' });
    expect((await details(w.nurse, tripId)).handover).toMatchObject({ receiverName: null, signature: null, noSignatureReason: reason });
  });

  it('refuses a signature that is no PNG or is over the size limit, changing nothing', async () => {
    const { crew, tripId } = await tripAtDestination();
    const before = await tripCounts(w.t.db);
    const jpeg = `${SIGNATURE_PREFIX}${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString('base64')}`;
    for (const [signature, message] of [
      [jpeg, HANDOVER_MESSAGES.signatureNotPng],
      [SIGNATURE.replace('image/png', 'image/jpeg'), HANDOVER_MESSAGES.signatureNotPng],
      [`${SIGNATURE_PREFIX}not base64!`, HANDOVER_MESSAGES.signatureNotPng],
      [pngOf(SIGNATURE_MAX_BYTES + 1), HANDOVER_MESSAGES.signatureTooLarge],
    ] as const) {
      const res = await sendSteps(w, crew, [handedOver(tripId, { receiverName: 'Jane Doe', signature })]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toContain(message);
    }
    expect(await tripCounts(w.t.db)).toEqual(before);
    expect(await handoverRows(tripId)).toEqual([]);
    // a hand-over goes with Handed over alone
    const early = await sendSteps(w, crew, [tapped(tripId, 'AT_DESTINATION', Date.now(), 1, { handover: { noSignatureReason: 'x' } })]);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toContain(HANDOVER_MESSAGES.onlyHandedOver);
    // the largest signature allowed is taken
    const res = await sendSteps(w, crew, [handedOver(tripId, { receiverName: 'Jane Doe', signature: pngOf(SIGNATURE_MAX_BYTES) })]);
    expect(res.json().data[0]).toMatchObject({ outcome: 'RECORDED' });
    expect((await details(w.ems, tripId)).handover?.signature).toBe(pngOf(SIGNATURE_MAX_BYTES));
  });

  it('a resent queue or a repeated Idempotency-Key keeps one hand-over; the same step id with another hand-over is refused', async () => {
    const { crew, tripId } = await tripAtDestination();
    const step = handedOver(tripId, { receiverName: 'Jane Doe', signature: SIGNATURE });
    const sentAt = Date.now();
    const keyed = { ...crew, 'idempotency-key': randomUUID() };
    const first = await sendSteps(w, keyed, [step], sentAt);
    const again = await sendSteps(w, keyed, [step], sentAt);
    expect(again.body).toBe(first.body);
    expect(first.json().data[0].outcome).toBe('RECORDED');
    // the phone's queue sent again, without the key: the step id is known
    const resent = await sendSteps(w, crew, [step]);
    expect(resent.json().data[0]).toMatchObject({ outcome: 'ALREADY_RECORDED' });
    const other = await sendSteps(w, crew, [{ ...step, handover: { receiverName: 'Someone Else', signature: SIGNATURE } }]);
    expect(other.json().data[0]).toMatchObject({ outcome: 'REFUSED', reason: STEP_MESSAGES.duplicateDifferent });
    expect(await handoverRows(tripId)).toHaveLength(1);
    expect((await details(w.nurse, tripId)).handover?.receiverName).toBe('Jane Doe');
  });

  it('a step without a hand-over is recorded as before, for clients written from the specification', async () => {
    const { crew, tripId } = await tripAtDestination();
    const res = await sendSteps(w, crew, [tapped(tripId, 'HANDED_OVER', Date.now(), 1)]);
    expect(res.json().data[0]).toMatchObject({ outcome: 'RECORDED' });
    expect((await details(w.nurse, tripId)).handover).toBeNull();
  });

  it('an undone Handed over takes its hand-over back with it', async () => {
    const { crew, tripId } = await tripAtDestination();
    const step = handedOver(tripId, { noSignatureReason: 'No one at the door' });
    await sendSteps(w, crew, [step]);
    expect((await w.call('POST', `/api/crew/steps/${step.id}/undo`, crew)).statusCode).toBe(200);
    expect((await details(w.nurse, tripId)).handover).toBeNull();
  });
});

describe('the hand-over reported to other systems', () => {
  it('in the trip.step_recorded webhook: the receiver and whether they signed, never the image', async () => {
    const endpoint = await w.call('POST', '/api/webhooks', w.nurse, { url: 'http://127.0.0.1:9/hooks', description: 'Chart', events: ['trip.step_recorded'] });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const { crew, tripId } = await tripAtDestination();
    await sendSteps(w, crew, [handedOver(tripId, { receiverName: 'Jane Doe', signature: SIGNATURE })]);
    const bodies = await rawRows<{ body: string }>(w.t.db, sql`select body from webhook_deliveries where trip_id = ${tripId} and event_type = 'trip.step_recorded'`);
    const step = bodies.map((b) => JSON.parse(b.body).data.step).find((s: { step: string }) => s.step === 'HANDED_OVER');
    expect(step.handover).toEqual({ receiverName: 'Jane Doe', signed: true, noSignatureReason: null });
    expect(bodies.map((b) => b.body).join()).not.toContain(SIGNATURE.slice(SIGNATURE_PREFIX.length));
  });

  it('in the FHIR Task: the receiver, the signature as a PNG attachment and a note, valid R4', async () => {
    const ehr = (await newKey(w, w.nurse, ['requests:write'], 'Handover EHR')).auth;
    const id = (await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', ehr, serviceRequest())).json().id as string;
    const unit = await newUnit(w, w.a.alsNear.id);
    expect((await w.call('PUT', `/api/trips/${id}/status`, w.ems, { status: 'ACCEPTED', assignedUnitId: unit.id })).statusCode).toBe(200);
    await acceptedEarlier(w, id);
    const crew = (await crewMember(w, w.a.alsNear.id, unit.id)).auth;
    const now = Date.now();
    const handover = tapped(id, 'HANDED_OVER', now, 1, { handover: { receiverName: 'Jane Doe', signature: SIGNATURE } });
    const res = await sendSteps(w, crew, [tapped(id, 'PATIENT_LOADED', now, 9), handover], now);
    const at = res.json().data[1].occurredAt as string;

    // fhirCall validates every answer against the R4 structure definitions
    const task = (await fhirCall(w, 'GET', `/fhir/r4/Task/${id}`, ehr)).json();
    expect(task.status).toBe('completed');
    expect(task.output).toEqual([
      { type: expect.objectContaining({ coding: [expect.objectContaining({ code: 'receiver' })] }), valueString: 'Jane Doe' },
      {
        type: expect.objectContaining({ coding: [expect.objectContaining({ code: 'signature' })] }),
        valueAttachment: { contentType: 'image/png', data: SIGNATURE.slice(SIGNATURE_PREFIX.length), title: 'Signature of Jane Doe', creation: at },
      },
    ]);
    expect(task.note).toEqual([{ authorString: expect.any(String), time: at, text: 'Handed over to Jane Doe, signed' }]);
  });
});
