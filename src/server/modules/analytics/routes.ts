import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { windowQuery } from '../../../domain/analytics/timeframe';
import { requireRole } from '../../plugins/auth';
import { windowOf } from './analytics-window';
import { financialSummary } from './financial-summary';
import { systemOverview } from './system-overview';
import { agencyPerformance, facilityActivity, tripAnalytics } from './tcc-analytics';

/** /api/tcc: the control center's overview and analytics (ADMIN and USER) and the admin-only financial summary. */
export function analyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/analytics/overview', { preHandler: requireRole('ADMIN', 'USER') }, async () => ({
      success: true,
      data: await systemOverview(ctx.db),
    }));

    // the window's trips, agencies and facilities (?timeframe=24h by default, or ?from=&to=)
    const analytics = { preHandler: requireRole('ADMIN', 'USER'), schema: { querystring: windowQuery } };
    app.get('/analytics/trips', analytics, async (request) => ({
      success: true,
      data: await tripAnalytics(ctx.db, windowOf(request.query), ctx.config.timeZone),
    }));
    app.get('/analytics/agencies', analytics, async (request) => ({
      success: true,
      data: await agencyPerformance(ctx.db, windowOf(request.query)),
    }));
    app.get('/analytics/hospitals', analytics, async (request) => ({
      success: true,
      data: await facilityActivity(ctx.db, windowOf(request.query)),
    }));

    app.get('/financial/summary', { preHandler: requireRole('ADMIN') }, async () => ({
      success: true,
      data: await financialSummary(ctx.db),
    }));
  };
}
