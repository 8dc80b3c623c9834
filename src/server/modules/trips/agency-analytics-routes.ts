import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyAnalyticsQuery } from '@/domain/analytics/agency-analytics';
import { agencyAnalyticsSchema } from '@/domain/analytics/overview-answers';
import { dataAnswer } from '@/domain/common/answers';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { agencyIdOf, callerOf, requireRole } from '@/server/plugins/auth';
import { agencyAnalytics } from './agency-analytics';

// Roles: EMS only, and only its own agency (from the session); the control center has its own analytics.
export function agencyAnalyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = {
      description: "The caller's agency's dashboard figures over its last days (30 unless asked): trips by status, offers answered, median times, completions per day; EMS only.",
      querystring: agencyAnalyticsQuery,
      response: answers({ 200: dataAnswer(agencyAnalyticsSchema) }, 400, 401, 403),
    };
    app.get('/agency-analytics', { onRequest: requireRole('EMS'), schema }, async (request) => {
      const caller = callerOf(request);
      const agencyId = agencyIdOf(caller);
      return { success: true, data: await agencyAnalytics(ctx.db, { ...caller, agencyId }, request.query.days, caller.timeZone) };
    });
  };
}
