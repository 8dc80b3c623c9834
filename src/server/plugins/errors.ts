import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HTTP_MESSAGES } from '@/domain/common/messages';
import { databaseErrorSummary } from '../db/errors';
import { HttpError } from '../http/errors';
import { validationMessage } from '@/domain/common/validation-message';

// Fastify's own error codes mapped to the status and text a client should see.
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, HTTP_MESSAGES.malformedJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, HTTP_MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, HTTP_MESSAGES.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Content-Length does not match the body'],
};

/** One error shape for every failure: `{ success: false, error }`; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) return reply.code(err.statusCode).headers(err.headers).send({ ...err.fields, success: false, error: err.message });
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0]!;
      const text = validationMessage(first, err.validationContext ?? 'body');
      return reply.code(400).send({ success: false, error: text });
    }
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return reply.code(known[0]).send({ success: false, error: known[1] });
    if (err instanceof SyntaxError && err.statusCode === 400) {
      return reply.code(400).send({ success: false, error: HTTP_MESSAGES.malformedJson });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ success: false, error: err.message });
    // a database error's message carries the query's values (password hashes, patients): log where it struck only
    const database = databaseErrorSummary(err);
    if (database) request.log.error({ database }, 'request failed in the database');
    else request.log.error({ err }, 'request failed');
    return reply.code(500).send({ success: false, error: HTTP_MESSAGES.internal });
  });
}
