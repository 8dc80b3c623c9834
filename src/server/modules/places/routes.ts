import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { placeBody, placeListQuery } from '@/domain/places/place-forms';
import { searchQuery } from '@/domain/common/form-fields';
import { PLACE_MESSAGES } from '@/domain/organisations/org-messages';
import type { AppContext } from '@/server/context';
import { idParams, requireKnownId } from '@/server/http/id-param';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { createPlace, deletePlace, updatePlace } from './place-write';
import { getPlace, listPlaces, searchPlaces, type DirectoryScope } from './place-queries';

// Roles: ADMIN and USER read; only ADMIN writes; HEALTHCARE reads the active places (the request wizard's list); EMS gets 403.
export function placeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const read = { onRequest: requireRole('ADMIN', 'USER', 'HEALTHCARE') };
    const write = { onRequest: requireRole('ADMIN') };
    const byId = { preValidation: requireKnownId(PLACE_MESSAGES.notFound) };
    const scopeOf = (request: FastifyRequest, activeFilter?: 'true' | 'false'): DirectoryScope => ({
      activeOnly: callerOf(request).userType === 'HEALTHCARE' || activeFilter === 'true',
    });

    app.get('/', { ...read, schema: { querystring: placeListQuery } }, async (request) => ({
      success: true,
      ...(await listPlaces(ctx.db, scopeOf(request, request.query.active), request.query)),
    }));

    app.get('/search', { ...read, schema: { querystring: searchQuery } }, async (request) => ({
      success: true,
      data: await searchPlaces(ctx.db, request.query.q, scopeOf(request)),
    }));

    app.get('/:id', { ...read, ...byId, schema: { params: idParams } }, async (request) => ({
      success: true,
      data: await getPlace(ctx.db, request.params.id, scopeOf(request)),
    }));

    app.post('/', { ...write, schema: { body: placeBody } }, async (request, reply) =>
      reply.code(201).send({ success: true, data: await createPlace(ctx.db, request.body) }),
    );

    app.put('/:id', { ...write, ...byId, schema: { params: idParams, body: placeBody } }, async (request) => ({
      success: true,
      data: await updatePlace(ctx.db, request.params.id, request.body),
    }));

    app.delete('/:id', { ...write, ...byId, schema: { params: idParams } }, async (request) => {
      await deletePlace(ctx.db, request.params.id);
      return { success: true, data: { id: request.params.id } };
    });
  };
}
