// The FHIR R4 resources TCC answers, as the routes declare them: exactly these elements, nothing else.
import { z } from 'zod';

const identifier = z.object({ system: z.string().optional(), value: z.string() });
const reference = z.object({ type: z.string().optional(), identifier: identifier.optional(), display: z.string().optional() });
const codeableConcept = z.object({ coding: z.array(z.object({ system: z.string(), code: z.string(), display: z.string() })), text: z.string() });

export const TASK_STATUSES = ['requested', 'accepted', 'in-progress', 'completed', 'cancelled', 'rejected'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const FHIR_PRIORITIES = ['routine', 'urgent', 'asap', 'stat'] as const;
export type FhirPriority = (typeof FHIR_PRIORITIES)[number];

/** The Task that follows a transport request from an EHR (GET /fhir/r4/Task/{id}). */
export const fhirTaskSchema = z
  .object({
    resourceType: z.literal('Task'),
    id: z.string(),
    identifier: z.array(identifier),
    status: z.enum(TASK_STATUSES),
    businessStatus: codeableConcept.optional().describe("The crew's latest step, once it recorded one"),
    intent: z.literal('order'),
    priority: z.enum(FHIR_PRIORITIES),
    focus: reference,
    for: reference,
    authoredOn: z.string(),
    lastModified: z.string(),
    owner: reference.optional(),
    output: z
      .array(
        z.object({
          type: codeableConcept,
          valueString: z.string().optional(),
          valueAttachment: z.object({ contentType: z.string(), data: z.string(), title: z.string(), creation: z.string() }).optional(),
        }),
      )
      .optional()
      .describe('Once handed over: the receiver, their signature (a PNG) or why no one signed'),
    note: z.array(z.object({ authorString: z.string(), time: z.string(), text: z.string() })).optional().describe('Once handed over: to whom and when'),
  })
  .meta({ id: 'FhirTask' });
export type FhirTask = z.output<typeof fhirTaskSchema>;

/** Every FHIR error: one issue, with the element's path when an element is at fault; or a transaction entry's note. */
export const operationOutcomeSchema = z
  .object({
    resourceType: z.literal('OperationOutcome'),
    issue: z.array(
      z.object({
        severity: z.enum(['information', 'error', 'fatal']),
        code: z.string(),
        diagnostics: z.string(),
        expression: z.array(z.string()).optional(),
      }),
    ),
  })
  .meta({ id: 'FhirOperationOutcome' });
export type OperationOutcome = z.output<typeof operationOutcomeSchema>;

/** The answer to a transaction Bundle (POST /fhir/r4): one entry per entry sent, in the same order. */
export const transactionResponseSchema = z
  .object({
    resourceType: z.literal('Bundle'),
    type: z.literal('transaction-response'),
    entry: z.array(
      z.object({
        resource: fhirTaskSchema.optional().describe("The order's entry: the Task that follows it"),
        response: z.object({
          status: z.string().describe('201 Created, or 200 OK for a conditional create that found its order'),
          location: z.string().optional(),
          outcome: operationOutcomeSchema.optional().describe('A Patient, Location or Organization entry: how the order used it'),
        }),
      }),
    ),
  })
  .meta({ id: 'FhirTransactionResponse' });
export type TransactionResponse = z.output<typeof transactionResponseSchema>;

const interaction = z.object({ code: z.string() });
/** GET /fhir/r4/metadata. */
export const capabilityStatementSchema = z
  .object({
    resourceType: z.literal('CapabilityStatement'),
    status: z.literal('active'),
    date: z.string(),
    publisher: z.string(),
    kind: z.literal('instance'),
    software: z.object({ name: z.string() }),
    implementation: z.object({ description: z.string(), url: z.string() }),
    fhirVersion: z.literal('4.0.1'),
    format: z.array(z.string()),
    rest: z.array(
      z.object({
        mode: z.literal('server'),
        documentation: z.string(),
        security: z.object({ description: z.string() }),
        interaction: z.array(interaction.extend({ documentation: z.string() })),
        resource: z.array(
          z.object({
            type: z.string(),
            documentation: z.string(),
            interaction: z.array(interaction),
            conditionalCreate: z.boolean().optional(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'FhirCapabilityStatement' });
export type CapabilityStatement = z.output<typeof capabilityStatementSchema>;
