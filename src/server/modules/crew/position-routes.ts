import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { positionBatchAnswer, positionBatchBody } from '@/domain/units/unit-positions';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { recordPositionBatch } from './position-batch';
import { shiftUnitId } from './shifts';

/** /api/crew/positions: the crew's phone reports where its shift unit is, for the live map (CREW only). */
export function crewPositionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/positions',
      {
        onRequest: requireRole('CREW'),
        schema: {
          description:
            "The positions the crew's phone queued for the unit of the caller's open shift, for the live map. Times are the phone's, corrected by its clock offset at sending; a resent position (same id) is stored once; the unit takes the newest position by time. CREW on a shift.",
          body: positionBatchBody,
          response: answers({ 200: positionBatchAnswer }, 400, 401, 403, 409),
        },
      },
      async (request) => {
        // the server's clock as the batch arrives: the phone's offset is measured against it
        const receivedAt = new Date();
        const unitId = await shiftUnitId(ctx.db, callerOf(request));
        return { success: true as const, data: await recordPositionBatch(ctx.db, unitId, request.body, receivedAt) };
      },
    );
  };
}
