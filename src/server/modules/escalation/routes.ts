import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { escalationSettingsBody } from '@/domain/trips/escalation';
import type { AppContext } from '@/server/context';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { readEscalationSettings, saveEscalationSettings } from './escalation-settings';

/** /api/tcc/settings/escalation: the control center reads the delay; only an administrator changes it. */
export function escalationSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/', { preHandler: requireRole('ADMIN', 'USER') }, async () => ({ success: true, data: await readEscalationSettings(ctx.db) }));
    app.put('/', { preHandler: requireRole('ADMIN'), schema: { body: escalationSettingsBody } }, async (request) => ({
      success: true,
      data: await saveEscalationSettings(ctx.db, callerOf(request).id, request.body),
    }));
  };
}
