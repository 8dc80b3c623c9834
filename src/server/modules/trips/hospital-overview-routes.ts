import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HospitalOverview } from '@/domain/analytics/hospital-overview';
import type { AppContext } from '@/server/context';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { hospitalOverview } from './hospital-overview';

// Roles: HEALTHCARE only, over its own hospital's trips (the session's); the control center has its own overview.
export function hospitalOverviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/facility-overview', { onRequest: requireRole('HEALTHCARE') }, async (request): Promise<{ success: true; data: HospitalOverview }> => ({
      success: true,
      data: await hospitalOverview(ctx.db, callerOf(request)),
    }));
  };
}
