import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { HttpError } from '../http/errors';

/**
 * Security headers with a strict Content-Security-Policy: tokens live in localStorage (as the spec keeps them),
 * so no inline or third-party script may ever run. Map tiles are the one outside resource (images only).
 */
const HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'"],
      // the crew app's service worker and manifest, from this origin alone
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
} as const;

// the same headers for an answer Fastify gives before any hook runs (a URL it cannot decode)
const applyHeaders = helmet(HEADERS);
export const sendSecurityHeaders = (request: IncomingMessage, response: ServerResponse) =>
  new Promise<void>((resolve) => applyHeaders(request, response, () => resolve()));

/** The headers helmet sets, worked out once: they are the same for every answer, and need not be built for each. */
function headersOnce(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = { setHeader: (name: string, value: string) => (headers[name] = value), removeHeader: () => undefined };
  applyHeaders({} as IncomingMessage, collect as unknown as ServerResponse, () => undefined);
  return headers;
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const headers = headersOnce();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  // Only routes that opt in (config.rateLimit) are limited: registration and lookups, per address.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, AUTH_MESSAGES.tooManyRequests),
  });
}
