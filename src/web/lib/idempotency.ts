// One Idempotency-Key per intended action: the same action asked again within moments (a double click, a second tap
// while the first call runs) is sent with the first one's key and body, so the server acts once and answers both alike.

const SAME_ACTION_MS = 10_000;
const MAX_REMEMBERED = 200;
const recent = new Map<string, { key: string; value: unknown; at: number }>();

// getRandomValues, unlike randomUUID, is there on a page served over plain HTTP on the local network too
const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The key, and the value first made, of the action named `action`; `make` is called only for a new action. */
export function sameAction<T>(action: string, make: () => T, now = Date.now()): { key: string; value: T } {
  const seen = recent.get(action);
  if (seen && now - seen.at < SAME_ACTION_MS) return { key: seen.key, value: seen.value as T };
  const made = { key: newKey(), value: make(), at: now };
  recent.delete(action);
  recent.set(action, made);
  if (recent.size > MAX_REMEMBERED) recent.delete(recent.keys().next().value!);
  return { key: made.key, value: made.value };
}

/** Forgets an action once done, so that asking for it again is a new action (an Accept after its Undo). */
export function forgetAction(action: string): void {
  recent.delete(action);
}
