import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataAnswer } from '@/domain/common/answers';
import { pickupOffersAnswerSchema, pickupOfferViewSchema } from '@/domain/trips/pickup-offer-answers';
import { pickupOfferBody } from '@/domain/trips/pickup-offers';
import { tripScheduleBody } from '@/domain/trips/request-changes';
import { movedTripSchema, tripDetailsSchema } from '@/domain/trips/trip-answers';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { idParams, requireKnownId } from '@/server/http/id-param';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { awardOffer } from './award-offer';
import { listOffers } from './list-offers';
import { makeOffer, withdrawOffer } from './make-offer';
import { changeRequest } from './change-request';

/**
 * The pickup offers of compare-offers requests (docs/rules.md, "Offers with a pickup time"): agencies offer, change and
 * withdraw; the requesting facility or the control center reads them ranked and awards one, or moves the request's time,
 * which asks the offering agencies to confirm.
 */
export function pickupOfferRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const byId = { preValidation: requireKnownId(TRIP_ERRORS.notFound) };
    const agency = { onRequest: requireRole('EMS') };
    app.get(
      '/:id/offers',
      {
        onRequest: requireRole('ADMIN', 'USER', 'HEALTHCARE', 'EMS'),
        ...byId,
        schema: {
          description: "A compare-offers request's pickup offers, best first, with each agency's on-time record; an agency sees its own offer alone.",
          params: idParams,
          response: answers({ 200: dataAnswer(pickupOffersAnswerSchema) }, 401, 403, 404),
        },
      },
      async (request) => ({ success: true as const, data: await listOffers(ctx, callerOf(request), request.params.id) }),
    );
    app.put(
      '/:id/offers/mine',
      {
        ...agency,
        ...byId,
        schema: {
          description: "The agency's pickup offer on a compare-offers request, made or changed until the award: the pickup time it commits to and, optionally, the unit.",
          params: idParams,
          body: pickupOfferBody,
          response: answers({ 200: dataAnswer(pickupOfferViewSchema) }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => ({ success: true as const, data: await makeOffer(ctx, callerOf(request), request.params.id, request.body) }),
    );
    app.delete(
      '/:id/offers/mine',
      {
        ...agency,
        ...byId,
        schema: {
          description: "Withdraws the agency's pickup offer while the request's offers are open.",
          params: idParams,
          response: answers({ 200: dataAnswer(pickupOfferViewSchema) }, 401, 403, 404, 409),
        },
      },
      async (request) => ({ success: true as const, data: await withdrawOffer(ctx, callerOf(request), request.params.id) }),
    );
    app.put(
      '/:id/schedule',
      {
        onRequest: requireRole('ADMIN', 'USER', 'HEALTHCARE'),
        ...byId,
        schema: {
          description: "Changes a waiting request's scheduled time (its ready window moves with it), its destination, or both; the ride home booked with it follows. On a compare-offers request every standing offer is then to be confirmed or changed by its agency within 5 minutes. The same time and place again change nothing.",
          params: idParams,
          body: tripScheduleBody,
          response: answers({ 200: dataAnswer(tripDetailsSchema) }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => ({ success: true as const, data: await changeRequest(ctx, callerOf(request), request.params.id, request.body) }),
    );
    app.post(
      '/:id/offers/:offerId/award',
      {
        onRequest: requireRole('ADMIN', 'USER', 'HEALTHCARE'),
        ...byId,
        schema: {
          description: "Awards one pickup offer: the offering agency accepts the trip as its own accept would, every other offer closes. The requesting facility, or the control center (ADMIN, USER) for it.",
          params: idParams.extend({ offerId: z.string().max(200) }),
          response: answers({ 200: dataAnswer(movedTripSchema) }, 401, 403, 404, 409),
        },
      },
      async (request) => ({ success: true as const, data: await awardOffer(ctx, callerOf(request), request.params.id, request.params.offerId) }),
    );
  };
}
