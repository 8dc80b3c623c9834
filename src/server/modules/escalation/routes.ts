import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataAnswer } from '@/domain/common/answers';
import { escalationSettingsBody } from '@/domain/trips/escalation';
import { escalationSettingsSchema } from '@/domain/trips/escalation-answers';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { readEscalationSettings, saveEscalationSettings } from './escalation-settings';

/** /api/tcc/settings/escalation: the control center reads the delay; only an administrator changes it. */
export function escalationSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // the role is checked on arrival, so a caller without the right never learns whether its body was valid
    app.get(
      '/',
      {
        onRequest: requireRole('ADMIN', 'USER'),
        schema: {
          description: 'How many minutes a request may wait for an agency before it is escalated (the default until an administrator saves another).',
          response: answers({ 200: dataAnswer(escalationSettingsSchema) }, 401, 403),
        },
      },
      async () => ({ success: true, data: await readEscalationSettings(ctx.db) }),
    );
    app.put(
      '/',
      {
        onRequest: requireRole('ADMIN'),
        schema: {
          description: 'Changes the escalation delay (administrators only).',
          body: escalationSettingsBody,
          response: answers({ 200: dataAnswer(escalationSettingsSchema) }, 400, 401, 403),
        },
      },
      async (request) => ({ success: true, data: await saveEscalationSettings(ctx.db, callerOf(request).id, request.body) }),
    );
  };
}
