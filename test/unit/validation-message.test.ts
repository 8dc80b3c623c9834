import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '../../src/domain/messages';
import { validationMessage } from '../../src/server/http/validation-message';

describe('validation messages name the field', () => {
  it.each([
    [{ keyword: 'invalid_type', instancePath: '/email', message: 'Invalid input: expected string, received undefined' }, 'email is required'],
    [{ keyword: 'invalid_type', instancePath: '/latitude', message: 'Invalid input', params: { expected: 'number' } }, 'latitude must be a number'],
    [{ keyword: 'invalid_type', instancePath: '/capabilities', message: 'x', params: { expected: 'array' } }, 'capabilities must be an array'],
    [{ keyword: 'invalid_value', instancePath: '/state', message: 'Invalid option' }, 'state must be one of the listed choices'],
    [{ keyword: 'custom', instancePath: '/password', message: REGISTRATION_MESSAGES.passwordTooShort }, REGISTRATION_MESSAGES.passwordTooShort],
    [{ keyword: 'too_big', instancePath: '/name', message: 'Too big: expected string to have <=200 characters' }, 'name: too big: expected string to have <=200 characters'],
    [{ keyword: 'unrecognized_keys', instancePath: '/', message: 'Unrecognized key', params: { keys: ['agencyId'] } }, 'Unknown field: agencyId'],
    [{ keyword: 'unrecognized_keys', instancePath: '/contact', message: 'x', params: { keys: ['a', 'b'] } }, 'Unknown fields in contact: a, b'],
  ])('%o → %s', (issue, text) => expect(validationMessage(issue, 'body')).toBe(text));
});
