import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataAnswer } from '@/domain/common/answers';
import { facilitySettingsSchema, hospitalSettingsSavedAnswer } from '@/domain/organisations/hospital-answers';
import { hospitalSettingsBody } from '@/domain/organisations/hospital-settings';
import { PREFERRED_AGENCIES_MAX, preferredAgenciesBody } from '@/domain/organisations/preferred-agencies';
import { preferredAgenciesSchema } from '@/domain/organisations/preferred-agency-answers';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { awaitingReviewNote } from '../organisations';
import { getHospitalSettings, updateHospitalSettings } from './hospital-settings';
import { readPreferredAgencies, savePreferredAgencies } from './preferred-agencies';

// Roles: HEALTHCARE only, and only its own hospital (taken from the session, never from the body).
export function hospitalSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const healthcare = { onRequest: requireRole('HEALTHCARE') };

    app.get(
      '/facility',
      {
        ...healthcare,
        schema: {
          description: "The caller's own facility as stored, for its Settings form. Healthcare users only.",
          response: answers({ 200: dataAnswer(facilitySettingsSchema) }, 401, 403, 404),
        },
      },
      async (request) => ({ success: true, data: await getHospitalSettings(ctx.db, callerOf(request)) }),
    );

    app.put(
      '/facility/update',
      {
        ...healthcare,
        schema: {
          description:
            "Saves the caller's own facility from its Settings form (a moved address is located again); a new name or e-mail waits for the control center's review. Healthcare users only.",
          body: hospitalSettingsBody,
          response: answers({ 200: hospitalSettingsSavedAnswer }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => {
        const { hospital, user } = await updateHospitalSettings(ctx, callerOf(request), request.body);
        return { success: true, data: hospital, user, ...awaitingReviewNote(hospital) };
      },
    );

    // beyond the spec: the agencies whose offers the facility ranks first among equal pickup times
    app.get(
      '/facility/preferred-agencies',
      {
        ...healthcare,
        schema: {
          description: "The caller's facility's preferred agencies that are active, first preferred first. Healthcare users only.",
          response: answers({ 200: dataAnswer(preferredAgenciesSchema) }, 401, 403),
        },
      },
      async (request) => ({ success: true, data: await readPreferredAgencies(ctx.db, callerOf(request)) }),
    );

    app.put(
      '/facility/preferred-agencies',
      {
        ...healthcare,
        schema: {
          description: `Replaces the caller's facility's preferred agencies with the active agencies named, in that order (an agency named twice counts once, at most ${PREFERRED_AGENCIES_MAX}); an unknown or inactive one refuses the whole list. Healthcare users only.`,
          body: preferredAgenciesBody,
          response: answers({ 200: dataAnswer(preferredAgenciesSchema) }, 400, 401, 403),
        },
      },
      async (request) => ({ success: true, data: await savePreferredAgencies(ctx.db, callerOf(request), request.body) }),
    );
  };
}
