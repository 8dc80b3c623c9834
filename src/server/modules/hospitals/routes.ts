import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuery } from '@/domain/common/form-fields';
import { hospitalEditBody } from '@/domain/organisations/hospital-forms';
import { orgListQuery } from '@/domain/organisations/org-list-query';
import { HOSPITAL_MESSAGES } from '@/domain/organisations/org-messages';
import { rejectBody } from '@/domain/organisations/registration-review';
import type { AppContext } from '@/server/context';
import { idParams, requireKnownId } from '@/server/http/id-param';
import { requireRole } from '@/server/plugins/auth';
import { deleteHospital } from './hospital-delete';
import { editHospital } from './hospital-edit';
import { getHospital, listHospitalNames, listHospitals, searchHospitals } from './hospital-queries';
import { reviewHospital, reviewHospitalIdentity } from './hospital-review';

// Roles: ADMIN and USER read; only ADMIN writes (edit, approve, reject, decide a change, delete); HEALTHCARE and EMS get 403.
export function hospitalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The role is checked on arrival, so a caller without the right never learns whether the body was valid.
    const read = { onRequest: requireRole('ADMIN', 'USER') };
    const write = { onRequest: requireRole('ADMIN') };
    const byId = { preValidation: requireKnownId(HOSPITAL_MESSAGES.notFound) };

    app.get('/', { ...read, schema: { querystring: orgListQuery } }, async (request) => ({
      success: true,
      ...(await listHospitals(ctx.db, request.query)),
    }));

    app.get('/names', { ...read, schema: { querystring: orgListQuery } }, async (request) => ({
      success: true,
      ...(await listHospitalNames(ctx.db, request.query)),
    }));

    app.get('/search', { ...read, schema: { querystring: searchQuery } }, async (request) => ({
      success: true,
      data: await searchHospitals(ctx.db, request.query.q),
    }));

    app.get('/:id', { ...read, ...byId, schema: { params: idParams } }, async (request) => ({
      success: true,
      data: await getHospital(ctx.db, request.params.id),
    }));

    app.put('/:id', { ...write, ...byId, schema: { params: idParams, body: hospitalEditBody } }, async (request) => ({
      success: true,
      data: await editHospital(ctx.db, request.params.id, request.body),
    }));

    app.put('/:id/approve', { ...write, ...byId, schema: { params: idParams } }, async (request) => {
      await reviewHospital(ctx, request.params.id, 'approve');
      return { success: true, data: await getHospital(ctx.db, request.params.id) };
    });

    // the reason, when given, goes to the applicant with the news
    app.put('/:id/reject', { ...write, ...byId, schema: { params: idParams, body: rejectBody } }, async (request) => {
      await reviewHospital(ctx, request.params.id, 'reject', request.body.reason);
      return { success: true, data: await getHospital(ctx.db, request.params.id) };
    });

    // a facility's own change of name or e-mail, held until the control center decides
    for (const decision of ['approve', 'reject'] as const) {
      app.put(`/:id/${decision}-change`, { ...write, ...byId, schema: { params: idParams } }, async (request) => {
        await reviewHospitalIdentity(ctx, request.params.id, decision);
        return { success: true, data: await getHospital(ctx.db, request.params.id) };
      });
    }

    app.delete('/:id', { ...write, ...byId, schema: { params: idParams } }, async (request) => {
      await deleteHospital(ctx.db, request.params.id);
      return { success: true, data: { id: request.params.id } };
    });
  };
}
