// What a new password must be, wherever one is chosen: registration, an administrator's user form, a password change
// and a reset. The list of common passwords lives in the server (too large for the web app), which passes its check in.
import { MIN_PASSWORD_LENGTH } from '../common/limits';
import { REGISTRATION_MESSAGES } from '../common/messages';

export const PASSWORD_MESSAGES = {
  tooShort: REGISTRATION_MESSAGES.passwordTooShort,
  oneCharacter: 'Password must not be one character repeated or only spaces; choose something harder to guess.',
  tooCommon: 'This password is one of the most commonly used passwords and is easy to guess; please choose another.',
  containsEmail: 'Password must not contain your email address or the part of it before the @.',
  containsOrganisation: "Password must not contain your organization's name.",
} as const;

/** Whose password it is: the parts of their identity a guesser would try first. */
export interface PasswordOwner {
  email?: string | undefined;
  organisationName?: string | null | undefined;
}

// Fragments shorter than this are too common inside ordinary words to forbid ("al", "jo").
const MIN_FRAGMENT = 3;

/** Letters and digits only, lower-cased: "Metro EMS" and "metro-ems" are one name. */
const folded = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function contains(password: string, fragment: string | null | undefined): boolean {
  if (!fragment) return false;
  const f = folded(fragment);
  return f.length >= MIN_FRAGMENT && folded(password).includes(f);
}

/**
 * The first reason a new password is refused, or null. `isCommon` answers for the bundled list of common passwords
 * (the server's); without it that one check is left to the server.
 */
export function passwordProblem(password: string, owner: PasswordOwner, isCommon?: (password: string) => boolean): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.trim() === '' || new Set(password).size === 1) return PASSWORD_MESSAGES.oneCharacter;
  if (isCommon?.(password)) return PASSWORD_MESSAGES.tooCommon;
  const email = owner.email?.trim();
  if (email && (contains(password, email) || contains(password, email.split('@')[0]))) return PASSWORD_MESSAGES.containsEmail;
  if (contains(password, owner.organisationName)) return PASSWORD_MESSAGES.containsOrganisation;
  return null;
}

/** A new password typed twice: a mismatch first (the order registration uses), then the password's own problem. */
export function typedPasswordProblem(
  password: string,
  confirmation: string | undefined,
  owner: PasswordOwner,
  isCommon?: (password: string) => boolean,
): string | null {
  if (confirmation !== undefined && password !== confirmation) return REGISTRATION_MESSAGES.passwordsDoNotMatch;
  return passwordProblem(password, owner, isCommon);
}
