// One sentence for a refused field, the same from the server's schemas and from a screen checking the same schema.
import type { z } from 'zod';
import { ADMIN_TRIP_MESSAGES } from '../trips/admin-trip-request';
import { GEOCODE_MESSAGES, REGISTRATION_MESSAGES } from './messages';
import { SEARCH_TOO_LONG } from './limits';
import { PHONE_NUMBER_MESSAGE } from './phone-number';

interface Issue {
  keyword: string;
  instancePath: string;
  message?: string | undefined;
  params?: Record<string, unknown>;
}

// Spec texts and other whole sentences reach the client unchanged; every other message is prefixed with the field it concerns.
const SPEC_TEXTS = new Set<string>([
  PHONE_NUMBER_MESSAGE,
  SEARCH_TOO_LONG,
  ...Object.values(REGISTRATION_MESSAGES),
  ...Object.values(GEOCODE_MESSAGES),
  ADMIN_TRIP_MESSAGES.requiredFields,
  ADMIN_TRIP_MESSAGES.readyWindow,
]);

/** One readable sentence naming the offending field, e.g. "email is required" or "latitude must be a number". */
export function validationMessage(issue: Issue, part: string): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = issue.message ?? 'is invalid';
  if (SPEC_TEXTS.has(message)) return message;
  // a schema's own sentence that already names its field ("hospitalId must be a hospital id")
  if (field && message.startsWith(`${field} `)) return message;
  if (issue.keyword === 'unrecognized_keys') return unknownFields(field, issue.params?.keys);
  if (!field) return part === 'body' ? 'Request body must be a JSON object' : `Invalid ${part}`;
  if (issue.keyword === 'invalid_type') {
    if (message.endsWith('received undefined')) return `${field} is required`;
    return `${field} must be ${article(String(issue.params?.expected ?? 'valid'))}`;
  }
  if (issue.keyword === 'invalid_value') return `${field} must be one of ${choices(issue.params?.values)}`;
  if (issue.keyword === 'invalid_format' && issue.params?.format === 'email') return `${field} must be a valid email address`;
  if (issue.keyword === 'too_small' && issue.params?.origin === 'string' && issue.params?.minimum === 1) {
    return `${field} is required`;
  }
  // zod's own "Too small: expected number to be >=1" in words; a schema's custom text stays as written
  const bound = /^Too (small|big)\b/.test(message) ? boundText(issue) : null;
  if (bound) return `${field} must be ${bound}`;
  return `${field}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}

// a short list is spelled out so an API client can correct itself; a long one (50 states) would drown the sentence
const MAX_NAMED_CHOICES = 8;
const choices = (values: unknown) =>
  Array.isArray(values) && values.length > 0 && values.length <= MAX_NAMED_CHOICES ? values.map(String).join(', ') : 'the listed choices';

/** "at least 1", "at most 500", "at most 100 characters": a number's or a text's limit in words. */
function boundText({ keyword, params = {} }: Issue): string | null {
  const { origin, minimum, maximum, inclusive } = params;
  const limit = keyword === 'too_small' ? minimum : keyword === 'too_big' ? maximum : undefined;
  if (typeof limit !== 'number' && typeof limit !== 'bigint') return null;
  const comparison = keyword === 'too_small' ? (inclusive === false ? 'greater than' : 'at least') : inclusive === false ? 'less than' : 'at most';
  if (origin === 'number' || origin === 'int' || origin === 'bigint') return `${comparison} ${limit}`;
  if (origin === 'string') return `${comparison} ${limit} characters`;
  if (origin === 'array' || origin === 'set') return `${comparison} ${limit} items`;
  return null;
}

// a strict body names what it does not take, so a client learns its field was refused rather than ignored
const unknownFields = (field: string, keys: unknown) => {
  const names = Array.isArray(keys) ? keys.map(String) : [];
  const where = field ? ` in ${field}` : '';
  return `${names.length === 1 ? 'Unknown field' : 'Unknown fields'}${where}: ${names.join(', ')}`;
};

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

/** The same sentence for a zod issue found in the browser, as the server words it when its schema finds it. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const { path, code, message, ...params } = issue;
  return validationMessage({ keyword: code, instancePath: `/${path.join('/')}`, message, params: params as Record<string, unknown> }, 'body');
}
