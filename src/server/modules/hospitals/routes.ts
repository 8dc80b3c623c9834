import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataAnswer, listAnswer } from '@/domain/common/answers';
import { searchQuery } from '@/domain/common/form-fields';
import { hospitalSchema } from '@/domain/organisations/hospital-answers';
import { hospitalEditBody } from '@/domain/organisations/hospital-forms';
import { removedRecordSchema } from '@/domain/organisations/organisation-answers';
import { orgListQuery, orgNameSchema } from '@/domain/organisations/org-list-query';
import { HOSPITAL_MESSAGES } from '@/domain/organisations/org-messages';
import { rejectBody } from '@/domain/organisations/registration-review';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { idParams, requireKnownId } from '@/server/http/id-param';
import { requireRole } from '@/server/plugins/auth';
import { deleteHospital } from './hospital-delete';
import { editHospital } from './hospital-edit';
import { getHospital, listHospitalNames, listHospitals, searchHospitals } from './hospital-queries';
import { reviewHospital, reviewHospitalIdentity } from './hospital-review';

const hospitalAnswer = dataAnswer(hospitalSchema);

// Roles: ADMIN and USER read; only ADMIN writes (edit, approve, reject, decide a change, delete); HEALTHCARE and EMS get 403.
export function hospitalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The role is checked on arrival, so a caller without the right never learns whether the body was valid.
    const read = { onRequest: requireRole('ADMIN', 'USER') };
    const write = { onRequest: requireRole('ADMIN') };
    const byId = { preValidation: requireKnownId(HOSPITAL_MESSAGES.notFound) };

    app.get(
      '/',
      {
        ...read,
        schema: {
          description: 'The healthcare facilities passing the status filter and search, registrations awaiting review first unless sorted otherwise; a page with its total when limit or offset is given. Control center only.',
          querystring: orgListQuery,
          response: answers({ 200: listAnswer(hospitalSchema) }, 400, 401, 403),
        },
      },
      async (request) => ({ success: true, ...(await listHospitals(ctx.db, request.query)) }),
    );

    app.get(
      '/names',
      {
        ...read,
        schema: {
          description: "The same list with only each facility's id, name and whether it is active, for filters and pickers. Control center only.",
          querystring: orgListQuery,
          response: answers({ 200: listAnswer(orgNameSchema) }, 400, 401, 403),
        },
      },
      async (request) => ({ success: true, ...(await listHospitalNames(ctx.db, request.query)) }),
    );

    app.get(
      '/search',
      {
        ...read,
        schema: {
          description: 'The first facilities whose name, city or e-mail contains the text, any case. Control center only.',
          querystring: searchQuery,
          response: answers({ 200: dataAnswer(z.array(hospitalSchema)) }, 400, 401, 403),
        },
      },
      async (request) => ({ success: true, data: await searchHospitals(ctx.db, request.query.q) }),
    );

    app.get(
      '/:id',
      {
        ...read,
        ...byId,
        schema: { description: 'One healthcare facility. Control center only.', params: idParams, response: answers({ 200: hospitalAnswer }, 400, 401, 403, 404) },
      },
      async (request) => ({ success: true, data: await getHospital(ctx.db, request.params.id) }),
    );

    app.put(
      '/:id',
      {
        ...write,
        ...byId,
        schema: {
          description: "Changes a facility as the edit form does, carrying the change to the directory entries mirroring it; switching it off or on moves its staff's access with it. Administrators only.",
          params: idParams,
          body: hospitalEditBody,
          response: answers({ 200: hospitalAnswer }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => ({ success: true, data: await editHospital(ctx.db, request.params.id, request.body) }),
    );

    app.put(
      '/:id/approve',
      {
        ...write,
        ...byId,
        schema: {
          description: 'Approves a facility awaiting review: it becomes active, its accounts open, it enters the directory and its staff are told. Administrators only.',
          params: idParams,
          response: answers({ 200: hospitalAnswer }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => {
        await reviewHospital(ctx, request.params.id, 'approve');
        return { success: true, data: await getHospital(ctx.db, request.params.id) };
      },
    );

    // the reason, when given, goes to the applicant with the news
    app.put(
      '/:id/reject',
      {
        ...write,
        ...byId,
        schema: {
          description: 'Rejects a facility awaiting review and tells its staff, with the reason when one is given. Administrators only.',
          params: idParams,
          body: rejectBody,
          response: answers({ 200: hospitalAnswer }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => {
        await reviewHospital(ctx, request.params.id, 'reject', request.body.reason);
        return { success: true, data: await getHospital(ctx.db, request.params.id) };
      },
    );

    // a facility's own change of name or e-mail, held until the control center decides
    for (const decision of ['approve', 'reject'] as const) {
      app.put(
        `/:id/${decision}-change`,
        {
          ...write,
          ...byId,
          schema: {
            description: `${decision === 'approve' ? 'Puts in force' : 'Turns down'} the change of name or e-mail a facility asked for. Administrators only.`,
            params: idParams,
            response: answers({ 200: hospitalAnswer }, 400, 401, 403, 404, 409),
          },
        },
        async (request) => {
          await reviewHospitalIdentity(ctx, request.params.id, decision);
          return { success: true, data: await getHospital(ctx.db, request.params.id) };
        },
      );
    }

    app.delete(
      '/:id',
      {
        ...write,
        ...byId,
        schema: {
          description: 'Removes a facility no transport was requested for, with its accounts; others are refused. Administrators only.',
          params: idParams,
          response: answers({ 200: dataAnswer(removedRecordSchema) }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => {
        await deleteHospital(ctx.db, request.params.id);
        return { success: true, data: { id: request.params.id } };
      },
    );
  };
}
