import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hospitalOverviewSchema } from '@/domain/analytics/overview-answers';
import { dataAnswer } from '@/domain/common/answers';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { hospitalOverview } from './hospital-overview';

// Roles: HEALTHCARE only, over its own hospital's trips (the session's); the control center has its own overview.
export function hospitalOverviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = {
      description: "The healthcare portal Overview's cards over the caller's hospital's trips: pending, completed today, high priority under way; HEALTHCARE only.",
      response: answers({ 200: dataAnswer(hospitalOverviewSchema) }, 401, 403),
    };
    app.get('/facility-overview', { onRequest: requireRole('HEALTHCARE'), schema }, async (request) => ({
      success: true,
      data: await hospitalOverview(ctx.db, callerOf(request)),
    }));
  };
}
