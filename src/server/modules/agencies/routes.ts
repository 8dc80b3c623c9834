import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyCreateBody, agencyEditBody } from '@/domain/organisations/agency-forms';
import { orgListQuery } from '@/domain/organisations/org-list-query';
import { searchQuery } from '@/domain/common/form-fields';
import { AGENCY_MESSAGES } from '@/domain/organisations/org-messages';
import { rejectBody } from '@/domain/organisations/registration-review';
import type { AppContext } from '@/server/context';
import { idParams, requireKnownId } from '@/server/http/id-param';
import { requireRole } from '@/server/plugins/auth';
import { deleteAgency } from './agency-delete';
import { getAgency, listAgencies, listAgencyNames, searchAgencies } from './agency-queries';
import { reviewAgency, reviewAgencyIdentity } from './agency-review';
import { createAgency, editAgency } from './agency-write';

// Roles: ADMIN and USER read; only ADMIN writes (create, edit, approve, reject, delete); HEALTHCARE and EMS get 403.
export function agencyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The role is checked on arrival, so a caller without the right never learns whether the body was valid.
    const read = { onRequest: requireRole('ADMIN', 'USER') };
    const write = { onRequest: requireRole('ADMIN') };
    const byId = { preValidation: requireKnownId(AGENCY_MESSAGES.notFound) };

    app.get('/', { ...read, schema: { querystring: orgListQuery } }, async (request) => ({
      success: true,
      ...(await listAgencies(ctx.db, request.query)),
    }));

    app.get('/names', { ...read, schema: { querystring: orgListQuery } }, async (request) => ({
      success: true,
      ...(await listAgencyNames(ctx.db, request.query)),
    }));

    app.get('/search', { ...read, schema: { querystring: searchQuery } }, async (request) => ({
      success: true,
      data: await searchAgencies(ctx.db, request.query.q),
    }));

    app.get('/:id', { ...read, ...byId, schema: { params: idParams } }, async (request) => ({
      success: true,
      data: await getAgency(ctx.db, request.params.id),
    }));

    app.post('/', { ...write, schema: { body: agencyCreateBody } }, async (request, reply) => {
      const id = await createAgency(ctx.db, request.body);
      return reply.code(201).send({ success: true, data: await getAgency(ctx.db, id) });
    });

    app.put('/:id', { ...write, ...byId, schema: { params: idParams, body: agencyEditBody } }, async (request) => {
      await editAgency(ctx.db, request.params.id, request.body);
      return { success: true, data: await getAgency(ctx.db, request.params.id) };
    });

    app.put('/:id/approve', { ...write, ...byId, schema: { params: idParams } }, async (request) => {
      await reviewAgency(ctx, request.params.id, 'approve');
      return { success: true, data: await getAgency(ctx.db, request.params.id) };
    });

    // the reason, when given, goes to the applicant with the news
    app.put('/:id/reject', { ...write, ...byId, schema: { params: idParams, body: rejectBody } }, async (request) => {
      await reviewAgency(ctx, request.params.id, 'reject', request.body.reason);
      return { success: true, data: await getAgency(ctx.db, request.params.id) };
    });

    // an agency's own change of name or e-mail, held until the control center decides
    for (const decision of ['approve', 'reject'] as const) {
      app.put(`/:id/${decision}-change`, { ...write, ...byId, schema: { params: idParams } }, async (request) => {
        await reviewAgencyIdentity(ctx, request.params.id, decision);
        return { success: true, data: await getAgency(ctx.db, request.params.id) };
      });
    }

    app.delete('/:id', { ...write, ...byId, schema: { params: idParams } }, async (request) => {
      await deleteAgency(ctx.db, request.params.id);
      return { success: true, data: { id: request.params.id } };
    });
  };
}
