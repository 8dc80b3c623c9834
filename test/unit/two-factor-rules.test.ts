import { describe, expect, it } from 'vitest';
import { formattedRecoveryCode, isAuthenticatorCode, normalizedCode, twoFactorRequired } from '@/domain/session/two-factor-rules';

describe('who must sign in with a second factor', () => {
  const both = { adminsRequired: true, organisationRequires: true };
  const none = { adminsRequired: false, organisationRequires: false };

  it('administrators follow the control center, facility and agency staff their organisation', () => {
    expect(twoFactorRequired('ADMIN', { adminsRequired: true, organisationRequires: false })).toBe(true);
    expect(twoFactorRequired('ADMIN', { adminsRequired: false, organisationRequires: true })).toBe(false);
    expect(twoFactorRequired('HEALTHCARE', { adminsRequired: false, organisationRequires: true })).toBe(true);
    expect(twoFactorRequired('EMS', { adminsRequired: true, organisationRequires: false })).toBe(false);
  });

  it.each(['USER', 'CREW'] as const)('%s may choose, whatever the settings', (userType) => {
    expect(twoFactorRequired(userType, both)).toBe(false);
    expect(twoFactorRequired(userType, none)).toBe(false);
  });
});

describe('codes as typed', () => {
  it('tells the authenticator code from a recovery code, spaces and dashes aside', () => {
    expect(isAuthenticatorCode('123456')).toBe(true);
    expect(isAuthenticatorCode(' 123 456 ')).toBe(true);
    expect(isAuthenticatorCode('12345')).toBe(false);
    expect(isAuthenticatorCode('abcd-efgh-jkmn-pqrs')).toBe(false);
  });

  it('reads a recovery code the same in any case, with or without its dashes', () => {
    const shown = formattedRecoveryCode('abcdefghjkmnpqrs');
    expect(shown).toBe('abcd-efgh-jkmn-pqrs');
    expect(normalizedCode(shown.toUpperCase())).toBe('abcdefghjkmnpqrs');
  });
});
