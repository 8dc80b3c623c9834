import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataAnswer } from '@/domain/common/answers';
import { geocodeQuery } from '@/domain/places/geocode';
import { geocodeResultSchema } from '@/domain/places/geocode-answers';
import { GEOCODE_MESSAGES } from '@/domain/common/messages';
import { missingLookupParts } from '@/domain/organisations/registration';
import { answers } from '@/server/http/answer-contract';
import { badRequest } from '@/server/http/errors';
import type { Geocoder } from './geocoder';

/** Coordinate lookup for the registration and facility forms; open to the logged-out registration screens. */
export function geocodeRoutes(geocoder: Geocoder, rateLimitPerMinute: number): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        schema: {
          description:
            "Coordinates for an address, from the geocoding service or else its ZIP code's centre. No sign-in (the registration forms use it); limited per address per minute.",
          querystring: geocodeQuery,
          response: answers({ 200: dataAnswer(geocodeResultSchema) }, 400, 404, 429, 502),
        },
        config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
      },
      async (request) => {
        if (missingLookupParts(request.query).length > 0) throw badRequest(GEOCODE_MESSAGES.fillAddressFirst);
        return { success: true, data: await geocoder.lookup(request.query) };
      },
    );
  };
}
