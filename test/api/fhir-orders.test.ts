import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AGENCY_SYSTEM, OFFER_DEADLINE_EXTENSION, TCC_CODE_SYSTEM, TRIP_NUMBER_SYSTEM, TRIP_STEP_SYSTEM } from '@/domain/fhir/fhir-systems';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { rawRows } from '@/server/db/raw-query';
import { ORDER_SYSTEM, fhirCall, issueOf, serviceRequest } from './fhir-fixtures';
import { newKey } from './integration-key-fixtures';
import { crewMember, newUnit, sendSteps, tapped } from './step-fixtures';
import { insertHospital, moveTrip, signedInStaff, storedOffers, tripCounts, useTripWorld, type Headers } from './trip-fixtures';

const w = useTripWorld();
let ehr: Headers;
const ehrKey = async () => (ehr ??= (await newKey(w, w.nurse, ['requests:write'], 'General EHR')).auth);

async function tripRow(id: string) {
  const [row] = await rawRows<Record<string, unknown>>(w.t.db, sql`select * from trips where id = ${id}`);
  return row!;
}

describe('GET /fhir/r4/metadata', () => {
  it('states what is supported, to anyone, as a valid CapabilityStatement', async () => {
    const res = await fhirCall(w, 'GET', '/fhir/r4/metadata', {});
    expect(res.statusCode).toBe(200);
    const cs = res.json();
    expect(cs).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1', kind: 'instance' });
    expect(cs.rest[0].resource.map((r: { type: string }) => r.type)).toEqual(['ServiceRequest', 'Task']);
    expect(JSON.stringify(cs)).toContain(TCC_CODE_SYSTEM);
    expect(cs.rest[0].interaction.map((i: { code: string }) => i.code)).toEqual(['transaction']);
    expect((await fhirCall(w, 'GET', '/fhir/r4/metadata', await ehrKey())).statusCode).toBe(200);
  });
});

describe('POST /fhir/r4/ServiceRequest', () => {
  it('creates a trip offered to exactly the named performer, keeping the patient by identifier only', async () => {
    const order = serviceRequest();
    const mrn = order.contained[0]!.identifier![0]!.value;
    const res = await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', await ehrKey(), order);
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json();
    expect(task).toMatchObject({ resourceType: 'Task', status: 'requested', intent: 'order', priority: 'urgent', for: { identifier: { value: mrn } } });
    expect(task.identifier[0].system).toBe(TRIP_NUMBER_SYSTEM);
    expect(task.focus.identifier.system).toBe(ORDER_SYSTEM);
    expect(res.headers.location).toBe(`http://tcc.test/fhir/r4/Task/${task.id}`);
    const trip = await tripRow(task.id);
    expect(trip).toMatchObject({
      trip_number: task.identifier[0].value,
      patient_id: mrn,
      hospital_id: w.hospitalA.hospital.id,
      destination_facility_id: w.rehab.id,
      transport_level: 'ALS',
      urgency_level: 'Urgent',
      priority: 'HIGH',
      mobility_level: 'Stretcher',
      oxygen_required: true,
      notes: 'Call the ward on arrival',
    });
    expect(new Date(String(trip.scheduled_time)).toISOString()).toBe('2026-11-21T19:30:00.000Z');
    expect(JSON.stringify(trip)).not.toMatch(/Doe|Jane/);
    expect((await storedOffers(w.t.db, task.id)).map((o) => o.agency_id)).toEqual([w.a.alsNear.id]);
  });

  it('compares offers when the order carries the offer-deadline extension, and refuses minutes outside 5–120 naming it', async () => {
    const extension = (valueInteger: unknown) => [{ url: OFFER_DEADLINE_EXTENSION, valueInteger }];
    const res = await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', await ehrKey(), serviceRequest({ extension: extension(30) }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await tripRow(res.json().id)).toMatchObject({ acceptance_mode: 'COMPARE_OFFERS' });
    const plain = await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', await ehrKey(), serviceRequest());
    expect(await tripRow(plain.json().id)).toMatchObject({ acceptance_mode: 'FIRST_TO_ACCEPT', offer_deadline: null });
    const before = await tripCounts(w.t.db);
    const refused = await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', await ehrKey(), serviceRequest({ extension: extension(3) }));
    expect(refused.statusCode).toBe(400);
    expect(issueOf(refused).expression).toEqual(['ServiceRequest.extension[0].valueInteger']);
    expect(await tripCounts(w.t.db)).toEqual(before);
  });

  it('follows the trip: the agency accepts through the normal call and the Task reads accepted with its owner', async () => {
    const created = await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', await ehrKey(), serviceRequest());
    const id = created.json().id as string;
    await moveTrip(w, w.ems, id, 'ACCEPTED');
    const res = await fhirCall(w, 'GET', `/fhir/r4/Task/${id}`, await ehrKey());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'accepted',
      owner: { identifier: { system: AGENCY_SYSTEM, value: w.a.alsNear.id }, display: 'Allegheny ALS' },
    });
    await moveTrip(w, w.nurse, id, 'CANCELLED');
    expect((await fhirCall(w, 'GET', `/fhir/r4/Task/${id}`, await ehrKey())).json().status).toBe('cancelled');
  });

  it("shows the crew's latest step as the Task's businessStatus, and none before the first", async () => {
    const id = (await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', await ehrKey(), serviceRequest())).json().id as string;
    const unit = await newUnit(w, w.a.alsNear.id);
    expect((await w.call('PUT', `/api/trips/${id}/status`, w.ems, { status: 'ACCEPTED', assignedUnitId: unit.id })).statusCode).toBe(200);
    expect((await fhirCall(w, 'GET', `/fhir/r4/Task/${id}`, await ehrKey())).json()).not.toHaveProperty('businessStatus');
    const crew = await crewMember(w, w.a.alsNear.id, unit.id);
    expect((await sendSteps(w, crew.auth, [tapped(id, 'EN_ROUTE', Date.now(), 2), tapped(id, 'AT_PICKUP', Date.now(), 1)])).statusCode).toBe(200);
    const atPickup = (await fhirCall(w, 'GET', `/fhir/r4/Task/${id}`, await ehrKey())).json();
    expect(atPickup).toMatchObject({ status: 'accepted', businessStatus: { coding: [{ system: TRIP_STEP_SYSTEM, code: 'AT_PICKUP', display: 'At pickup' }], text: 'At pickup' } });
    await moveTrip(w, w.ems, id, 'IN_PROGRESS');
    const started = (await fhirCall(w, 'GET', `/fhir/r4/Task/${id}`, await ehrKey())).json();
    expect(started).toMatchObject({ status: 'in-progress', businessStatus: { coding: [{ code: 'PATIENT_LOADED' }], text: 'Patient loaded' } });
  });

  it('reads rejected once every offered agency declined', async () => {
    const id = (await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', await ehrKey(), serviceRequest())).json().id as string;
    // an agency's CANCELLED on a trip offered to it is its decline
    const declined = await w.call('PUT', `/api/trips/${id}/status`, w.ems, { status: 'CANCELLED' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await fhirCall(w, 'GET', `/fhir/r4/Task/${id}`, await ehrKey())).json().status).toBe('rejected');
  });

  it('takes application/json, the destination and agency by TCC identifier, and broadcasts when no performer is named', async () => {
    const body = serviceRequest({
      contained: undefined,
      subject: { identifier: { value: 'PAB12CD34' } },
      locationReference: [{ identifier: { system: 'https://fhir.tcc.local/sid/place', value: w.rehab.id } }],
      performer: undefined,
    });
    const res = await w.t.app.inject({ method: 'POST', url: '/fhir/r4/ServiceRequest', headers: await ehrKey(), payload: body });
    expect(res.statusCode, res.body).toBe(201);
    expect((await storedOffers(w.t.db, res.json().id)).length).toBeGreaterThan(1);
  });

  it('a retried conditional create answers the same Task and creates one trip, also when both arrive at once', async () => {
    const order = serviceRequest();
    const ident = `${ORDER_SYSTEM}|${order.identifier[0]!.value}`;
    const first = await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', await ehrKey(), order, { 'if-none-exist': `identifier=${ident}` });
    const again = await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', await ehrKey(), order, { 'if-none-exist': `identifier=${ident}` });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
    const plain = await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', await ehrKey(), order);
    expect(plain.statusCode).toBe(409);

    const race = serviceRequest();
    const raceIdent = `identifier=${ORDER_SYSTEM}|${race.identifier[0]!.value}`;
    const both = await Promise.all([0, 1].map(async () => fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', await ehrKey(), race, { 'if-none-exist': raceIdent })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json().id).toBe(both[1]!.json().id);
    for (const value of [order.identifier[0]!.value, race.identifier[0]!.value]) {
      const rows = await rawRows<{ n: number }>(w.t.db, sql`select count(*)::int as n from trips where order_identifier = ${value}`);
      expect(rows[0]!.n).toBe(1);
    }
  });
});

describe('refused orders answer an OperationOutcome naming the element, and create nothing', () => {
  const cases: [string, unknown, number, string | undefined][] = [
    ['malformed JSON', '{"resourceType": "ServiceRequest",', 400, 'ServiceRequest'],
    ['JSON that is no resource', '[1, 2]', 400, 'ServiceRequest'],
    ['a body nested too deeply', serviceRequest({ extension: [{ url: 'urn:deep', valueX: JSON.parse('['.repeat(40) + ']'.repeat(40)) }] }), 400, 'ServiceRequest'],
    ['a control character in a note', serviceRequest({ note: [{ text: 'Call the ward\u0007' }] }), 400, 'ServiceRequest.note[0].text'],
    ['a date and time that does not exist', serviceRequest({ occurrenceDateTime: '2026-13-45T10:00:00Z' }), 400, 'ServiceRequest.occurrenceDateTime'],
    ['a performer that cannot take the trip', serviceRequest({ performer: [{ display: 'Allegheny ALS' }, { display: 'Mon Valley BLS' }] }), 400, 'ServiceRequest.performer[1]'],
    ['another resource type', { resourceType: 'Patient', identifier: [{ value: 'x' }] }, 400, 'resourceType'],
    ['no scheduled time', serviceRequest({ occurrenceDateTime: undefined }), 400, 'ServiceRequest.occurrenceDateTime'],
    ['a date without a time', serviceRequest({ occurrenceDateTime: '2026-11-21' }), 400, 'ServiceRequest.occurrenceDateTime'],
    ['no subject', serviceRequest({ subject: undefined }), 400, 'ServiceRequest.subject'],
    ['a draft', serviceRequest({ status: 'draft' }), 400, 'ServiceRequest.status'],
    ['an unknown priority', serviceRequest({ priority: 'whenever' }), 400, 'ServiceRequest.priority'],
    ['an unknown level of care', serviceRequest({ code: { coding: [{ system: TCC_CODE_SYSTEM, code: 'HELI' }] } }), 400, 'ServiceRequest.code.coding[0].code'],
    ['no TCC coding', serviceRequest({ code: { text: 'ambulance' } }), 400, 'ServiceRequest.code.coding'],
    ['an unknown special need', serviceRequest({ orderDetail: [{ coding: [{ system: 'urn:other', code: 'x' }, { system: TCC_CODE_SYSTEM, code: 'jetpack' }] }] }), 400, 'ServiceRequest.orderDetail[0].coding[1].code'],
    ['a reference TCC cannot resolve', serviceRequest({ subject: { reference: 'Patient/123' } }), 400, 'ServiceRequest.subject.reference'],
    ['a time long past', serviceRequest({ occurrenceDateTime: '2026-05-01T10:00:00Z' }), 400, 'ServiceRequest.occurrenceDateTime'],
    ['an unknown destination', serviceRequest({ contained: [serviceRequest().contained[0], { resourceType: 'Location', id: 'dest', name: 'Nowhere Clinic' }] }), 422, 'ServiceRequest.locationReference[0]'],
    ['an inactive destination', serviceRequest({ locationReference: [{ display: 'Closed Clinic' }] }), 422, 'ServiceRequest.locationReference[0]'],
    ['an unknown agency', serviceRequest({ performer: [{ display: 'Allegheny ALS' }, { display: 'Ghost EMS' }] }), 422, 'ServiceRequest.performer[1]'],
  ];
  for (const [what, body, status, expression] of cases) {
    it(what, async () => {
      const before = await tripCounts(w.t.db);
      const res = await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', await ehrKey(), body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().resourceType).toBe('OperationOutcome');
      expect(issueOf(res).expression).toEqual(expression ? [expression] : undefined);
      expect(await tripCounts(w.t.db)).toEqual(before);
    });
  }

  it("an order from a facility whose place has no coordinates names the requester, whose place the patient leaves from", async () => {
    const unplaced = await insertHospital(w.t.db, 'Unmapped Hospital', { latitude: null, longitude: null });
    const nurse = await signedInStaff(w.t.app, w.t.db, 'HEALTHCARE', { hospitalId: unplaced.hospital.id });
    const key = await newKey(w, nurse.auth, ['requests:write'], 'Unmapped EHR');
    const before = await tripCounts(w.t.db);
    const res = await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', key.auth, serviceRequest({ performer: undefined }));
    expect(res.statusCode, res.body).toBe(400);
    expect(issueOf(res)).toMatchObject({ code: 'invalid', diagnostics: TRIP_ERRORS.originWithoutCoordinates, expression: ['ServiceRequest.requester'] });
    expect(await tripCounts(w.t.db)).toEqual(before);
  });

  it('a body that is not JSON', async () => {
    const res = await w.t.app.inject({ method: 'POST', url: '/fhir/r4/ServiceRequest', headers: { ...(await ehrKey()), 'content-type': 'text/plain' }, payload: 'hello' });
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(issueOf(res).code).toBe('not-supported');
  });

  it('an If-None-Exist that is not the order identifier', async () => {
    const res = await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', await ehrKey(), serviceRequest(), { 'if-none-exist': 'identifier=urn:x|other' });
    expect(res.statusCode).toBe(400);
    expect(issueOf(res).expression).toEqual(['ServiceRequest.identifier']);
  });
});

describe('who may order and read', () => {
  it('401 without a key or with a revoked one, 403 for the wrong scope or an agency, 404 for another facility\'s Task', async () => {
    const noKey = await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', {}, serviceRequest());
    expect(noKey.statusCode).toBe(401);
    expect(issueOf(noKey).code).toBe('login');

    const readOnly = await newKey(w, w.nurse, ['trips:read']);
    const wrongScope = await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', readOnly.auth, serviceRequest());
    expect(wrongScope.statusCode).toBe(403);
    expect(issueOf(wrongScope).diagnostics).toContain('requests:write');

    const agency = await newKey(w, w.ems, ['trips:read']);
    expect((await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', agency.auth, serviceRequest())).statusCode).toBe(403);

    const revoked = await newKey(w, w.nurse, ['requests:write']);
    await w.call('POST', `/api/integration-keys/${revoked.id}/revoke`, w.nurse);
    expect((await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', revoked.auth, serviceRequest())).statusCode).toBe(401);

    const id = (await fhirCall(w, 'POST', '/fhir/r4/ServiceRequest', await ehrKey(), serviceRequest())).json().id as string;
    const otherFacility = await newKey(w, w.nurseB, ['requests:write']);
    const hidden = await fhirCall(w, 'GET', `/fhir/r4/Task/${id}`, otherFacility.auth);
    expect(hidden.statusCode).toBe(404);
    expect(issueOf(hidden).code).toBe('not-found');
    expect((await fhirCall(w, 'GET', '/fhir/r4/Task/not-a-trip', await ehrKey())).statusCode).toBe(404);
    expect((await fhirCall(w, 'GET', '/fhir/r4/Patient/1', await ehrKey())).statusCode).toBe(404);
  });
});
