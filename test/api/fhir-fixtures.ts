// FHIR orders for the tests: a ServiceRequest as an EHR sends it, and calls that check every answer is valid FHIR R4.
import { expect } from 'vitest';
import { FHIR_JSON, TCC_CODE_SYSTEM } from '@/domain/fhir/fhir-systems';
import { expectValidFhir } from '../support/fhir-validator';
import { freshPatientId, type Headers, type TripWorld } from './trip-fixtures';

export const ORDER_SYSTEM = 'urn:oid:2.16.840.1.113883.3.999.1';

/** An order of General Hospital's EHR: the patient (one of its own), destination and agency as contained resources. */
export const serviceRequest = (over: Record<string, unknown> = {}) => ({
  resourceType: 'ServiceRequest',
  identifier: [{ system: ORDER_SYSTEM, value: `ORD-${Math.random().toString(36).slice(2, 10)}` }],
  status: 'active',
  intent: 'order',
  priority: 'urgent',
  code: { coding: [{ system: TCC_CODE_SYSTEM, code: 'ALS' }], text: 'ALS transport' },
  orderDetail: [{ coding: [{ system: TCC_CODE_SYSTEM, code: 'oxygen' }, { system: TCC_CODE_SYSTEM, code: 'stretcher' }] }],
  subject: { reference: '#pat' },
  occurrenceDateTime: '2026-11-21T14:30:00-05:00',
  locationReference: [{ reference: '#dest' }],
  performer: [{ display: 'Allegheny ALS' }],
  note: [{ text: 'Call the ward on arrival' }],
  contained: [
    { resourceType: 'Patient', id: 'pat', identifier: [{ system: 'urn:mrn', value: `MRN${freshPatientId()}` }], name: [{ family: 'Doe', given: ['Jane'] }] },
    { resourceType: 'Location', id: 'dest', name: 'Riverside Rehab' },
  ],
  ...over,
});

/** A FHIR call whose answer, whatever its status, must be FHIR R4 in application/fhir+json. */
export async function fhirCall(w: TripWorld, method: 'GET' | 'POST', url: string, headers: Headers, body?: unknown, extra: Headers = {}) {
  const res = await w.t.app.inject({
    method,
    url,
    headers: { ...headers, ...extra, ...(body !== undefined && { 'content-type': FHIR_JSON }) },
    ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
  await expectValidFhir(res.json());
  return res;
}

/** The OperationOutcome's one issue. */
export const issueOf = (res: { json(): unknown }) =>
  (res.json() as { issue: { code: string; diagnostics: string; expression?: string[] }[] }).issue[0]!;
