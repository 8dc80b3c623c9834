import type { FastifyInstance } from 'fastify';
import { HTTP_MESSAGES } from '../../domain/messages';
import { badRequest } from '../http/errors';

// Control characters but tab, line feed and carriage return (a CRLF line end): C0, DEL and C1, and the direction
// embeddings, overrides and isolates that make text read backwards on screen. Nothing a person types holds them, and
// a NUL byte cannot be stored in a PostgreSQL text at all.
// eslint-disable-next-line no-control-regex -- finding control characters is this expression's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** The first text in a parsed body, query or path that holds a control character, named as the validator names fields. */
function fieldWithControlCharacter(value: unknown, path: string): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = fieldWithControlCharacter(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** Every route refuses control characters in any text field, before its own validation, naming the field. */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
      const field = fieldWithControlCharacter(value, '');
      if (field !== null) throw badRequest(HTTP_MESSAGES.controlCharacters(field || part));
    }
  });
}
