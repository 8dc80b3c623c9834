import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataAnswer } from '@/domain/common/answers';
import { centerTimeZoneBody, centerTimeZoneSchema } from '@/domain/common/center-time-zone';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { readCenterTimeZone, saveCenterTimeZone } from './center-time-zone-settings';

/** /api/tcc/settings/time-zone: the control center reads the zone it reads times in; only an administrator changes it. */
export function centerTimeZoneRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // the role is checked on arrival, so a caller without the right never learns whether its body was valid
    app.get(
      '/',
      {
        onRequest: requireRole('ADMIN', 'USER'),
        schema: {
          description:
            "The control center's time zone: the one an administrator chose (null: automatic), the automatic one (the zone most active facilities read, else the server's TZ) and the one in force.",
          response: answers({ 200: dataAnswer(centerTimeZoneSchema) }, 401, 403),
        },
      },
      async () => ({ success: true, data: await readCenterTimeZone(ctx.db, ctx.config.timeZone) }),
    );
    app.put(
      '/',
      {
        onRequest: requireRole('ADMIN'),
        schema: {
          description:
            "Chooses the control center's time zone (administrators only): one of the organisations' choices, or null for the automatic one. Its staff's screens, figures, CSV files and alerts follow at once.",
          body: centerTimeZoneBody,
          response: answers({ 200: dataAnswer(centerTimeZoneSchema) }, 400, 401, 403),
        },
      },
      async (request) => {
        // this instance reads the new zone before the answer leaves (plugins/auth.ts); the others hear the database announce it
        await saveCenterTimeZone(ctx.db, callerOf(request).id, request.body);
        return { success: true, data: await readCenterTimeZone(ctx.db, ctx.config.timeZone) };
      },
    );
  };
}
