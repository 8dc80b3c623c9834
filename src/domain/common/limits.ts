// Business constants used by the logged-out app and authentication.
export const MIN_PASSWORD_LENGTH = 8;
export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;
export const APPROVAL_PROMISE_HOURS = 24;
/** The longest text a list's search box takes: more than any name, place or trip number it could match. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG = `Search text can be at most ${SEARCH_MAX_LENGTH} characters`;
export const REGISTRATION_REDIRECT_MS = 2000;
export const STARTUP_LOADING_DELAY_MS = 100;
/**
 * Failed logins inside the window: an e-mail and address pair, or one address across e-mails, is then refused (429).
 * Failures of one e-mail from everywhere only slow its sign-in, so nobody can lock an account's owner out.
 */
export const LOGIN_FAILURE_LIMIT = { perPair: 5, perAddress: 20, windowMinutes: 15, slowAfterPerEmail: 5, maxDelayMs: 8_000 } as const;

/** The pause before an e-mail's password is checked: 250 ms at the first failure past the limit, doubling, capped. */
export function loginDelayMs(failuresOfEmail: number): number {
  const past = failuresOfEmail - LOGIN_FAILURE_LIMIT.slowAfterPerEmail;
  return past < 0 ? 0 : Math.min(250 * 2 ** past, LOGIN_FAILURE_LIMIT.maxDelayMs);
}
/** A working shift and a bit: long enough for a night shift, short enough that a lost laptop expires. */
export const SESSION_HOURS = 12;
export const EMAIL_VERIFICATION_HOURS = 72;
/** A password reset link works this long, and once. */
export const PASSWORD_RESET_MINUTES = 60;
/** An invitation to choose a password (a crew member, a control-center user) works this long, and once: the invited may not read mail at once. */
export const INVITATION_DAYS = 7;

/** Test e-mails and test text messages each account may have sent in an hour: each reaches a real inbox or phone. */
export const TEST_MESSAGES_PER_HOUR = 5;
