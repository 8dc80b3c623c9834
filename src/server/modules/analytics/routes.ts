import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireRole } from '../../plugins/auth';
import { financialSummary } from './financial-summary';
import { systemOverview } from './system-overview';

/** /api/tcc: the control center's overview (ADMIN and USER) and the admin-only financial summary. */
export function analyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/analytics/overview', { preHandler: requireRole('ADMIN', 'USER') }, async () => ({
      success: true,
      data: await systemOverview(ctx.db),
    }));

    app.get('/financial/summary', { preHandler: requireRole('ADMIN') }, async () => ({
      success: true,
      data: await financialSummary(ctx.db),
    }));
  };
}
