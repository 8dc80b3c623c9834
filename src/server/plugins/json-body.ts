import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '@/domain/common/messages';
import { badRequest } from '../http/errors';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json-depth';

/** The JSON parser of every JSON body type (application/json, and application/fhir+json in the FHIR routes). */
export function jsonBodyParser(app: FastifyInstance): ContentTypeParser {
  // Fastify's own parser keeps its protection against prototype poisoning.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(badRequest(HTTP_MESSAGES.bodyTooDeep(MAX_JSON_DEPTH)), undefined);
    return parseJson(request, text, done);
  };
}

type ContentTypeParser = (request: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => void;

/**
 * Many clients send `Content-Type: application/json` with an empty body on calls that take none (approve, reject,
 * logout). Such a body is read as no body; a route with a body schema then validates `{}`, so an all-optional body
 * passes and a required one is answered with the first missing field. Malformed JSON and the size limit stay as they are;
 * a body nested deeper than any request needs is refused before it is parsed.
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonBodyParser(app));
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });
}
