import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem } from '@/domain/session/password-rules';
import { isCommonPassword } from '@/server/modules/auth/common-passwords';

const owner = { email: 'dispatch@metro-ems.com', organisationName: 'Metro EMS' };

describe('passwordProblem', () => {
  it.each([
    ['short7!', PASSWORD_MESSAGES.tooShort],
    ['        ', PASSWORD_MESSAGES.oneCharacter],
    ['\t \t \t \t ', PASSWORD_MESSAGES.oneCharacter],
    ['zzzzzzzzzz', PASSWORD_MESSAGES.oneCharacter],
    ['12345678', PASSWORD_MESSAGES.tooCommon],
    ['Sunshine1', PASSWORD_MESSAGES.tooCommon],
    ['dispatch@metro-ems.com', PASSWORD_MESSAGES.containsEmail],
    ['DISPATCH-desk-9', PASSWORD_MESSAGES.containsEmail],
    ['metro.ems.2026!', PASSWORD_MESSAGES.containsOrganisation],
    ['my METRO-EMS key', PASSWORD_MESSAGES.containsOrganisation],
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
    expect(passwordProblem('password1', owner, isCommonPassword)).toBe(PASSWORD_MESSAGES.tooCommon);
  });

  it('knows the common passwords whatever their case', () => {
    for (const p of ['123456789', 'QWERTY123', 'iloveyou', 'Football1', 'letmein1']) expect(isCommonPassword(p)).toBe(true);
  });
});
