import type { FastifyInstance } from 'fastify';
import { HTTP_MESSAGES } from '@/domain/common/messages';
import { refusedCharacters } from '@/domain/common/text-characters';
import { badRequest } from '../http/errors';

interface Refusal {
  path: string;
  message: (field: string) => string;
}

/**
 * The first text in a parsed body, query or path that holds characters its field may not, named as the validator
 * names fields. A text in a list is judged by the list's field name. The JSON parser has already refused deep bodies.
 */
function refusalIn(value: unknown, path: string, field: string): Refusal | null {
  if (typeof value === 'string') {
    const refused = refusedCharacters(value, field);
    if (refused === null) return null;
    return { path, message: refused === 'control' ? HTTP_MESSAGES.controlCharacters : HTTP_MESSAGES.lineBreaks };
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = refusalIn(item, path ? `${path}.${key}` : key, Array.isArray(value) ? field : key);
    if (found !== null) return found;
  }
  return null;
}

/** Every route refuses control characters in any text field, and line breaks outside text areas, before its own validation. */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
      const found = refusalIn(value, '', '');
      if (found !== null) throw badRequest(found.message(found.path || part));
    }
  });
}
