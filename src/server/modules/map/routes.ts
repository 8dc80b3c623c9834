import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveMapAnswer } from '@/domain/units/unit-positions';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { liveMap } from './live-map';

/** /api/map: the live map of units and open trips, scoped to the caller's organisation (docs/overview-and-lists.md). */
export function mapRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        onRequest: requireRole('ADMIN', 'USER', 'EMS', 'HEALTHCARE'),
        schema: {
          description:
            "The live map: the units the caller may see with their last reported position (stale past 10 minutes) and the open trip each carries, and the open trips it may see. The control center sees every active unit and open trip; an agency its own units and the trips offered to it or its own; a facility its own open trips and only the units carrying them.",
          response: answers({ 200: liveMapAnswer }, 401, 403),
        },
      },
      async (request) => ({ success: true as const, data: await liveMap(ctx.db, callerOf(request), ctx.now()) }),
    );
  };
}
