// When the outbox tries a message again after a failure: after 30 s, then twice as long each time, at most an hour
// apart, and gives up after the eighth attempt (about two hours after the first).
export const OUTBOX_MAX_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 3600;

/** Seconds to wait after the failed attempt number `attempts` (1 for the first), or null when there is no next one. */
export function retryDelaySeconds(attempts: number): number | null {
  if (attempts >= OUTBOX_MAX_ATTEMPTS) return null;
  return Math.min(FIRST_RETRY_SECONDS * 2 ** (attempts - 1), LONGEST_WAIT_SECONDS);
}
