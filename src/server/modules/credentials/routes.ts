import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataAnswer, doneAnswer, listAnswer } from '@/domain/common/answers';
import { credentialViewSchema } from '@/domain/credentials/credential-answers';
import { credentialCreateBody, credentialListQuery, credentialUpdateBody } from '@/domain/credentials/credential-forms';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { idParams } from '@/server/http/ids';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { todayAtCenter } from './credential-expiry';
import { listCredentials } from './credential-queries';
import { createCredential, deleteCredential, updateCredential } from './credential-writes';

/**
 * /api/credentials: an agency records its units' and crew members' credentials (EMS); the control center reads every
 * agency's, a crew member their own. Anything outside the caller's sight is 404.
 */
export function credentialRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const read = { onRequest: requireRole('ADMIN', 'USER', 'EMS', 'CREW') };
    const write = { onRequest: requireRole('EMS') };
    const today = () => todayAtCenter(ctx.center);

    app.get(
      '/',
      {
        ...read,
        schema: {
          description:
            "The credentials in the caller's sight (an agency its own, the control center every agency's, a crew member their own), soonest expiry first: of one unit or crew member, or only those expired or expiring within 30 days (lapsing=true).",
          querystring: credentialListQuery,
          response: answers({ 200: listAnswer(credentialViewSchema) }, 400, 401, 403, 404),
        },
      },
      async (request) => ({ success: true, data: await listCredentials(ctx.db, callerOf(request), request.query, today()) }),
    );

    app.post(
      '/',
      {
        ...write,
        schema: {
          description: "Records a credential of one of the caller's agency's units (unitId) or crew members (crewMemberId) with its expiry date.",
          body: credentialCreateBody,
          response: answers({ 201: dataAnswer(credentialViewSchema) }, 400, 401, 403, 404),
        },
      },
      async (request, reply) => reply.code(201).send({ success: true, data: await createCredential(ctx.db, callerOf(request), request.body, today()) }),
    );

    app.put(
      '/:id',
      {
        ...write,
        schema: {
          description: "Changes one of the caller's agency's credentials; a new expiry date (a renewal) starts its warnings over.",
          params: idParams,
          body: credentialUpdateBody,
          response: answers({ 200: dataAnswer(credentialViewSchema) }, 400, 401, 403, 404),
        },
      },
      async (request) => ({ success: true, data: await updateCredential(ctx.db, callerOf(request), request.params.id, request.body, today()) }),
    );

    app.delete(
      '/:id',
      {
        ...write,
        schema: { description: "Removes one of the caller's agency's credentials.", params: idParams, response: answers({ 200: doneAnswer }, 401, 403, 404) },
      },
      async (request) => {
        await deleteCredential(ctx.db, callerOf(request), request.params.id);
        return { success: true };
      },
    );
  };
}
