// Business constants of spec part 1 §9 used by the logged-out app and authentication.
export const MIN_PASSWORD_LENGTH = 8;
export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;
export const APPROVAL_PROMISE_HOURS = 24;
export const REGISTRATION_REDIRECT_MS = 2000;
export const STARTUP_LOADING_DELAY_MS = 100;
/** Failed logins allowed per e-mail and per address inside the window before 429. */
export const LOGIN_FAILURE_LIMIT = { perEmail: 5, perAddress: 20, windowMinutes: 15 } as const;
/** A working shift and a bit: long enough for a night shift, short enough that a lost laptop expires. */
export const SESSION_HOURS = 12;
export const EMAIL_VERIFICATION_HOURS = 72;
