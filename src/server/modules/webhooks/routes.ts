import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataAnswer, doneAnswer, listAnswer } from '@/domain/common/answers';
import { STAFF_USER_TYPES } from '@/domain/common/enums';
import { createdWebhookSchema, webhookDeliverySchema, webhookEndpointSchema, webhookSecretSchema } from '@/domain/webhooks/webhook-answers';
import { webhookCreateBody, webhookDeliveryParams, webhookUpdateBody } from '@/domain/webhooks/webhook-forms';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { idParams } from '@/server/http/ids';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { createEndpoint, deleteEndpoint, listDeliveries, listEndpoints, resendDelivery, rotateSecret, updateEndpoint } from './endpoints';

/** /api/webhooks: any signed-in desk user manages their own organisation's endpoints (control center, facility, agency); never the crew. */
export function webhookRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // read at each call rather than captured once, so a test may turn the operator's setting on a running app
  const settings = ctx.config.webhooks;
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    // the role is checked on arrival; an integration key needs the webhooks scope
    const guarded = { onRequest: requireRole(...STAFF_USER_TYPES), config: { keyScope: 'webhooks:manage' as const } };
    // the answer holds a signing secret: a repeat with the same Idempotency-Key answers 409, and the secret is not kept
    const showsSecret = { ...guarded, config: { ...guarded.config, answerHoldsSecret: true } };

    app.get(
      '/',
      {
        ...guarded,
        schema: {
          description: "The caller's organisation's webhook endpoints, oldest first, without their secrets.",
          response: answers({ 200: listAnswer(webhookEndpointSchema) }, 401, 403),
        },
      },
      async (request) => ({ success: true, data: await listEndpoints(ctx.db, callerOf(request)) }),
    );

    app.post(
      '/',
      {
        ...showsSecret,
        schema: {
          description:
            'Registers an endpoint for the events chosen; the answer holds its signing secret, which is never shown again. A repeat with the same Idempotency-Key registers nothing and answers 409.',
          body: webhookCreateBody,
          response: answers({ 201: dataAnswer(createdWebhookSchema) }, 400, 401, 403, 409),
        },
      },
      async (request, reply) => reply.code(201).send({ success: true, data: await createEndpoint(ctx.db, callerOf(request), request.body, settings) }),
    );

    app.put(
      '/:id',
      {
        ...guarded,
        schema: {
          description: 'Changes an endpoint: its URL, description, events, or whether it is enabled (disabling cancels what it was still to get).',
          params: idParams,
          body: webhookUpdateBody,
          response: answers({ 200: dataAnswer(webhookEndpointSchema) }, 400, 401, 403, 404),
        },
      },
      async (request) => ({ success: true, data: await updateEndpoint(ctx.db, callerOf(request), request.params.id, request.body, settings.allowPrivate) }),
    );

    app.delete(
      '/:id',
      {
        ...guarded,
        schema: { description: 'Deletes an endpoint with its delivery log; nothing more is sent to it.', params: idParams, response: answers({ 200: doneAnswer }, 401, 403, 404) },
      },
      async (request) => {
        await deleteEndpoint(ctx.db, callerOf(request), request.params.id);
        return { success: true };
      },
    );

    app.post(
      '/:id/rotate-secret',
      {
        ...showsSecret,
        schema: {
          description:
            'Replaces the signing secret at once; the answer holds the new one, which is never shown again. A repeat with the same Idempotency-Key replaces nothing and answers 409.',
          params: idParams,
          response: answers({ 200: dataAnswer(webhookSecretSchema) }, 401, 403, 404, 409),
        },
      },
      async (request) => ({ success: true, data: await rotateSecret(ctx.db, callerOf(request), request.params.id) }),
    );

    app.get(
      '/:id/deliveries',
      {
        ...guarded,
        schema: {
          description: "The endpoint's latest deliveries, newest first, each with its attempts: time, status code or error, duration.",
          params: idParams,
          response: answers({ 200: listAnswer(webhookDeliverySchema) }, 401, 403, 404),
        },
      },
      async (request) => ({ success: true, data: await listDeliveries(ctx.db, callerOf(request), request.params.id) }),
    );

    app.post(
      '/:id/deliveries/:deliveryId/resend',
      {
        ...guarded,
        schema: {
          description: 'Sends a delivery again with the same webhook-id and body, as a new series of attempts.',
          params: webhookDeliveryParams,
          response: answers({ 200: dataAnswer(webhookDeliverySchema) }, 401, 403, 404, 409),
        },
      },
      async (request) => ({ success: true, data: await resendDelivery(ctx.db, callerOf(request), request.params.id, request.params.deliveryId) }),
    );
  };
}
