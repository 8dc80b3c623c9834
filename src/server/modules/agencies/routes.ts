import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataAnswer, listAnswer } from '@/domain/common/answers';
import { agencySchema } from '@/domain/organisations/agency-answers';
import { agencyCreateBody, agencyEditBody } from '@/domain/organisations/agency-forms';
import { removedRecordSchema } from '@/domain/organisations/organisation-answers';
import { orgListQuery, orgNameSchema } from '@/domain/organisations/org-list-query';
import { searchQuery } from '@/domain/common/form-fields';
import { AGENCY_MESSAGES } from '@/domain/organisations/org-messages';
import { rejectBody } from '@/domain/organisations/registration-review';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { idParams, requireKnownId } from '@/server/http/id-param';
import { requireRole } from '@/server/plugins/auth';
import { deleteAgency } from './agency-delete';
import { getAgency, listAgencies, listAgencyNames, searchAgencies } from './agency-queries';
import { reviewAgency, reviewAgencyIdentity } from './agency-review';
import { createAgency, editAgency } from './agency-write';

const agencyAnswer = dataAnswer(agencySchema);

// Roles: ADMIN and USER read; only ADMIN writes (create, edit, approve, reject, delete); HEALTHCARE and EMS get 403.
export function agencyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The role is checked on arrival, so a caller without the right never learns whether the body was valid.
    const read = { onRequest: requireRole('ADMIN', 'USER') };
    const write = { onRequest: requireRole('ADMIN') };
    const byId = { preValidation: requireKnownId(AGENCY_MESSAGES.notFound) };

    app.get(
      '/',
      {
        ...read,
        schema: {
          description: 'The EMS agencies passing the status filter and search, registrations awaiting review first unless sorted otherwise; a page with its total when limit or offset is given. Control center only.',
          querystring: orgListQuery,
          response: answers({ 200: listAnswer(agencySchema) }, 400, 401, 403),
        },
      },
      async (request) => ({ success: true, ...(await listAgencies(ctx.db, request.query)) }),
    );

    app.get(
      '/names',
      {
        ...read,
        schema: {
          description: "The same list with only each agency's id, name and whether it is active, for filters and pickers. Control center only.",
          querystring: orgListQuery,
          response: answers({ 200: listAnswer(orgNameSchema) }, 400, 401, 403),
        },
      },
      async (request) => ({ success: true, ...(await listAgencyNames(ctx.db, request.query)) }),
    );

    app.get(
      '/search',
      {
        ...read,
        schema: {
          description: 'The first agencies whose name, contact, city or id contains the text, any case. Control center only.',
          querystring: searchQuery,
          response: answers({ 200: dataAnswer(z.array(agencySchema)) }, 400, 401, 403),
        },
      },
      async (request) => ({ success: true, data: await searchAgencies(ctx.db, request.query.q) }),
    );

    app.get(
      '/:id',
      {
        ...read,
        ...byId,
        schema: { description: 'One agency. Control center only.', params: idParams, response: answers({ 200: agencyAnswer }, 400, 401, 403, 404) },
      },
      async (request) => ({ success: true, data: await getAgency(ctx.db, request.params.id) }),
    );

    app.post(
      '/',
      {
        ...write,
        schema: {
          description: 'Adds an agency, active at once, under a name no other active agency has. Administrators only.',
          body: agencyCreateBody,
          response: answers({ 201: agencyAnswer }, 400, 401, 403, 409),
        },
      },
      async (request, reply) => {
        const id = await createAgency(ctx.db, request.body);
        return reply.code(201).send({ success: true, data: await getAgency(ctx.db, id) });
      },
    );

    app.put(
      '/:id',
      {
        ...write,
        ...byId,
        schema: {
          description: "Changes an agency as the Edit Agency form does; switching it off or on moves its status and its staff's access with it. Administrators only.",
          params: idParams,
          body: agencyEditBody,
          response: answers({ 200: agencyAnswer }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => {
        await editAgency(ctx.db, request.params.id, request.body);
        return { success: true, data: await getAgency(ctx.db, request.params.id) };
      },
    );

    app.put(
      '/:id/approve',
      {
        ...write,
        ...byId,
        schema: {
          description: 'Approves an agency awaiting review: it becomes ACTIVE, its accounts open and its staff are told. Administrators only.',
          params: idParams,
          response: answers({ 200: agencyAnswer }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => {
        await reviewAgency(ctx, request.params.id, 'approve');
        return { success: true, data: await getAgency(ctx.db, request.params.id) };
      },
    );

    // the reason, when given, goes to the applicant with the news
    app.put(
      '/:id/reject',
      {
        ...write,
        ...byId,
        schema: {
          description: 'Rejects an agency awaiting review: it becomes REJECTED and its staff are told, with the reason when one is given. Administrators only.',
          params: idParams,
          body: rejectBody,
          response: answers({ 200: agencyAnswer }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => {
        await reviewAgency(ctx, request.params.id, 'reject', request.body.reason);
        return { success: true, data: await getAgency(ctx.db, request.params.id) };
      },
    );

    // an agency's own change of name or e-mail, held until the control center decides
    for (const decision of ['approve', 'reject'] as const) {
      app.put(
        `/:id/${decision}-change`,
        {
          ...write,
          ...byId,
          schema: {
            description: `${decision === 'approve' ? 'Puts in force' : 'Turns down'} the change of name or e-mail an agency asked for. Administrators only.`,
            params: idParams,
            response: answers({ 200: agencyAnswer }, 400, 401, 403, 404, 409),
          },
        },
        async (request) => {
          await reviewAgencyIdentity(ctx, request.params.id, decision);
          return { success: true, data: await getAgency(ctx.db, request.params.id) };
        },
      );
    }

    app.delete(
      '/:id',
      {
        ...write,
        ...byId,
        schema: {
          description: 'Removes an agency that never carried a transport and has no units, with its accounts; others are refused. Administrators only.',
          params: idParams,
          response: answers({ 200: dataAnswer(removedRecordSchema) }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => {
        await deleteAgency(ctx.db, request.params.id);
        return { success: true, data: { id: request.params.id } };
      },
    );
  };
}
