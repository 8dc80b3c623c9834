import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FacilityOverview } from '../../../domain/hospital-overview';
import type { AppContext } from '../../context';
import { callerOf, requireRole } from '../../plugins/auth';
import { facilityOverview } from './hospital-overview';

// Roles: HEALTHCARE only, over its own hospital's trips (the session's); the control center has its own overview.
export function facilityOverviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/facility-overview', { onRequest: requireRole('HEALTHCARE') }, async (request): Promise<{ success: true; data: FacilityOverview }> => ({
      success: true,
      data: await facilityOverview(ctx.db, callerOf(request)),
    }));
  };
}
