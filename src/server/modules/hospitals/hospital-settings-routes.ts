import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hospitalSettingsBody } from '@/domain/organisations/hospital-settings';
import type { AppContext } from '@/server/context';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { awaitingReviewNote } from '../organisations/identity-change';
import { getHospitalSettings, updateHospitalSettings } from './hospital-settings';

// Roles: HEALTHCARE only, and only its own hospital (taken from the session, never from the body).
export function hospitalSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const healthcare = { onRequest: requireRole('HEALTHCARE') };

    app.get('/facility', healthcare, async (request) => ({ success: true, data: await getHospitalSettings(ctx.db, callerOf(request)) }));

    app.put('/facility/update', { ...healthcare, schema: { body: hospitalSettingsBody } }, async (request) => {
      const { hospital, user } = await updateHospitalSettings(ctx, callerOf(request), request.body);
      return { success: true, data: hospital, user, ...awaitingReviewNote(hospital) };
    });
  };
}
