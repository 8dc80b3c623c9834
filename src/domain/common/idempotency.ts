// Idempotency-Key: a create or move sent twice with the same key (a double click, a retry after a lost answer) acts once.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that repeats the first answer to the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Visible ASCII only, as a UUID or any client's token would be. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 1 to 255 visible characters, such as a UUID',
  otherRequest: 'This Idempotency-Key was already used for a different request; send a new key for a new request',
  stillRunning: 'The first request with this Idempotency-Key is still being processed; try again in a moment',
  secretShownOnce: 'This request was already carried out with this Idempotency-Key; its answer held a secret, which is shown only once',
} as const;
