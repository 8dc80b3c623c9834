import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { capabilityStatement } from '@/domain/fhir/capability-statement';
import { fhirServiceRequestSchema, fhirTransactionBundleSchema } from '@/domain/fhir/fhir-requests';
import { capabilityStatementSchema, fhirTaskSchema, operationOutcomeSchema, transactionResponseSchema } from '@/domain/fhir/fhir-resources';
import { FHIR_JSON } from '@/domain/fhir/fhir-systems';
import type { AppContext } from '@/server/context';
import { idParams } from '@/server/http/ids';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { jsonBodyParser } from '@/server/plugins/json-body';
import { registerFhirErrors } from './fhir-errors';
import { placeOrder } from './place-order';
import { placeTransaction } from './place-transaction';
import { readTask } from './read-task';

/** A FHIR route's answers: its successes, and an OperationOutcome for every error (those named, and any other). */
const fhirAnswers = <S extends Partial<Record<200 | 201, z.ZodType>>>(success: S, ...errors: number[]) => ({
  ...success,
  ...Object.fromEntries(errors.map((status) => [status, operationOutcomeSchema])),
  '4xx': operationOutcomeSchema,
  '5xx': operationOutcomeSchema,
});

/**
 * /fhir/r4: transport orders from a facility's EHR. A facility (its key with requests:write, or a signed-in nurse)
 * creates a request as a ServiceRequest and follows it as a Task; metadata is open to anyone.
 */
export function fhirRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerFhirErrors(app);
    // a resource is JSON: any other body (Fastify reads text/plain by default) is refused 415
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser(FHIR_JSON, { parseAs: 'string' }, jsonBodyParser(app));
    const base = `${ctx.config.publicUrl}/fhir/r4`;
    const orderer = { onRequest: requireRole('HEALTHCARE'), config: { keyScope: 'requests:write' as const } };
    // the order's reader judges a resource and names the element at fault, so the declared shape only describes it
    const takesResource = { ...orderer, attachValidation: true };
    const conditionalCreate = z.looseObject({
      'if-none-exist': z.string().optional().describe('identifier=system|value: answer the Task of the order with this identifier, if there is one, instead of creating another'),
    });

    app.get(
      '/metadata',
      {
        config: { keyScope: 'any' },
        schema: { description: "TCC's CapabilityStatement: exactly what its FHIR R4 endpoint supports. No sign-in needed.", produces: [FHIR_JSON],
          response: fhirAnswers({ 200: capabilityStatementSchema }) },
      },
      async (_request, reply) => reply.type(FHIR_JSON).send(capabilityStatement(base)),
    );

    app.post(
      '/ServiceRequest',
      {
        ...takesResource,
        schema: {
          description:
            "Creates a transport request from the caller's facility (201 with its Task and a Location header). With If-None-Exist: identifier=system|value, an order already made answers its Task (200) and creates nothing.",
          consumes: [FHIR_JSON, 'application/json'],
          produces: [FHIR_JSON],
          headers: conditionalCreate,
          body: fhirServiceRequestSchema,
          response: fhirAnswers({ 200: fhirTaskSchema, 201: fhirTaskSchema }, 400, 401, 403, 409, 422),
          answerHeaders: { 200: ['location'], 201: ['location'] },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const { tripId, created } = await placeOrder(ctx, caller, request.body, request.headers['if-none-exist']);
        const task = await readTask(ctx.db, caller, tripId);
        return reply.code(created ? 201 : 200).type(FHIR_JSON).header('location', `${base}/Task/${tripId}`).send(task);
      },
    );

    app.post(
      '/',
      {
        ...takesResource,
        schema: {
          description:
            "A transaction Bundle: one ServiceRequest entry with the Patient, Location and Organization entries it references (by fullUrl or Type/id), all POST. Creates the transport request as POST ServiceRequest does, the order entry's request.ifNoneExist making it conditional; answers a transaction-response Bundle holding the Task.",
          consumes: [FHIR_JSON, 'application/json'],
          produces: [FHIR_JSON],
          body: fhirTransactionBundleSchema,
          response: fhirAnswers({ 200: transactionResponseSchema }, 400, 401, 403, 409, 422),
        },
      },
      async (request, reply) => reply.type(FHIR_JSON).send(await placeTransaction(ctx, callerOf(request), request.body)),
    );

    app.get(
      '/Task/:id',
      {
        ...orderer,
        schema: {
          description: "The Task following one of the facility's transport requests: its status and, once accepted, its owner (the agency).",
          params: idParams,
          produces: [FHIR_JSON],
          response: fhirAnswers({ 200: fhirTaskSchema }, 401, 403, 404),
        },
      },
      async (request, reply) => reply.type(FHIR_JSON).send(await readTask(ctx.db, callerOf(request), request.params.id)),
    );
  };
}
