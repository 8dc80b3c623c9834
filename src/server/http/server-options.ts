import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { HTTP_MESSAGES } from '@/domain/common/messages';
import { operationOutcome } from '@/domain/fhir/fhir-problem';
import { FHIR_BASE_PATH, FHIR_JSON } from '@/domain/fhir/fhir-systems';
import type { Config } from '../config';
import { sendSecurityHeaders } from '../plugins/security';
import { answeredFromReserve, capConnections } from './connection-limits';

// how often Node looks for clients past their header or request time; its default (30 s) lets a stalled one linger
const CONNECTION_CHECK_MS = 1_000;
const CLIENT_REQUEST_ID_MAX = 64;
// the longest path part a route's parameter takes (Fastify's own default): ids, codes and FHIR ids are far shorter
const MAX_PATH_PART = 100;

/** A client's own request id, kept beside ours in the log (printable and short), never used as ours. */
function clientRequestIdOf(raw: IncomingMessage): { clientRequestId?: string } {
  const sent = raw.headers['x-request-id'];
  const id = typeof sent === 'string' ? sent.replace(/[^\x20-\x7e]/g, '').slice(0, CLIENT_REQUEST_ID_MAX) : '';
  return id ? { clientRequestId: id } : {};
}

/** What a client whose request never became one is told: a stall, oversized headers, or bytes that are not HTTP. */
function clientErrorAnswer(code: string | undefined): { status: number; reason: string; error: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, reason: 'Request Timeout', error: HTTP_MESSAGES.requestTimeout };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, reason: 'Request Header Fields Too Large', error: HTTP_MESSAGES.headersTooLarge };
  return { status: 400, reason: 'Bad Request', error: HTTP_MESSAGES.malformedRequest };
}

/** Answers, in the one error shape, a request Node's parser refused before Fastify saw it, then closes the connection. */
function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  // a reset connection has gone: there is no one to answer
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, error } = clientErrorAnswer(err.code);
  const body = JSON.stringify({ success: false, error });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * How the HTTP server meets its clients: request ids of our own, forwarded addresses believed only from the named
 * proxies, and limits that close a client stalling in its headers or body, an idle kept-alive connection, and
 * connections past an address's share or the cap, so slow clients cannot hold the server.
 */
export function serverOptions(config: Config): FastifyServerOptions {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, max, perAddress } = config.connections;
  return {
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    childLoggerFactory: (logger, bindings, options, raw) => logger.child({ ...bindings, ...clientRequestIdOf(raw) }, options),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    serverFactory: (handler) => {
      const server = createServer(
        { headersTimeout: headersTimeoutMs, requestTimeout: requestTimeoutMs, keepAliveTimeout: keepAliveTimeoutMs, connectionsCheckingInterval: CONNECTION_CHECK_MS },
        (request, response) => {
          if (!answeredFromReserve(request, response)) handler(request, response);
        },
      );
      capConnections(server, { max, perAddress, trustProxy: config.trustProxy });
      return server;
    },
    clientErrorHandler: answerClientError,
    // a URL Fastify cannot route (an escape that does not decode, a path part past the router's limit) is answered
    // before any hook runs: the error shape and headers are given here, an OperationOutcome under /fhir/r4
    frameworkErrors: async (error, request, reply: FastifyReply) => {
      await sendSecurityHeaders(request.raw, reply.raw);
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const [status, message] = tooLong ? [414, HTTP_MESSAGES.pathPartTooLong(MAX_PATH_PART)] : [400, HTTP_MESSAGES.malformedUrl];
      reply.code(status).header('x-request-id', request.id);
      if (request.raw.url?.startsWith(`${FHIR_BASE_PATH}/`)) return reply.type(FHIR_JSON).send(operationOutcome(tooLong ? 'too-long' : 'invalid', message));
      return reply.send({ success: false, error: message });
    },
    routerOptions: { maxParamLength: MAX_PATH_PART },
  };
}
