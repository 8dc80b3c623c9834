import { ADMIN_TRIP_MESSAGES } from '../../domain/admin-trip-request';
import { GEOCODE_MESSAGES, REGISTRATION_MESSAGES } from '../../domain/messages';

interface Issue {
  keyword: string;
  instancePath: string;
  message?: string | undefined;
  params?: Record<string, unknown>;
}

// Spec texts reach the client unchanged; every other message is prefixed with the field it concerns.
const SPEC_TEXTS = new Set<string>([
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
  if (issue.keyword === 'unrecognized_keys') return unknownFields(field, issue.params?.keys);
  if (!field) return part === 'body' ? 'Request body must be a JSON object' : `Invalid ${part}`;
  if (issue.keyword === 'invalid_type') {
    if (message.endsWith('received undefined')) return `${field} is required`;
    return `${field} must be ${article(String(issue.params?.expected ?? 'valid'))}`;
  }
  if (issue.keyword === 'invalid_value') return `${field} must be one of the listed choices`;
  if (issue.keyword === 'invalid_format' && issue.params?.format === 'email') return `${field} must be a valid email address`;
  if (issue.keyword === 'too_small' && issue.params?.origin === 'string' && issue.params?.minimum === 1) {
    return `${field} is required`;
  }
  return `${field}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}

// a strict body names what it does not take, so a client learns its field was refused rather than ignored
const unknownFields = (field: string, keys: unknown) => {
  const names = Array.isArray(keys) ? keys.map(String) : [];
  const where = field ? ` in ${field}` : '';
  return `${names.length === 1 ? 'Unknown field' : 'Unknown fields'}${where}: ${names.join(', ')}`;
};

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);
