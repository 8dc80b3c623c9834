import type { FastifyRequest } from 'fastify';
import { notFound } from './errors';
import { isUuid } from './ids';

export { idParams } from './ids';

/** A preValidation hook: an id that cannot name a row is 404 with the given text, before the body is judged. */
export function requireKnownId(notFoundMessage: string) {
  return async (request: FastifyRequest) => {
    const { id } = request.params as { id?: string };
    if (!id || !isUuid(id)) throw notFound(notFoundMessage);
  };
}
