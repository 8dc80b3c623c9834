import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataAnswer } from '@/domain/common/answers';
import { agencyDispatchRulesSchema, agencySettingsSavedAnswer, agencySettingsSchema } from '@/domain/organisations/agency-answers';
import { agencySettingsBody } from '@/domain/organisations/agency-settings';
import type { AppContext } from '@/server/context';
import { agencyDispatchBody } from '@/domain/units/unit-assignment';
import { answers } from '@/server/http/answer-contract';
import { agencyIdOf, callerOf, requireRole } from '@/server/plugins/auth';
import { awaitingReviewNote } from '../organisations';
import { getAgencySettings, updateAgencySettings } from './agency-settings';
import { readDispatchRules, saveDispatchRules } from './dispatch-rules';

// Roles: EMS only, and only its own agency (taken from the session, never from the body).
export function agencySettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const ems = { onRequest: requireRole('EMS') };

    app.get(
      '/agency',
      {
        ...ems,
        schema: {
          description: "The caller's own agency as its Settings form reads it. EMS users only.",
          response: answers({ 200: dataAnswer(agencySettingsSchema) }, 401, 403, 404),
        },
      },
      async (request) => ({ success: true, data: await getAgencySettings(ctx.db, callerOf(request)) }),
    );

    app.put(
      '/agency/update',
      {
        ...ems,
        schema: {
          description: "Saves the caller's own agency from its Settings form; a new name or e-mail waits for the control center's review. EMS users only.",
          body: agencySettingsBody,
          response: answers({ 200: agencySettingsSavedAnswer }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => {
        const { agency, user } = await updateAgencySettings(ctx, callerOf(request), request.body);
        return { success: true, data: agency, user, ...awaitingReviewNote(agency) };
      },
    );

    // beyond the spec: the agency's dispatch rules (whether an accept must name a unit)
    app.get(
      '/agency/dispatch',
      {
        ...ems,
        schema: {
          description: "The caller's agency's dispatch rules: whether an accept must name the unit. EMS users only.",
          response: answers({ 200: dataAnswer(agencyDispatchRulesSchema) }, 401, 403),
        },
      },
      async (request) => ({ success: true, data: await readDispatchRules(ctx.db, agencyIdOf(callerOf(request))) }),
    );

    app.put(
      '/agency/dispatch',
      {
        ...ems,
        schema: {
          description: "Saves the caller's agency's dispatch rules. EMS users only.",
          body: agencyDispatchBody,
          response: answers({ 200: dataAnswer(agencyDispatchRulesSchema) }, 400, 401, 403),
        },
      },
      async (request) => {
        const caller = callerOf(request);
        return { success: true, data: await saveDispatchRules(ctx.db, agencyIdOf(caller), request.body) };
      },
    );
  };
}
