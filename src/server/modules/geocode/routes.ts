import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geocodeQuery } from '@/domain/places/geocode';
import { GEOCODE_MESSAGES } from '@/domain/common/messages';
import { missingLookupParts } from '@/domain/organisations/registration';
import { badRequest } from '@/server/http/errors';
import type { Geocoder } from './geocoder';

/** Coordinate lookup for the registration and facility forms; open to the logged-out registration screens. */
export function geocodeRoutes(geocoder: Geocoder, rateLimitPerMinute: number): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      { schema: { querystring: geocodeQuery }, config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } } },
      async (request) => {
        if (missingLookupParts(request.query).length > 0) throw badRequest(GEOCODE_MESSAGES.fillAddressFirst);
        return { success: true, data: await geocoder.lookup(request.query) };
      },
    );
  };
}
