import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyAnalyticsQuery } from '@/domain/analytics/agency-analytics';
import type { AppContext } from '@/server/context';
import { agencyIdOf, callerOf, requireRole } from '@/server/plugins/auth';
import { agencyAnalytics } from './agency-analytics';

// Roles: EMS only, and only its own agency (from the session); the control center has its own analytics.
export function agencyAnalyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/agency-analytics', { onRequest: requireRole('EMS'), schema: { querystring: agencyAnalyticsQuery } }, async (request) => {
      const caller = callerOf(request);
      const agencyId = agencyIdOf(caller);
      return { success: true, data: await agencyAnalytics(ctx.db, { ...caller, agencyId }, request.query.days, caller.timeZone) };
    });
  };
}
