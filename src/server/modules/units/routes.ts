import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UNIT_MESSAGES, unitCreateBody, unitListQuery, unitPageQuery, unitUpdateBody } from '@/domain/units/unit-forms';
import type { AppContext } from '@/server/context';
import { notFound } from '@/server/http/errors';
import { idParams, knownIdOr404 } from '@/server/http/ids';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { availableUnits } from './available-units';
import { unitAnalytics } from './unit-analytics';
import { findUnit, listUnits } from './unit-queries';
import { unitScopeOf } from './unit-scope';
import { createUnit, deleteUnit, updateUnit } from './unit-writes';

/** /api/units (agency and control center) and /api/tcc/units (control center); HEALTHCARE has no units calls. */
export function unitRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // unit status changes by the minute: no browser or proxy may answer from a cache
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    // the role is checked on arrival, so a caller without the right never learns whether its query or body was valid
    const read = { onRequest: requireRole('ADMIN', 'USER', 'EMS') };
    const write = { onRequest: requireRole('ADMIN', 'EMS') };

    app.get('/units', { ...read, schema: { querystring: unitPageQuery } }, async (request) => {
      const scope = await unitScopeOf(ctx.db, callerOf(request), request.query.agencyId);
      return { success: true, ...(await listUnits(ctx.db, scope, request.query)) };
    });

    app.get('/units/analytics', { ...read, schema: { querystring: unitListQuery } }, async (request) => {
      const scope = await unitScopeOf(ctx.db, callerOf(request), request.query.agencyId);
      return { success: true, data: await unitAnalytics(ctx.db, scope) };
    });

    // the units free to take work now, for the planner
    app.get('/units/available', read, async (request) => {
      const scope = await unitScopeOf(ctx.db, callerOf(request));
      return { success: true, data: await availableUnits(ctx.db, scope, { now: new Date(), timeZone: ctx.config.timeZone }) };
    });

    app.get('/units/:id', { ...read, schema: { params: idParams } }, async (request) => {
      const scope = await unitScopeOf(ctx.db, callerOf(request));
      const unit = await findUnit(ctx.db, scope, knownIdOr404(request.params.id, UNIT_MESSAGES.unitNotFound));
      if (!unit) throw notFound(UNIT_MESSAGES.unitNotFound);
      return { success: true, data: unit };
    });

    app.post('/units', { ...write, schema: { body: unitCreateBody } }, async (request, reply) => {
      const unit = await createUnit(ctx.db, callerOf(request), request.body);
      return reply.code(201).send({ success: true, data: unit });
    });

    app.put('/units/:id', { ...write, schema: { params: idParams, body: unitUpdateBody } }, async (request) => ({
      success: true,
      data: await updateUnit(ctx.db, callerOf(request), request.params.id, request.body),
    }));

    app.delete('/units/:id', { ...write, schema: { params: idParams } }, async (request) => {
      await deleteUnit(ctx.db, callerOf(request), request.params.id);
      return { success: true };
    });

    app.get(
      '/tcc/units',
      { onRequest: requireRole('ADMIN', 'USER'), schema: { querystring: unitPageQuery } },
      async (request) => {
        const scope = await unitScopeOf(ctx.db, callerOf(request), request.query.agencyId);
        return { success: true, ...(await listUnits(ctx.db, scope, request.query)) };
      },
    );
  };
}
