// Inside /fhir/r4 every error is an OperationOutcome (application/fhir+json), whatever raised it: the order's reading,
// the request rules shared with the wizard, authentication and keys, the rate limit, Fastify's body parsing.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HTTP_MESSAGES } from '@/domain/common/messages';
import { FhirProblem, operationOutcome, type IssueType } from '@/domain/fhir/fhir-problem';
import { FHIR_JSON } from '@/domain/fhir/fhir-systems';
import { ruleExpression } from '@/domain/fhir/transport-order-mapping';
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

const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, HTTP_MESSAGES.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The body must be a FHIR resource'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, HTTP_MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Send application/fhir+json or application/json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Content-Length does not match the body'],
};

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
      return sendOutcome(reply, err.statusCode, err.message, err.statusCode === 400 ? ruleExpression(err.message) : undefined);
    }
    if (hasZodFastifySchemaValidationErrors(err)) return sendOutcome(reply, 400, err.message);
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return sendOutcome(reply, known[0], known[1], undefined, known[0] === 400 ? 'structure' : undefined);
    if (err instanceof SyntaxError && err.statusCode === 400) return sendOutcome(reply, 400, HTTP_MESSAGES.malformedJson, undefined, 'structure');
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendOutcome(reply, status, err.message);
    // a database error's message carries the query's values: log where it struck only
    const database = databaseErrorSummary(err);
    if (database) request.log.error({ database }, 'FHIR request failed in the database');
    else request.log.error({ err }, 'FHIR request failed');
    return sendOutcome(reply, 500, HTTP_MESSAGES.internal, undefined, 'exception');
  });
}
