import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataAnswer, doneAnswer, listAnswer } from '@/domain/common/answers';
import { crewMemberSchema } from '@/domain/crew/crew-member-answers';
import { crewMemberCreateBody, crewMemberUpdateBody } from '@/domain/crew/crew-member-forms';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { idParams } from '@/server/http/ids';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { createCrewMember, deleteCrewMember, listCrewMembers, resendInvitation, updateCrewMember } from './crew-members';

/** /api/crew-members: an agency manages its own crew members; EMS only, another agency's member is 404. */
export function crewMemberRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // the role is checked on arrival, so a caller without the right never learns whether its body was valid
    const agency = { onRequest: requireRole('EMS') };

    app.get(
      '/',
      {
        ...agency,
        schema: {
          description: "The caller's agency's crew members by name, each with the unit they are signed on to now.",
          response: answers({ 200: listAnswer(crewMemberSchema) }, 401, 403),
        },
      },
      async (request) => ({ success: true, data: await listCrewMembers(ctx.db, callerOf(request)) }),
    );

    app.post(
      '/',
      {
        ...agency,
        schema: {
          description: "Adds a crew member to the caller's agency and mails them a link to set their password (valid 7 days).",
          body: crewMemberCreateBody,
          response: answers({ 201: dataAnswer(crewMemberSchema) }, 400, 401, 403, 409),
        },
      },
      async (request, reply) => {
        const member = await createCrewMember(ctx, callerOf(request), request.body);
        return reply.code(201).send({ success: true, data: member });
      },
    );

    app.put(
      '/:id',
      {
        ...agency,
        schema: {
          description: "Changes a crew member's name or certification, or disables (signing them out and off their unit at once) or enables them.",
          params: idParams,
          body: crewMemberUpdateBody,
          response: answers({ 200: dataAnswer(crewMemberSchema) }, 400, 401, 403, 404),
        },
      },
      async (request) => ({ success: true, data: await updateCrewMember(ctx.db, callerOf(request), request.params.id, request.body) }),
    );

    app.delete(
      '/:id',
      {
        ...agency,
        schema: {
          description: 'Removes a crew member\'s account; the steps and history they recorded keep their name.',
          params: idParams,
          response: answers({ 200: doneAnswer }, 401, 403, 404),
        },
      },
      async (request) => {
        await deleteCrewMember(ctx.db, callerOf(request), request.params.id);
        return { success: true };
      },
    );

    app.post(
      '/:id/invitation',
      {
        ...agency,
        schema: {
          description: 'Mails the crew member a new link to set their password; the older link stops working. Refused for a disabled member.',
          params: idParams,
          response: answers({ 200: doneAnswer }, 401, 403, 404, 409),
        },
      },
      async (request) => {
        await resendInvitation(ctx, callerOf(request), request.params.id);
        return { success: true };
      },
    );
  };
}
