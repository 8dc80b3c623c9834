import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataAnswer, doneAnswer, listAnswer } from '@/domain/common/answers';
import { availableUnitsAnswer, unitAnalyticsSchema, unitViewSchema } from '@/domain/units/unit-answers';
import { UNIT_MESSAGES, unitCreateBody, unitListQuery, unitPageQuery, unitUpdateBody } from '@/domain/units/unit-forms';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { notFound } from '@/server/http/errors';
import { idParams, knownIdOr404 } from '@/server/http/ids';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { todayAtCenter } from '../credentials';
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

    app.get(
      '/units',
      {
        ...read,
        schema: {
          description: "The caller's units (an agency's own; the control center every agency's, or one agency's), filtered; a page with its total when limit or offset is given.",
          querystring: unitPageQuery,
          response: answers({ 200: listAnswer(unitViewSchema) }, 400, 401, 403),
        },
      }, async (request) => {
      const scope = await unitScopeOf(ctx.db, callerOf(request), request.query.agencyId);
      return { success: true, ...(await listUnits(ctx.db, scope, request.query)) };
    });

    app.get(
      '/units/analytics',
      {
        ...read,
        schema: {
          description: "Counts of the caller's units by status, and how much of their on-duty time the last 24 hours they were committed.",
          querystring: unitListQuery,
          response: answers({ 200: dataAnswer(unitAnalyticsSchema) }, 400, 401, 403),
        },
      }, async (request) => {
      const scope = await unitScopeOf(ctx.db, callerOf(request), request.query.agencyId);
      return { success: true, data: await unitAnalytics(ctx.db, scope) };
    });

    // the units free to take work now, for the planner
    app.get(
      '/units/available',
      {
        ...read,
        schema: {
          description:
            'The active units whose status is AVAILABLE, each with where it will start from and when its shift ends; beside them (unavailable), those held back by an expired credential, with the reason.',
          response: answers({ 200: availableUnitsAnswer }, 401, 403),
        },
      }, async (request) => {
      const scope = await unitScopeOf(ctx.db, callerOf(request));
      const now = new Date();
      const units = await availableUnits(ctx.db, scope, { now, timeZone: ctx.center.timeZone, today: todayAtCenter(ctx.center, now) });
      return { success: true as const, data: units.available, unavailable: units.unavailable };
    });

    app.get(
      '/units/:id',
      {
        ...read,
        schema: { description: 'One unit the caller may see.', params: idParams, response: answers({ 200: dataAnswer(unitViewSchema) }, 401, 403, 404) },
      }, async (request) => {
      const scope = await unitScopeOf(ctx.db, callerOf(request));
      const unit = await findUnit(ctx.db, scope, knownIdOr404(request.params.id, UNIT_MESSAGES.unitNotFound));
      if (!unit) throw notFound(UNIT_MESSAGES.unitNotFound);
      return { success: true, data: unit };
    });

    app.post(
      '/units',
      {
        ...write,
        schema: {
          description: "Adds a unit to the caller's agency (the control center names the agency).",
          body: unitCreateBody,
          response: answers({ 201: dataAnswer(unitViewSchema) }, 400, 401, 403, 404, 409),
        },
      }, async (request, reply) => {
      const unit = await createUnit(ctx.db, callerOf(request), request.body);
      return reply.code(201).send({ success: true, data: unit });
    });

    app.put(
      '/units/:id',
      {
        ...write,
        schema: {
          description: 'Changes a unit: its number, type, equipment, whether it is active, its status.',
          params: idParams,
          body: unitUpdateBody,
          response: answers({ 200: dataAnswer(unitViewSchema) }, 400, 401, 403, 404, 409),
        },
      }, async (request) => ({
      success: true,
      data: await updateUnit(ctx.db, callerOf(request), request.params.id, request.body),
    }));

    app.delete(
      '/units/:id',
      {
        ...write,
        schema: { description: 'Removes a unit that carries no open trip.', params: idParams, response: answers({ 200: doneAnswer }, 401, 403, 404, 409) },
      }, async (request) => {
      await deleteUnit(ctx.db, callerOf(request), request.params.id);
      return { success: true };
    });

    app.get(
      '/tcc/units',
      {
        onRequest: requireRole('ADMIN', 'USER'),
        schema: {
          description: "Every agency's units (or one agency's), for the control center; a page with its total when limit or offset is given.",
          querystring: unitPageQuery,
          response: answers({ 200: listAnswer(unitViewSchema) }, 400, 401, 403),
        },
      },
      async (request) => {
        const scope = await unitScopeOf(ctx.db, callerOf(request), request.query.agencyId);
        return { success: true, ...(await listUnits(ctx.db, scope, request.query)) };
      },
    );
  };
}
