import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { uuidPattern } from '../../domain/form-fields';
import { notFound } from './errors';

/** Path params of /{id} routes: any text, so that a malformed id is answered like an unknown one. */
export const idParams = z.object({ id: z.string() });

/** A preValidation hook: an id that cannot name a row is 404 with the given text, before the body is judged. */
export function requireKnownId(notFoundMessage: string) {
  return async (request: FastifyRequest) => {
    const { id } = request.params as { id?: string };
    if (!id || !uuidPattern.test(id)) throw notFound(notFoundMessage);
  };
}
