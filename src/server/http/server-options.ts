import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { HTTP_MESSAGES } from '../../domain/messages';
import type { Config } from '../config';
import { sendSecurityHeaders } from '../plugins/security';

// how often Node looks for clients past their header or request time; its default (30 s) lets a stalled one linger
const CONNECTION_CHECK_MS = 1_000;
const CLIENT_REQUEST_ID_MAX = 64;

/** A client's own request id, kept beside ours in the log (printable and short), never used as ours. */
function clientRequestIdOf(raw: IncomingMessage): { clientRequestId?: string } {
  const sent = raw.headers['x-request-id'];
  const id = typeof sent === 'string' ? sent.replace(/[^\x20-\x7e]/g, '').slice(0, CLIENT_REQUEST_ID_MAX) : '';
  return id ? { clientRequestId: id } : {};
}

/**
 * How the HTTP server meets its clients: request ids of our own, forwarded addresses believed only from the named
 * proxies, and limits that close a client stalling in its headers or body, an idle kept-alive connection, and
 * connections past the cap, so slow clients cannot hold the server.
 */
export function serverOptions(config: Config): FastifyServerOptions {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, max } = config.connections;
  return {
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    childLoggerFactory: (logger, bindings, options, raw) => logger.child({ ...bindings, ...clientRequestIdOf(raw) }, options),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    serverFactory: (handler) => {
      const server = createServer(
        { headersTimeout: headersTimeoutMs, requestTimeout: requestTimeoutMs, keepAliveTimeout: keepAliveTimeoutMs, connectionsCheckingInterval: CONNECTION_CHECK_MS },
        handler,
      );
      server.maxConnections = max;
      return server;
    },
    // a URL Fastify cannot decode is answered before any hook runs: the error shape and headers are given here
    frameworkErrors: async (_error, request, reply: FastifyReply) => {
      await sendSecurityHeaders(request.raw, reply.raw);
      return reply.code(400).header('x-request-id', request.id).send({ success: false, error: HTTP_MESSAGES.malformedUrl });
    },
  };
}
