import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { facilitySettingsBody } from '../../../domain/hospital-settings';
import type { AppContext } from '../../context';
import { callerOf, requireRole } from '../../plugins/auth';
import { awaitingReviewNote } from '../organisations/identity-change';
import { getFacilitySettings, updateFacilitySettings } from './hospital-settings';

// Roles: HEALTHCARE only, and only its own hospital (taken from the session, never from the body).
export function facilitySettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const healthcare = { onRequest: requireRole('HEALTHCARE') };

    app.get('/facility', healthcare, async (request) => ({ success: true, data: await getFacilitySettings(ctx.db, callerOf(request)) }));

    app.put('/facility/update', { ...healthcare, schema: { body: facilitySettingsBody } }, async (request) => {
      const { hospital, user } = await updateFacilitySettings(ctx, callerOf(request), request.body);
      return { success: true, data: hospital, user, ...awaitingReviewNote(hospital) };
    });
  };
}
