import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { facilitySettingsBody } from '../../../domain/facility-settings';
import type { AppContext } from '../../context';
import { callerOf, requireRole } from '../../plugins/auth';
import { updateFacilitySettings } from './facility-settings';

// Roles: HEALTHCARE only, and only its own hospital (taken from the session, never from the body).
export function facilitySettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put('/facility/update', { onRequest: requireRole('HEALTHCARE'), schema: { body: facilitySettingsBody } }, async (request) => {
      const { hospital, user } = await updateFacilitySettings(ctx.db, callerOf(request), request.body);
      return { success: true, data: hospital, user };
    });
  };
}
