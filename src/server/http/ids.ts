import { z } from 'zod';
import { notFound } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path `{id}`: any text is accepted so an unknown or malformed id is answered 404, never 400 or 500. */
export const idParams = z.object({ id: z.string().max(200) });

export const isUuid = (value: string) => UUID.test(value);

/** The id itself when it can name a row; otherwise the 404 the caller would get for an unknown one. */
export function knownIdOr404(id: string, message: string): string {
  if (!isUuid(id)) throw notFound(message);
  return id;
}
