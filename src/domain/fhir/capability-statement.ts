// What TCC's FHIR R4 endpoint supports, exactly: creating a transport order as a ServiceRequest and following it as a Task.
import type { CapabilityStatement } from './fhir-resources';
import { TRIP_STEPS } from '../trips/trip-steps';
import { AGENCY_SYSTEM, FHIR_JSON, MOBILITY_CODES, NEED_CODES, PLACE_SYSTEM, TCC_CODE_SYSTEM, TRIP_NUMBER_SYSTEM, TRIP_STEP_SYSTEM } from './fhir-systems';

/** When this statement last changed. */
const STATEMENT_DATE = '2026-11-28';

const TASK_DOC = [
  'GET Task/{id} follows the request: requested, accepted, in-progress, completed, cancelled, or rejected when every offered',
  `agency declined; owner is the accepting agency; businessStatus is the crew's latest step, coded in ${TRIP_STEP_SYSTEM}`,
  `(${TRIP_STEPS.join(', ')}), absent before the first.`,
].join(' ');

const TRANSACTION_DOC = [
  'POST a transaction Bundle to the base: one ServiceRequest entry (read as POST ServiceRequest reads it) with the Patient,',
  'Location and Organization entries it references by fullUrl or Type/id, every entry POST; the ServiceRequest entry\'s',
  'request.ifNoneExist makes it a conditional create. TCC keeps no Patient, Location or Organization: each is read for the order.',
  'Answers a transaction-response Bundle with the Task in the ServiceRequest\'s entry.',
].join(' ');

const SERVICE_REQUEST_DOC = [
  'POST ServiceRequest (application/fhir+json or application/json) creates a transport request from the key\'s facility;',
  'conditional create with If-None-Exist: identifier=system|value (the ServiceRequest\'s own identifier).',
  'Required: status active, intent order, subject (the patient by identifier only: a name is never stored),',
  'occurrenceDateTime (with time and offset), code with a coding of',
  `${TCC_CODE_SYSTEM} (BLS, ALS or CCT), and one locationReference: the destination, matched to TCC's directory by an`,
  `identifier of ${PLACE_SYSTEM} or by name. Optional: priority (routine, urgent, asap, stat), orderDetail codings of`,
  `${TCC_CODE_SYSTEM} (${[...Object.keys(NEED_CODES), ...Object.keys(MOBILITY_CODES)].join(', ')}), note, and performer:`,
  `the agencies to offer it to, by an identifier of ${AGENCY_SYSTEM} or by name (none: every eligible agency).`,
  'Patient, Location and Organization may be contained resources (#id), or entries of a transaction Bundle. Answers 201 with the Task.',
].join(' ');

export function capabilityStatement(baseUrl: string): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: STATEMENT_DATE,
    publisher: 'TCC',
    kind: 'instance',
    software: { name: 'TCC Transport Control Center' },
    implementation: { description: 'Transport orders from an EHR', url: baseUrl },
    fhirVersion: '4.0.1',
    format: [FHIR_JSON, 'json'],
    rest: [
      {
        mode: 'server',
        documentation: `Transport orders from a facility's EHR. Codes: ${TCC_CODE_SYSTEM}; trip numbers: ${TRIP_NUMBER_SYSTEM}.`,
        security: {
          description: "Authorization: Bearer <TCC API key> of a healthcare facility, with the scope requests:write. Every call but metadata needs it.",
        },
        interaction: [{ code: 'transaction', documentation: TRANSACTION_DOC }],
        resource: [
          { type: 'ServiceRequest', documentation: SERVICE_REQUEST_DOC, interaction: [{ code: 'create' }], conditionalCreate: true },
          {
            type: 'Task',
            documentation: TASK_DOC,
            interaction: [{ code: 'read' }],
          },
        ],
      },
    ],
  };
}
