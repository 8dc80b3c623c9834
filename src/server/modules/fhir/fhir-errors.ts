// Inside /fhir/r4 every error is an OperationOutcome (application/fhir+json), whatever raised it: the order's reading,
// the request rules shared with the wizard, authentication and keys, the rate limit, Fastify's body parsing.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HTTP_MESSAGES } from '@/domain/common/messages';
import { FhirProblem, fhirPath, operationOutcome, type IssueType } from '@/domain/fhir/fhir-problem';
import { FHIR_BASE_PATH, FHIR_JSON } from '@/domain/fhir/fhir-systems';
import { databaseErrorSummary } from '@/server/db/errors';
import { HttpError } from '@/server/http/errors';

const ISSUE_BY_STATUS: Record<number, IssueType> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  409: 'duplicate',
  413: 'too-costly',
  415: 'not-supported',
  422: 'processing',
  429: 'throttled',
};

/** Fastify's refusals: the status, the sentence, and whether the body could not be read at all. */
const FASTIFY_CODES: Record<string, [number, string, boolean?]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, HTTP_MESSAGES.malformedJson, true],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The body must be a FHIR resource', true],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, HTTP_MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Send application/fhir+json or application/json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Content-Length does not match the body'],
};

/** The resource each route takes as its body: a 400 about the body names it, or the element within it at fault. */
const RESOURCE_OF_ROUTE: Record<string, string> = { [`${FHIR_BASE_PATH}/ServiceRequest`]: 'ServiceRequest', [FHIR_BASE_PATH]: 'Bundle' };

/** The resource the request's body was to be, when its route takes one. */
const resourceOf = (request: FastifyRequest): string | undefined => RESOURCE_OF_ROUTE[(request.routeOptions.url ?? '').replace(/\/$/, '')];

/**
 * The element a 400 about the body is about: the text a character check refused (`note.0.text`, named as the check
 * names it) under its resource, else the resource as a whole (a body too deep to read).
 */
function bodyExpression(request: FastifyRequest, message: string): string | undefined {
  const resource = resourceOf(request);
  if (!resource) return undefined;
  for (const refusal of [HTTP_MESSAGES.controlCharacters, HTTP_MESSAGES.lineBreaks]) {
    const tail = refusal('');
    if (!message.endsWith(tail)) continue;
    const path = message.slice(0, -tail.length).split('.');
    const body = request.body;
    // the check names a text of the path or query by its bare name: only one the body holds is an element
    if (body === null || typeof body !== 'object' || !(path[0]! in body)) return resource;
    return fhirPath(resource, path.map((part) => (/^\d+$/.test(part) ? Number(part) : part)));
  }
  return resource;
}

export function sendOutcome(reply: FastifyReply, status: number, diagnostics: string, expression?: string, code?: IssueType) {
  return reply
    .code(status)
    .type(FHIR_JSON)
    .send(operationOutcome(code ?? ISSUE_BY_STATUS[status] ?? 'exception', diagnostics, expression));
}

/** The error handler and the not-found handler of the FHIR routes' scope. */
export function registerFhirErrors(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => sendOutcome(reply, 404, `TCC's FHIR endpoint has no ${request.method} ${request.url.split('?')[0]}; see /fhir/r4/metadata`));
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof FhirProblem) return sendOutcome(reply, err.status, err.message, err.expression, err.issueType);
    if (err instanceof HttpError) {
      reply.headers(err.headers);
      return sendOutcome(reply, err.statusCode, err.message, err.statusCode === 400 ? bodyExpression(request, err.message) : undefined);
    }
    if (hasZodFastifySchemaValidationErrors(err)) return sendOutcome(reply, 400, err.message);
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    // a body that cannot be read as JSON is wrong as a whole: the expression is the resource the route takes
    if (known) return sendOutcome(reply, known[0], known[1], known[2] ? resourceOf(request) : undefined, known[0] === 400 ? 'structure' : undefined);
    if (err instanceof SyntaxError && err.statusCode === 400) return sendOutcome(reply, 400, HTTP_MESSAGES.malformedJson, resourceOf(request), 'structure');
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendOutcome(reply, status, err.message);
    // a database error's message carries the query's values: log where it struck only
    const database = databaseErrorSummary(err);
    if (database) request.log.error({ database }, 'FHIR request failed in the database');
    else request.log.error({ err }, 'FHIR request failed');
    return sendOutcome(reply, 500, HTTP_MESSAGES.internal, undefined, 'exception');
  });
}
