// No duplicate by mistake: a request or series that repeats an open one of the same patient is refused with 409 naming
// the match, on every path, unless the body says the second one is intended.
import { describe, expect, it } from 'vitest';
import { ALLOW_DUPLICATE_EXTENSION } from '@/domain/fhir/fhir-systems';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { fhirCall, issueOf, serviceRequest } from './fhir-fixtures';
import { newKey } from './integration-key-fixtures';
import { freshPatientId, moveTrip, tripCounts, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();
const post = (body: object, url = '/api/trips/enhanced', who: Headers = w.nurse) => w.call('POST', url, who, body);

async function made(body: object, url = '/api/trips/enhanced'): Promise<TripDetails> {
  const res = await post(body, url);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TripDetails;
}

/** A refusal naming `match`, which wrote nothing. */
async function expectDuplicateOf(match: TripDetails, body: object, url = '/api/trips/enhanced') {
  const before = await tripCounts(w.t.db);
  const res = await post(body, url);
  expect(res.statusCode, res.body).toBe(409);
  const answer = res.json();
  expect(answer).toMatchObject({
    success: false,
    duplicateOf: { id: match.id, tripNumber: match.tripNumber, patientId: match.patientId, toLocation: match.toLocation, scheduledTime: match.scheduledTime, status: match.status },
  });
  expect(answer.error).toContain(match.tripNumber);
  expect(answer.error).toContain('allowDuplicate');
  expect(await tripCounts(w.t.db)).toEqual(before);
}

describe('a request repeating an open one of the same patient', () => {
  it('is refused with 409 naming the match, then saved when the body says the second one is intended', async () => {
    const body = wizardBody(w, { scheduledTime: '2026-11-21T14:30' });
    const first = await made(body);
    await expectDuplicateOf(first, body);
    // 60 minutes apart is still the same transport
    await expectDuplicateOf(first, { ...body, scheduledTime: '2026-11-21T15:30' });
    const second = await made({ ...body, allowDuplicate: true });
    expect(second.id).not.toBe(first.id);
    expect(second.patientId).toBe(first.patientId);
  });

  it('is not a match when the open one is cancelled or completed', async () => {
    const body = wizardBody(w, { scheduledTime: '2026-11-22T09:00', selectedAgencies: [w.a.alsNear.id] });
    const cancelled = await made(body);
    await moveTrip(w, w.nurse, cancelled.id, 'CANCELLED');
    const completed = await made(body);
    await moveTrip(w, w.ems, completed.id, 'ACCEPTED');
    await moveTrip(w, w.ems, completed.id, 'IN_PROGRESS');
    await moveTrip(w, w.ems, completed.id, 'COMPLETED');
    const open = await made(body);
    // an accepted one is still open
    await moveTrip(w, w.ems, open.id, 'ACCEPTED');
    await expectDuplicateOf({ ...open, status: 'ACCEPTED' }, body);
  });

  it('is not a match for another patient, another destination, 61 minutes apart or another facility', async () => {
    const body = wizardBody(w, { scheduledTime: '2026-11-23T10:00' });
    await made(body);
    await made({ ...body, patientId: freshPatientId() });
    await made({ ...body, toFacilityId: undefined, toLocation: '12 Oak Lane' });
    await made({ ...body, scheduledTime: '2026-11-23T11:01' });
    await made({ ...body, scheduledTime: '2026-11-23T08:59' });
    const res = await post(body, '/api/trips/enhanced', w.nurseB);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('reads the patient id whatever its case and spaces, and a typed destination whatever its case', async () => {
    const body = wizardBody(w, { patientId: 'PCASE0001', toFacilityId: undefined, toLocation: '12 Oak Lane', scheduledTime: '2026-11-24T10:00' });
    const first = await made(body);
    await expectDuplicateOf(first, { ...body, patientId: ' pcase0001 ', toLocation: '12 OAK LANE' });
  });

  it('is refused on the control center form too, and saved with allowDuplicate', async () => {
    const form = { patientId: freshPatientId(), originFacilityId: w.hospitalA.entry.id, destinationFacilityId: w.rehab.id, readyStart: '2026-12-01T08:00', readyEnd: '2026-12-01T09:30' };
    const first = await made(form, '/api/trips');
    await expectDuplicateOf(first, { ...form, readyStart: '2026-12-01T08:45', readyEnd: '2026-12-01T10:00' }, '/api/trips');
    // a wizard request of the same patient and place matches the form's
    await expectDuplicateOf(first, wizardBody(w, { patientId: form.patientId, scheduledTime: '2026-12-01T08:30' }));
    await made({ ...form, allowDuplicate: true }, '/api/trips');
  });

  // the first FHIR answer loads the R4 validator, which takes long on a busy machine
  it('is refused from a FHIR order with an OperationOutcome naming the trip, and made with the allow-duplicate extension', { timeout: 90_000 }, async () => {
    const ehr = (await newKey(w, w.nurse, ['requests:write'], 'Duplicate EHR')).auth;
    const order = serviceRequest();
    const first = await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', ehr, order);
    expect(first.statusCode, first.body).toBe(201);
    const tripNumber = first.json().identifier[0].value as string;
    const again = serviceRequest({ contained: order.contained });
    const refused = await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', ehr, again);
    expect(refused.statusCode).toBe(409);
    expect(issueOf(refused)).toMatchObject({ code: 'duplicate', expression: ['ServiceRequest'] });
    expect(issueOf(refused).diagnostics).toContain(tripNumber);
    expect(issueOf(refused).diagnostics).toContain(ALLOW_DUPLICATE_EXTENSION);
    const intended = await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', ehr, { ...again, extension: [{ url: ALLOW_DUPLICATE_EXTENSION, valueBoolean: true }] });
    expect(intended.statusCode, intended.body).toBe(201);
  });
});

describe('a standing order repeating an open one of the same patient', () => {
  const tripOf = (patientId: string) => {
    const { scheduledTime: _scheduled, ...trip } = wizardBody(w, { patientId, selectedAgencies: [w.a.alsNear.id], notificationRadius: 12 });
    return trip;
  };
  const series = (patientId: string, over: Record<string, unknown> = {}) => ({
    trip: tripOf(patientId),
    daysOfWeek: ['MON', 'WED', 'FRI'],
    time: '06:30',
    startDate: '2026-09-07',
    count: 12,
    ...over,
  });
  const create = (body: object) => w.call('POST', '/api/standing-orders', w.nurse, body);
  const created = async (body: object) => {
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string };
  };

  it('is refused with 409 naming the series, then saved when the body says the second one is intended', async () => {
    const patient = freshPatientId();
    const first = await created(series(patient));
    for (const body of [series(patient), series(patient, { daysOfWeek: ['FRI'], time: '07:30', startDate: '2026-10-01', count: 2 })]) {
      const res = await create(body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        duplicateOf: { id: first.id, patientId: patient, toLocation: 'Riverside Rehab', time: '06:30', daysOfWeek: ['MON', 'WED', 'FRI'], startDate: '2026-09-07', endDate: null },
      });
      expect(res.json().error).toContain('allowDuplicate');
    }
    await created({ ...series(patient), allowDuplicate: true });
  });

  it('is not a match on other days, 61 minutes apart, for another patient or once the first has ended', async () => {
    const patient = freshPatientId();
    const first = await created(series(patient));
    await created(series(patient, { daysOfWeek: ['TUE', 'THU'] }));
    await created(series(patient, { time: '07:31' }));
    await created(series(patient, { startDate: '2026-12-01' }));
    await created(series(freshPatientId()));
    const ended = await w.call('DELETE', `/api/standing-orders/${first.id}`, w.nurse);
    expect(ended.statusCode, ended.body).toBe(200);
    await created(series(patient));
  });

  it('is checked when a series is edited, leaving the series itself out', async () => {
    const patient = freshPatientId();
    const first = await created(series(patient, { startDate: '2027-01-04' }));
    const other = await created(series(patient, { startDate: '2027-01-04', time: '10:00' }));
    const kept = await w.call('PUT', `/api/standing-orders/${first.id}`, w.nurse, series(patient, { startDate: '2027-01-04', time: '06:45' }));
    expect(kept.statusCode, kept.body).toBe(200);
    const clash = await w.call('PUT', `/api/standing-orders/${other.id}`, w.nurse, series(patient, { startDate: '2027-01-04', time: '07:00' }));
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json().duplicateOf.id).toBe(first.id);
  });
});
