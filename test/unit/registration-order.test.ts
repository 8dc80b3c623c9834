import { describe, expect, it } from 'vitest';
import { FACILITY_TYPES, REGISTRATION_CAPABILITIES, REGISTRATION_SERVICE_TYPES, US_STATES } from '@/domain/common/choices';
import { REGISTRATION_MESSAGES } from '@/domain/common/messages';
import { firstRegistrationError, missingLookupParts } from '@/domain/organisations/registration';

const valid = { password: 'longenough', confirmPassword: 'longenough', capabilities: ['BLS'], latitude: '40.4', longitude: '-79.9' };
const check = (over: Partial<typeof valid> & Record<string, unknown>, kind: 'healthcare' | 'ems' = 'ems') =>
  firstRegistrationError({ ...valid, ...over }, kind, { coordinatesRequired: true });

describe('registration checks in the spec order', () => {
  it('passes a valid form', () => expect(check({})).toBeNull());

  it.each([
    [{ confirmPassword: 'other', password: 'short', capabilities: [], latitude: '' }, REGISTRATION_MESSAGES.passwordsDoNotMatch],
    [{ password: 'short', confirmPassword: 'short', capabilities: [], latitude: '' }, REGISTRATION_MESSAGES.passwordTooShort],
    [{ capabilities: [], latitude: '' }, REGISTRATION_MESSAGES.capabilityRequired],
    [{ latitude: '', longitude: 'abc' }, REGISTRATION_MESSAGES.coordinatesRequired],
    [{ latitude: '  ' }, REGISTRATION_MESSAGES.coordinatesRequired],
    [{ latitude: 'north', longitude: '500' }, REGISTRATION_MESSAGES.coordinatesNotNumeric],
    [{ latitude: '90.01', longitude: '500' }, REGISTRATION_MESSAGES.latitudeRange],
    [{ latitude: '-90', longitude: '180.01' }, REGISTRATION_MESSAGES.longitudeRange],
  ])('%o → %s', (over, message) => expect(check(over)).toBe(message));

  it('the capability check belongs to the EMS form only', () => {
    expect(check({ capabilities: [] }, 'healthcare')).toBeNull();
  });

  it('accepts the range edges', () => {
    expect(check({ latitude: '-90', longitude: '180' })).toBeNull();
    expect(check({ latitude: '90', longitude: '-180' })).toBeNull();
  });

  it('lets the server skip coordinates the caller did not send', () => {
    expect(firstRegistrationError({ password: 'longenough' }, 'healthcare', { coordinatesRequired: false })).toBeNull();
    expect(firstRegistrationError({ password: 'longenough', latitude: 1 }, 'healthcare', { coordinatesRequired: false })).toBe(
      REGISTRATION_MESSAGES.coordinatesRequired,
    );
  });
});

describe('coordinate lookup needs the whole address', () => {
  it('lists the missing parts in form order', () => {
    expect(missingLookupParts({ address: '', city: 'Pittsburgh', state: '', zipCode: ' ' })).toEqual(['address', 'state', 'ZIP code']);
    expect(missingLookupParts({ address: '1 Main St', city: 'X', state: 'PA', zipCode: '15213' })).toEqual([]);
  });
});

describe('choice lists', () => {
  it('have the spec’s counts', () => {
    expect(FACILITY_TYPES).toHaveLength(9);
    expect(REGISTRATION_SERVICE_TYPES).toHaveLength(6);
    expect(REGISTRATION_CAPABILITIES).toHaveLength(8);
    expect(new Set(US_STATES).size).toBe(50);
  });
});
