import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { facilityBody, facilityListQuery } from '../../../domain/place-forms';
import { searchQuery } from '../../../domain/form-fields';
import { FACILITY_MESSAGES } from '../../../domain/org-messages';
import type { AppContext } from '../../context';
import { idParams, requireKnownId } from '../../http/id-param';
import { callerOf, requireRole } from '../../plugins/auth';
import { createFacility, deleteFacility, updateFacility } from './place-write';
import { getFacility, listFacilities, searchFacilities, type DirectoryScope } from './place-queries';

// Roles: ADMIN and USER read; only ADMIN writes; HEALTHCARE reads the active places (the request wizard's list); EMS gets 403.
export function facilityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const read = { onRequest: requireRole('ADMIN', 'USER', 'HEALTHCARE') };
    const write = { onRequest: requireRole('ADMIN') };
    const byId = { preValidation: requireKnownId(FACILITY_MESSAGES.notFound) };
    const scopeOf = (request: FastifyRequest, activeFilter?: 'true' | 'false'): DirectoryScope => ({
      activeOnly: callerOf(request).userType === 'HEALTHCARE' || activeFilter === 'true',
    });

    app.get('/', { ...read, schema: { querystring: facilityListQuery } }, async (request) => ({
      success: true,
      ...(await listFacilities(ctx.db, scopeOf(request, request.query.active), request.query)),
    }));

    app.get('/search', { ...read, schema: { querystring: searchQuery } }, async (request) => ({
      success: true,
      data: await searchFacilities(ctx.db, request.query.q, scopeOf(request)),
    }));

    app.get('/:id', { ...read, ...byId, schema: { params: idParams } }, async (request) => ({
      success: true,
      data: await getFacility(ctx.db, request.params.id, scopeOf(request)),
    }));

    app.post('/', { ...write, schema: { body: facilityBody } }, async (request, reply) =>
      reply.code(201).send({ success: true, data: await createFacility(ctx.db, request.body) }),
    );

    app.put('/:id', { ...write, ...byId, schema: { params: idParams, body: facilityBody } }, async (request) => ({
      success: true,
      data: await updateFacility(ctx.db, request.params.id, request.body),
    }));

    app.delete('/:id', { ...write, ...byId, schema: { params: idParams } }, async (request) => {
      await deleteFacility(ctx.db, request.params.id);
      return { success: true, data: { id: request.params.id } };
    });
  };
}
