// Who must sign in with a second factor, and what the codes look like: the one place these rules live.
import type { UserType } from '../common/enums';

/** How many recovery codes a user gets at enrolment (and each time they ask for new ones). */
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits in a recovery code. */
export const RECOVERY_CODE_LENGTH = 16;
/** How long the step between a right password and a right code may take. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 10;
/** The name authenticator apps show beside the account. */
export const TWO_FACTOR_ISSUER = 'TCC';

export interface TwoFactorPolicy {
  /** The control center's setting: its administrators must use a second factor. */
  adminsRequired: boolean;
  /** The user's own facility's or agency's setting, for its staff. */
  organisationRequires: boolean;
}

/**
 * Administrators follow the control center's setting and facility and agency staff their organisation's; standard
 * control-center users and crews may choose, since neither setting covers them.
 */
export function twoFactorRequired(userType: UserType, policy: TwoFactorPolicy): boolean {
  if (userType === 'ADMIN') return policy.adminsRequired;
  if (userType === 'HEALTHCARE' || userType === 'EMS') return policy.organisationRequires;
  return false;
}

/** A code as typed: spaces and dashes dropped, letters lower-cased, so "ABCDE-12345" and "abcde12345" are one code. */
export const normalizedCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** Six digits are the authenticator's code; anything else is tried as a recovery code. */
export const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(normalizedCode(code));

/** A recovery code as shown: its letters and digits in groups of four. */
export const formattedRecoveryCode = (code: string) => code.match(/.{1,4}/g)!.join('-');
