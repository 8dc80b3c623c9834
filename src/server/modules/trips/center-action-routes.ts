import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataAnswer } from '@/domain/common/answers';
import { phoneAcceptanceBody, reofferBody, tripNoteBody } from '@/domain/trips/center-actions';
import { tripDetailsSchema } from '@/domain/trips/trip-answers';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { idParams, requireKnownId } from '@/server/http/id-param';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { recordPhoneAcceptance } from './phone-acceptance';
import { reofferTrip } from './reoffer-trip';
import { addTripNote } from './trip-notes';

/**
 * What the control center (ADMIN, USER) does on any trip for its facility or agency (docs/rules.md, "The control
 * center acts on a trip"). No integration key may call these: they have no key scope.
 */
export function centerActionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const center = { onRequest: requireRole('ADMIN', 'USER'), preValidation: requireKnownId(TRIP_ERRORS.notFound) };
    const moved = answers({ 200: dataAnswer(tripDetailsSchema) }, 400, 401, 403, 404, 409);

    app.post(
      '/:id/reoffer',
      {
        ...center,
        schema: {
          description:
            'Offers a waiting request to more agencies, for its facility: the agencies named (one that declined is asked again), those within a new radius, or every eligible agency. Its escalation starts over. ADMIN, USER.',
          params: idParams,
          body: reofferBody,
          response: moved,
        },
      },
      async (request) => ({ success: true as const, data: await reofferTrip(ctx, callerOf(request), request.params.id, request.body) }),
    );

    app.post(
      '/:id/phone-acceptance',
      {
        ...center,
        schema: {
          description:
            "Records the acceptance an agency gave by phone: that agency's accept, with the unit it named, as if it had pressed Accept (one winner in any race). ADMIN, USER.",
          params: idParams,
          body: phoneAcceptanceBody,
          response: moved,
        },
      },
      async (request) => ({ success: true as const, data: await recordPhoneAcceptance(ctx, callerOf(request), request.params.id, request.body) }),
    );

    app.post(
      '/:id/notes',
      {
        ...center,
        schema: {
          description: "Adds the control center's note to a trip's timeline, whatever its status. ADMIN, USER.",
          params: idParams,
          body: tripNoteBody,
          response: answers({ 201: dataAnswer(tripDetailsSchema) }, 400, 401, 403, 404),
        },
      },
      async (request, reply) =>
        reply.code(201).send({ success: true as const, data: await addTripNote(ctx, callerOf(request), request.params.id, request.body) }),
    );
  };
}
