import { describe, expect, it } from 'vitest';
import { AGENCY_SYSTEM } from '@/domain/fhir/fhir-systems';
import { ORDER_SYSTEM, fhirCall, issueOf, serviceRequest } from './fhir-fixtures';
import { newKey } from './integration-key-fixtures';
import { freshPatientId, storedOffers, tripCounts, useTripWorld, type Headers } from './trip-fixtures';

const w = useTripWorld();
let ehr: Headers;
const ehrKey = async () => (ehr ??= (await newKey(w, w.nurse, ['requests:write'], 'Bundle EHR')).auth);

/**
 * An EHR's transaction: the order, its patient, destination and agency as entries referenced by urn:uuid or Type/id.
 * Each is another patient's, so that no two read as the same transport ordered twice.
 */
function transaction(orderOver: Record<string, unknown> = {}, extra: unknown[] = [], mrn = `MRN-${freshPatientId()}`) {
  const order = serviceRequest({
    contained: undefined,
    subject: { reference: 'urn:uuid:7d0f6a1e-1b7e-4c5e-9a53-2b1f3a7c0001' },
    locationReference: [{ reference: 'Location/dest-1' }],
    performer: [{ reference: 'urn:uuid:7d0f6a1e-1b7e-4c5e-9a53-2b1f3a7c0003' }],
    ...orderOver,
  });
  return {
    resourceType: 'Bundle',
    type: 'transaction',
    entry: [
      {
        fullUrl: 'urn:uuid:7d0f6a1e-1b7e-4c5e-9a53-2b1f3a7c0001',
        resource: { resourceType: 'Patient', identifier: [{ system: 'urn:mrn', value: mrn }], name: [{ family: 'Roe', given: ['Rita'] }] },
        request: { method: 'POST', url: 'Patient' },
      },
      { fullUrl: 'urn:uuid:7d0f6a1e-1b7e-4c5e-9a53-2b1f3a7c0002', resource: { resourceType: 'Location', id: 'dest-1', name: 'Riverside Rehab' }, request: { method: 'POST', url: 'Location' } },
      {
        fullUrl: 'urn:uuid:7d0f6a1e-1b7e-4c5e-9a53-2b1f3a7c0003',
        resource: { resourceType: 'Organization', identifier: [{ system: AGENCY_SYSTEM, value: w.a.alsNear.id }] },
        request: { method: 'POST', url: 'Organization' },
      },
      { fullUrl: 'urn:uuid:7d0f6a1e-1b7e-4c5e-9a53-2b1f3a7c0004', resource: order, request: { method: 'POST', url: 'ServiceRequest' } },
      ...extra,
    ],
  };
}
const orderEntry = (bundle: ReturnType<typeof transaction>) => bundle.entry[3] as { resource: ReturnType<typeof serviceRequest>; request: Record<string, unknown> };

describe('POST /fhir/r4 with a transaction Bundle', () => {
  it('creates the trip its ServiceRequest orders, reading the Patient, Location and Organization entries, and answers the Task in a transaction-response', async () => {
    const res = await fhirCall(w, 'POST', '/fhir/r4', await ehrKey(), transaction({}, [], 'MRN-B7'));
    expect(res.statusCode, res.body).toBe(200);
    const bundle = res.json();
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'transaction-response' });
    expect(bundle.entry).toHaveLength(4);
    expect(bundle.entry.slice(0, 3).map((e: { response: { status: string; outcome: { issue: { severity: string }[] } } }) => [e.response.status, e.response.outcome.issue[0]!.severity])).toEqual([
      ['200 OK', 'information'],
      ['200 OK', 'information'],
      ['200 OK', 'information'],
    ]);
    const task = bundle.entry[3].resource;
    expect(bundle.entry[3].response).toEqual({ status: '201 Created', location: `Task/${task.id}` });
    expect(task).toMatchObject({ resourceType: 'Task', status: 'requested', for: { identifier: { value: 'MRN-B7' } } });
    expect((await storedOffers(w.t.db, task.id)).map((o) => o.agency_id)).toEqual([w.a.alsNear.id]);
    const read = await fhirCall(w, 'GET', `/fhir/r4/Task/${task.id}`, await ehrKey());
    expect(read.json().id).toBe(task.id);
  });

  it("is conditional with the order entry's request.ifNoneExist: a retried transaction answers 200 OK with the same Task and creates nothing", async () => {
    const bundle = transaction();
    const entry = orderEntry(bundle);
    entry.request.ifNoneExist = `identifier=${ORDER_SYSTEM}|${entry.resource.identifier[0]!.value}`;
    const first = await fhirCall(w, 'POST', '/fhir/r4', await ehrKey(), bundle);
    const before = await tripCounts(w.t.db);
    const again = await fhirCall(w, 'POST', '/fhir/r4', await ehrKey(), bundle);
    expect(again.statusCode).toBe(200);
    expect(again.json().entry[3].response.status).toBe('200 OK');
    expect(again.json().entry[3].resource.id).toBe(first.json().entry[3].resource.id);
    expect(await tripCounts(w.t.db)).toEqual(before);
  });
});

describe('a refused transaction answers an OperationOutcome naming the Bundle element, and creates nothing', () => {
  const withEntry = (i: number, change: (entry: Record<string, unknown>) => void) => {
    const bundle = transaction();
    change(bundle.entry[i] as Record<string, unknown>);
    return bundle;
  };
  const cases: [string, () => unknown, number, string][] = [
    ['malformed JSON', () => '{"resourceType": "Bundle",', 400, 'Bundle'],
    ['JSON that is no resource', () => 'null', 400, 'Bundle'],
    ['a ServiceRequest sent to the base', () => serviceRequest(), 400, 'resourceType'],
    ['a batch', () => ({ ...transaction(), type: 'batch' }), 400, 'Bundle.type'],
    ['no entries', () => ({ ...transaction(), entry: [] }), 400, 'Bundle.entry'],
    ['no ServiceRequest', () => ({ ...transaction(), entry: transaction().entry.slice(0, 3) }), 400, 'Bundle.entry'],
    ['two ServiceRequests', () => transaction({}, [{ resource: serviceRequest(), request: { method: 'POST', url: 'ServiceRequest' } }]), 400, 'Bundle.entry[4]'],
    ['an entry of a type TCC does not take', () => withEntry(2, (e) => ((e.resource as Record<string, unknown>).resourceType = 'Practitioner')), 400, 'Bundle.entry[2].resource.resourceType'],
    ['an entry that is not POST', () => withEntry(1, (e) => (e.request = { method: 'PUT', url: 'Location/dest-1' })), 400, 'Bundle.entry[1].request.method'],
    ['an entry without its request', () => withEntry(0, (e) => delete e.request), 400, 'Bundle.entry[0].request'],
    ['an entry the order does not reference', () => transaction({ performer: undefined }), 400, 'Bundle.entry[2]'],
    ['a Patient entry without an identifier', () => withEntry(0, (e) => (e.resource = { resourceType: 'Patient', name: [{ family: 'Roe' }] })), 400, 'Bundle.entry[3].resource.subject.reference'],
    ['a reference to no entry', () => ({ ...transaction(), entry: transaction({ subject: { reference: 'Patient/elsewhere' } }).entry.slice(1) }), 400, 'Bundle.entry[2].resource.subject.reference'],
    ['an order without its time', () => transaction({ occurrenceDateTime: undefined }), 400, 'Bundle.entry[3].resource.occurrenceDateTime'],
    ['an order for a time long past', () => transaction({ occurrenceDateTime: '2026-05-01T10:00:00Z' }), 400, 'Bundle.entry[3].resource.occurrenceDateTime'],
    ['an order for an agency that cannot take it', () => withEntry(2, (e) => ((e.resource as { identifier: { value: string }[] }).identifier[0]!.value = w.a.blsMid.id)), 400, 'Bundle.entry[3].resource.performer[0]'],
    ['a destination not in the directory', () => withEntry(1, (e) => ((e.resource as Record<string, unknown>).name = 'Nowhere Clinic')), 422, 'Bundle.entry[3].resource.locationReference[0]'],
  ];
  for (const [what, body, status, expression] of cases) {
    it(what, async () => {
      const before = await tripCounts(w.t.db);
      const res = await fhirCall(w, 'POST', '/fhir/r4', await ehrKey(), body());
      expect(res.statusCode, res.body).toBe(status);
      expect(issueOf(res).expression).toEqual([expression]);
      expect(await tripCounts(w.t.db)).toEqual(before);
    });
  }

  it('takes only a facility key with requests:write', async () => {
    expect((await fhirCall(w, 'POST', '/fhir/r4', {}, transaction())).statusCode).toBe(401);
    const readOnly = await newKey(w, w.nurse, ['trips:read']);
    expect((await fhirCall(w, 'POST', '/fhir/r4', readOnly.auth, transaction())).statusCode).toBe(403);
  });
});
