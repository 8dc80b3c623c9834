import { describe, expect, it } from 'vitest';
import { FhirProblem } from '@/domain/fhir/fhir-problem';
import { TCC_CODE_SYSTEM, TRIP_STEP_SYSTEM } from '@/domain/fhir/fhir-systems';
import { conditionalIdentifier, readServiceRequest } from '@/domain/fhir/service-request';
import { requestBodyOf, taskOf, taskStatusOf } from '@/domain/fhir/transport-order-mapping';

const minimal = {
  resourceType: 'ServiceRequest',
  status: 'active',
  intent: 'order',
  code: { coding: [{ system: TCC_CODE_SYSTEM, code: 'BLS' }] },
  subject: { identifier: { value: 'P1' } },
  occurrenceDateTime: '2026-11-21T14:30:00Z',
  locationReference: [{ display: 'Riverside Rehab' }],
};

const problemOf = (resource: unknown) => {
  try {
    readServiceRequest(resource);
  } catch (err) {
    if (err instanceof FhirProblem) return { status: err.status, expression: err.expression };
    throw err;
  }
  return null;
};

describe('readServiceRequest', () => {
  it('reads a minimal order with FHIR defaults: routine, no performer, no identifier', () => {
    const order = readServiceRequest(minimal);
    expect(order).toMatchObject({ identifier: null, patientId: 'P1', urgencyLevel: 'Routine', transportLevel: 'BLS', performers: [] });
    expect(order.destination).toEqual({ expression: 'ServiceRequest.locationReference[0]', name: 'Riverside Rehab' });
  });

  it('maps asap and stat to emergent, and never reads a contained Patient name', () => {
    expect(readServiceRequest({ ...minimal, priority: 'stat' }).urgencyLevel).toBe('Emergent');
    expect(readServiceRequest({ ...minimal, priority: 'asap' }).urgencyLevel).toBe('Emergent');
    const withName = {
      ...minimal,
      subject: { reference: '#p' },
      contained: [{ resourceType: 'Patient', id: 'p', identifier: [{ value: 'MRN1' }], name: [{ family: 'Doe' }] }],
    };
    expect(JSON.stringify(readServiceRequest(withName))).not.toContain('Doe');
  });

  it('names the element at fault', () => {
    expect(problemOf([])).toEqual({ status: 400, expression: 'ServiceRequest' });
    expect(problemOf({ ...minimal, locationReference: [] })).toEqual({ status: 400, expression: 'ServiceRequest.locationReference' });
    expect(problemOf({ ...minimal, subject: { reference: '#missing' } })).toEqual({ status: 400, expression: 'ServiceRequest.subject.reference' });
    expect(problemOf({ ...minimal, performer: [{ identifier: { system: 'urn:other', value: '1' } }] })).toEqual({ status: 400, expression: 'ServiceRequest.performer[0]' });
    const twoMobilities = { ...minimal, orderDetail: [{ coding: [{ system: TCC_CODE_SYSTEM, code: 'wheelchair' }, { system: TCC_CODE_SYSTEM, code: 'stretcher' }] }] };
    expect(problemOf(twoMobilities)).toEqual({ status: 400, expression: 'ServiceRequest.orderDetail[0].coding[1].code' });
  });

  it('takes If-None-Exist only for the order identifier, escapes decoded', () => {
    const order = readServiceRequest({ ...minimal, identifier: [{ system: 'urn:a', value: 'x|1' }] });
    expect(conditionalIdentifier('identifier=urn:a|x%7C1', order)).toEqual({ system: 'urn:a', value: 'x|1' });
    expect(() => conditionalIdentifier('identifier=urn:a|%E0', order)).toThrow(FhirProblem);
    expect(() => conditionalIdentifier('_id=1', order)).toThrow(FhirProblem);
  });
});

describe('requestBodyOf and taskOf', () => {
  it('widens the radius only for named agencies', () => {
    const order = readServiceRequest(minimal);
    expect(requestBodyOf(order, { placeId: 'p', name: 'R' }, []).notificationRadius).toBe(100);
    expect(requestBodyOf(order, { placeId: 'p', name: 'R' }, ['a']).notificationRadius).toBe(200);
  });

  it('reads a request cancelled by the last decline as rejected, another cancellation as cancelled', () => {
    expect(taskStatusOf('PENDING', [{ response: 'DECLINED' }, { response: 'OFFERED' }])).toBe('requested');
    expect(taskStatusOf('CANCELLED', [{ response: 'DECLINED' }, { response: 'DECLINED' }])).toBe('rejected');
    expect(taskStatusOf('CANCELLED', [{ response: 'OFFERED' }])).toBe('cancelled');
    expect(taskStatusOf('CANCELLED', [])).toBe('cancelled');
    expect(taskStatusOf('IN_PROGRESS', [])).toBe('in-progress');
  });

  it('leaves the owner out until an agency accepts', () => {
    const facts = { id: 't', tripNumber: 'TRP-1', patientId: 'P1', status: 'PENDING' as const, latestStep: null, priority: 'CRITICAL' as const, createdAt: 'a', updatedAt: 'b', assignedAgency: null, offeredAgencies: [], order: null };
    const task = taskOf(facts);
    expect(task).not.toHaveProperty('owner');
    expect(task.priority).toBe('stat');
    expect(task.focus).toEqual({ type: 'ServiceRequest', display: 'Transport request TRP-1' });
    expect(task).not.toHaveProperty('businessStatus');
  });

  it("shows the crew's latest step as the business status, coded and in the screens' words", () => {
    const facts = { id: 't', tripNumber: 'TRP-1', patientId: 'P1', status: 'IN_PROGRESS' as const, latestStep: 'PATIENT_LOADED' as const, priority: 'MEDIUM' as const, createdAt: 'a', updatedAt: 'b', assignedAgency: null, offeredAgencies: [], order: null };
    expect(taskOf(facts).businessStatus).toEqual({ coding: [{ system: TRIP_STEP_SYSTEM, code: 'PATIENT_LOADED', display: 'Patient loaded' }], text: 'Patient loaded' });
  });
});
