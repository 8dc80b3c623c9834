import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '@/domain/common/messages';
import { validationMessage } from '@/domain/common/validation-message';

describe('validation messages name the field', () => {
  it.each([
    [{ keyword: 'invalid_type', instancePath: '/email', message: 'Invalid input: expected string, received undefined' }, 'email is required'],
    [{ keyword: 'invalid_type', instancePath: '/latitude', message: 'Invalid input', params: { expected: 'number' } }, 'latitude must be a number'],
    [{ keyword: 'invalid_type', instancePath: '/capabilities', message: 'x', params: { expected: 'array' } }, 'capabilities must be an array'],
    [{ keyword: 'invalid_value', instancePath: '/state', message: 'Invalid option' }, 'state must be one of the listed choices'],
    [{ keyword: 'invalid_value', instancePath: '/order', message: 'x', params: { values: ['asc', 'desc'] } }, 'order must be one of asc, desc'],
    [{ keyword: 'invalid_value', instancePath: '/state', message: 'x', params: { values: Array.from({ length: 9 }, (_, i) => `S${i}`) } }, 'state must be one of the listed choices'],
    [{ keyword: 'custom', instancePath: '/hospitalId', message: 'hospitalId must be a hospital id' }, 'hospitalId must be a hospital id'],
    [{ keyword: 'too_small', instancePath: '/limit', message: 'Too small: x', params: { origin: 'number', minimum: 1, inclusive: true } }, 'limit must be at least 1'],
    [{ keyword: 'too_big', instancePath: '/limit', message: 'Too big: x', params: { origin: 'number', maximum: 500, inclusive: true } }, 'limit must be at most 500'],
    [{ keyword: 'too_small', instancePath: '/weight', message: 'Too small: x', params: { origin: 'number', minimum: 0, inclusive: false } }, 'weight must be greater than 0'],
    [{ keyword: 'too_big', instancePath: '/search', message: 'Too big: x', params: { origin: 'string', maximum: 100 } }, 'search must be at most 100 characters'],
    [{ keyword: 'too_big', instancePath: '/ids', message: 'Too big: x', params: { origin: 'array', maximum: 20 } }, 'ids must be at most 20 items'],
    [{ keyword: 'custom', instancePath: '/password', message: REGISTRATION_MESSAGES.passwordTooShort }, REGISTRATION_MESSAGES.passwordTooShort],
    [{ keyword: 'too_big', instancePath: '/name', message: 'Too big: expected string to have <=200 characters' }, 'name: too big: expected string to have <=200 characters'],
    [{ keyword: 'too_small', instancePath: '/radius', message: 'must be between 10 and 200 miles', params: { origin: 'number', minimum: 10 } }, 'radius: must be between 10 and 200 miles'],
    [{ keyword: 'unrecognized_keys', instancePath: '/', message: 'Unrecognized key', params: { keys: ['agencyId'] } }, 'Unknown field: agencyId'],
    [{ keyword: 'unrecognized_keys', instancePath: '/contact', message: 'x', params: { keys: ['a', 'b'] } }, 'Unknown fields in contact: a, b'],
  ])('%o → %s', (issue, text) => expect(validationMessage(issue, 'body')).toBe(text));
});
