// The FHIR R4 resources TCC takes, as the published contract describes them: the elements TCC reads, any other
// element allowed. The order's reader (service-request.ts, transaction-bundle.ts) judges a body and names what is wrong.
import { z } from 'zod';
import { FHIR_PRIORITIES } from './fhir-resources';

const identifier = z.looseObject({ system: z.string().optional(), value: z.string().optional() });
const coding = z.looseObject({ system: z.string().optional(), code: z.string().optional(), display: z.string().optional() });
const concept = z.looseObject({ coding: z.array(coding).optional(), text: z.string().optional() });
const reference = z.looseObject({
  reference: z.string().optional().describe('#id of a contained resource, or a transaction entry (its fullUrl or Type/id)'),
  identifier: identifier.optional(),
  display: z.string().optional(),
});
const resource = z.looseObject({ resourceType: z.string(), id: z.string().optional(), identifier: z.array(identifier).optional() });
const extension = z.looseObject({ url: z.string(), valueInteger: z.number().optional(), valueBoolean: z.boolean().optional() });

/** A transport order (POST /fhir/r4/ServiceRequest, or the order entry of a transaction Bundle). */
export const fhirServiceRequestSchema = z
  .looseObject({
    resourceType: z.literal('ServiceRequest'),
    identifier: z.array(identifier).optional().describe("The order's business identifier: If-None-Exist finds the trip by it"),
    status: z.literal('active'),
    intent: z.enum(['order', 'original-order']),
    priority: z.enum(FHIR_PRIORITIES).optional(),
    code: concept.describe('The transport level'),
    orderDetail: z.array(concept).optional().describe('Mobility, oxygen, monitoring and special needs'),
    subject: reference.describe('The patient'),
    occurrenceDateTime: z.string().describe('The pickup time, with its offset'),
    locationReference: z.array(reference).describe('Exactly one: the destination'),
    performer: z.array(reference).optional().describe('The agencies to offer the trip to'),
    note: z.array(z.looseObject({ text: z.string() })).optional(),
    contained: z.array(resource).optional(),
    extension: z.array(extension).optional().describe("TCC's extensions: the compare-offers deadline, a second transport intended"),
  })
  .meta({ id: 'FhirServiceRequest' });

const entry = z.looseObject({
  fullUrl: z.string().optional(),
  resource: z.union([fhirServiceRequestSchema, resource]).describe('The ServiceRequest, or a Patient, Location or Organization it references'),
  request: z.looseObject({
    method: z.literal('POST'),
    url: z.string().describe("The entry's resource type"),
    ifNoneExist: z.string().optional().describe('identifier=system|value on the ServiceRequest entry: a conditional create'),
  }),
});

/** A transaction Bundle (POST /fhir/r4): one ServiceRequest and the resources it references. */
export const fhirTransactionBundleSchema = z
  .looseObject({ resourceType: z.literal('Bundle'), type: z.literal('transaction'), entry: z.array(entry) })
  .meta({ id: 'FhirTransactionBundle' });
