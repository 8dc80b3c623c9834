import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { performanceQuery, revenueQuery } from '../../../domain/analytics/api';
import type { AppContext } from '../../context';
import { callerOf, requireRole } from '../../plugins/auth';
import { scopeFor } from '../analytics/analytics-scope';
import { windowOf } from '../analytics/analytics-window';
import { performanceFigures } from '../analytics/performance-figures';
import { revenueFigures } from '../analytics/revenue-figures';

/**
 * /api/optimize: the revenue and performance figures of the route optimization page and the analytics screens.
 * An EMS user sees its own agency's; the control center any agency's or unit's, or the whole system's.
 */
export function optimizeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const readers = { preHandler: requireRole('ADMIN', 'USER', 'EMS') };

    app.get('/revenue', { ...readers, schema: { querystring: revenueQuery } }, async (request) => {
      const window = windowOf(request.query);
      const scope = await scopeFor(ctx.db, callerOf(request), { agencyId: request.query.agencyId });
      return { success: true, data: await revenueFigures(ctx.db, scope, window) };
    });

    app.get('/performance', { ...readers, schema: { querystring: performanceQuery } }, async (request) => {
      const window = windowOf(request.query);
      const scope = await scopeFor(ctx.db, callerOf(request), { unitId: request.query.unitId });
      return { success: true, data: await performanceFigures(ctx.db, scope, window) };
    });
  };
}
