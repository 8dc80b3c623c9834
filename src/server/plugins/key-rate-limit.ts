import type { FastifyInstance } from 'fastify';
import { KEY_MESSAGES } from '@/domain/integrations/integration-keys';
import { HttpError } from '../http/errors';

/**
 * Calls made with an API key are counted per key (not per address: an EHR's calls may come from many), after
 * authentication has found the key. Registered after the rate-limit plugin (security.ts) and the authentication.
 */
export function registerKeyRateLimit(app: FastifyInstance, perMinute: number): void {
  const limit = app.rateLimit({
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `integration-key:${request.caller?.key?.id ?? ''}`,
    errorResponseBuilder: () => new HttpError(429, KEY_MESSAGES.rateLimited),
  });
  app.addHook('onRequest', async (request, reply) => {
    // only key callers pass through the limiter: it marks a request as limited, which would skip a route's own limit
    if (request.caller?.key) await limit.call(app, request, reply);
  });
}
