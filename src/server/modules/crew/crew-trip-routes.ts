import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crewTripsAnswer } from '@/domain/crew/crew-api';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { crewTrips } from './crew-trips';
import { crewUnitOption, shiftUnitId } from './shifts';

/** GET /api/crew/trips: what the crew carries; CREW only, and only its shift unit's trips. */
export function crewTripRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // the phone keeps its own copy for when it has no signal; no cache between may answer for the server
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    app.get(
      '/trips',
      {
        onRequest: requireRole('CREW'),
        schema: {
          description: "The trips of the caller's shift unit in the order they will be carried (in progress, then accepted by scheduled time, then those completed in the last 12 hours), each with its steps, and the server's clock. 409 off shift.",
          response: answers({ 200: crewTripsAnswer }, 401, 403, 409),
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const unitId = await shiftUnitId(ctx.db, caller);
        const [unit, trips] = await Promise.all([crewUnitOption(ctx.db, unitId), crewTrips(ctx.db, caller, unitId)]);
        const { id, unitNumber, currentStatus } = unit!;
        return { success: true, data: { unit: { id, unitNumber, currentStatus }, trips, serverTime: ctx.now().toISOString() } };
      },
    );
  };
}
