import type { FastifyInstance, RouteOptions } from 'fastify';
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

/**
 * Whether a route may answer 429 for a limit: its own (config.rateLimit, security.ts), or the limit of the key callers
 * it admits (a keyScope). The published contract declares the 429 there.
 */
export const isRateLimited = (route: Pick<RouteOptions, 'config'>) => Boolean(route.config?.rateLimit) || route.config?.keyScope !== undefined;
