import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES as P, passwordProblem } from '@/domain/session/password-rules';
import { isCommonPassword } from '@/server/modules/auth/common-passwords';

const owner = { email: 'dispatch@metro-ems.com', organisationName: 'Metro EMS' };

describe('passwordProblem', () => {
  it.each([
    ['short7!', P.tooShort],
    ['        ', P.oneCharacter],
    ['\t \t \t \t ', P.oneCharacter],
    ['zzzzzzzzzz', P.oneCharacter],
    ['12345678', P.tooCommon],
    ['Sunshine1', P.tooCommon],
    ['dispatch@metro-ems.com', P.containsEmail],
    ['DISPATCH-desk-9', P.containsEmail],
    ['metro.ems.2026!', P.containsOrganisation],
    ['my METRO-EMS key', P.containsOrganisation],
  ])('%j → %s', (password, message) => {
    expect(passwordProblem(password, owner, isCommonPassword)).toBe(message);
  });

  it('accepts a password that is none of these', () => {
    expect(passwordProblem('kettle-orbit-51', owner, isCommonPassword)).toBeNull();
  });

  it('does not forbid fragments too short to mean anything, nor judge an owner it was not told of', () => {
    expect(passwordProblem('jo-harbor-kettle', { email: 'jo@example.org', organisationName: 'AB' }, isCommonPassword)).toBeNull();
    expect(passwordProblem('dispatch-metro-ems', {}, isCommonPassword)).toBeNull();
  });

  it('leaves the common list to whoever passes it (the browser has none)', () => {
    expect(passwordProblem('password1', owner)).toBeNull();
    expect(passwordProblem('password1', owner, isCommonPassword)).toBe(P.tooCommon);
  });

  it('knows the common passwords whatever their case', () => {
    for (const p of ['123456789', 'QWERTY123', 'iloveyou', 'Football1', 'letmein1']) expect(isCommonPassword(p)).toBe(true);
  });
});
