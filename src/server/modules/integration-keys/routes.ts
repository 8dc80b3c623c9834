import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdKeyAnswer, keyListAnswer, revokedKeyAnswer } from '@/domain/integrations/integration-key-answers';
import { createKeyBody, KEY_HOLDERS } from '@/domain/integrations/integration-keys';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { idParams } from '@/server/http/ids';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { createKey, listKeys, revokeKey } from './key-store';

/**
 * /api/integration-keys: an administrator, a facility or an agency keeps the API keys of its own organisation.
 * No route declares a key scope, so a key cannot manage keys.
 */
export function integrationKeyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const holder = { onRequest: requireRole(...KEY_HOLDERS) };
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/',
      { ...holder, schema: { description: "The caller's organisation's API keys, live and revoked, newest first; never their text.", response: answers({ 200: keyListAnswer }, 401, 403) } },
      async (request) => ({ success: true as const, data: await listKeys(ctx.db, callerOf(request)) }),
    );

    app.post(
      '/',
      {
        ...holder,
        config: { answerHoldsSecret: true },
        schema: {
          description: "Creates an API key for the caller's organisation; the answer holds the key's text, which is shown this once. A repeat with the same Idempotency-Key creates nothing and answers 409.",
          body: createKeyBody,
          response: answers({ 201: createdKeyAnswer }, 400, 401, 403, 409),
        },
      },
      async (request, reply) => reply.code(201).send({ success: true as const, data: await createKey(ctx.db, callerOf(request), request.body) }),
    );

    app.post(
      '/:id/revoke',
      {
        ...holder,
        schema: {
          description: 'Revokes one of the organisation\'s keys: refused from its next call on, on every instance. Revoking it again changes nothing.',
          params: idParams,
          response: answers({ 200: revokedKeyAnswer }, 401, 403, 404),
        },
      },
      async (request) => ({ success: true as const, data: await revokeKey(ctx.db, callerOf(request), request.params.id) }),
    );
  };
}
