import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dataAnswer, listAnswer } from '@/domain/common/answers';
import { removedRecordSchema } from '@/domain/organisations/organisation-answers';
import { placeSchema } from '@/domain/places/place-answers';
import { placeBody, placeListQuery } from '@/domain/places/place-forms';
import { searchQuery } from '@/domain/common/form-fields';
import { PLACE_MESSAGES } from '@/domain/organisations/org-messages';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { idParams, requireKnownId } from '@/server/http/id-param';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { createPlace, deletePlace, updatePlace } from './place-write';
import { getPlace, listPlaces, searchPlaces, type DirectoryScope } from './place-queries';

const placeAnswer = dataAnswer(placeSchema);

// Roles: ADMIN and USER read; only ADMIN writes; HEALTHCARE reads the active places (the request wizard's list); EMS gets 403.
export function placeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const read = { onRequest: requireRole('ADMIN', 'USER', 'HEALTHCARE') };
    const write = { onRequest: requireRole('ADMIN') };
    const byId = { preValidation: requireKnownId(PLACE_MESSAGES.notFound) };
    const scopeOf = (request: FastifyRequest, activeFilter?: 'true' | 'false'): DirectoryScope => ({
      activeOnly: callerOf(request).userType === 'HEALTHCARE' || activeFilter === 'true',
    });

    app.get(
      '/',
      {
        ...read,
        schema: {
          description:
            'The places of the directory (facility staff see the active ones only), searched and sorted; a page with its total when limit or offset is given. Control center and facility staff.',
          querystring: placeListQuery,
          response: answers({ 200: listAnswer(placeSchema) }, 400, 401, 403),
        },
      },
      async (request) => ({ success: true, ...(await listPlaces(ctx.db, scopeOf(request, request.query.active), request.query)) }),
    );

    app.get(
      '/search',
      {
        ...read,
        schema: {
          description: 'The first places whose name, city or street contains the text, any case. Control center and facility staff.',
          querystring: searchQuery,
          response: answers({ 200: dataAnswer(z.array(placeSchema)) }, 400, 401, 403),
        },
      },
      async (request) => ({ success: true, data: await searchPlaces(ctx.db, request.query.q, scopeOf(request)) }),
    );

    app.get(
      '/:id',
      {
        ...read,
        ...byId,
        schema: {
          description: 'One place of the directory (for facility staff, an active one). Control center and facility staff.',
          params: idParams,
          response: answers({ 200: placeAnswer }, 400, 401, 403, 404),
        },
      },
      async (request) => ({ success: true, data: await getPlace(ctx.db, request.params.id, scopeOf(request)) }),
    );

    app.post(
      '/',
      {
        ...write,
        schema: {
          description: 'Adds a place to the directory, optionally tied to a registered facility. Administrators only.',
          body: placeBody,
          response: answers({ 201: placeAnswer }, 400, 401, 403),
        },
      },
      async (request, reply) => reply.code(201).send({ success: true, data: await createPlace(ctx.db, request.body) }),
    );

    app.put(
      '/:id',
      {
        ...write,
        ...byId,
        schema: {
          description: 'Changes a place of the directory; fields left out keep their value. Administrators only.',
          params: idParams,
          body: placeBody,
          response: answers({ 200: placeAnswer }, 400, 401, 403, 404),
        },
      },
      async (request) => ({ success: true, data: await updatePlace(ctx.db, request.params.id, request.body) }),
    );

    app.delete(
      '/:id',
      {
        ...write,
        ...byId,
        schema: {
          description: 'Removes a place no trip went from or to (a used one is refused: deactivate it instead). Administrators only.',
          params: idParams,
          response: answers({ 200: dataAnswer(removedRecordSchema) }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => {
        await deletePlace(ctx.db, request.params.id);
        return { success: true, data: { id: request.params.id } };
      },
    );
  };
}
