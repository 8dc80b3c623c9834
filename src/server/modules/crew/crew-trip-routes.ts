import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataAnswer } from '@/domain/common/answers';
import { crewTripsAnswer } from '@/domain/crew/crew-api';
import { tripDetailsSchema } from '@/domain/trips/trip-answers';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { notFound } from '@/server/http/errors';
import { idParams, requireKnownId } from '@/server/http/id-param';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { getTripDetails } from '../trips';
import { crewTrips } from './crew-trips';
import { crewUnitOption, shiftUnitId } from './shifts';

/** GET /api/crew/trips: what the crew carries, and a trip's sheet; CREW only, and only its shift unit's trips. */
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
    app.get(
      '/trips/:id/sheet',
      {
        onRequest: requireRole('CREW'),
        preValidation: requireKnownId(TRIP_ERRORS.notFound),
        schema: {
          description:
            "A trip of the caller's shift unit as its agency reads it (GET /api/trips/{id}), for the trip sheet the crew shows or prints; 404 for any other trip, 409 off shift.",
          params: idParams,
          response: answers({ 200: dataAnswer(tripDetailsSchema) }, 401, 403, 404, 409),
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const unitId = await shiftUnitId(ctx.db, caller);
        // the crew reads as its agency, which sees every trip assigned to it; the unit narrows that to its own
        const trip = await getTripDetails(ctx.db, { ...caller, userType: 'EMS' }, request.params.id, ctx.now());
        if (trip.assignedUnitId !== unitId) throw notFound(TRIP_ERRORS.notFound);
        return { success: true as const, data: trip };
      },
    );
  };
}
