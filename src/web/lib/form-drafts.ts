// What a signed-in user has typed into a long form, kept on the device so a reload or an expired session loses none of
// it. Drafts can hold patient details, so each lives at most DRAFT_LIFETIME_MS from when it was started.

export const DRAFT_LIFETIME_MS = 12 * 60 * 60 * 1000;
const PREFIX = 'tcc.draft:';

/** The part of Web Storage the drafts use (localStorage in the browser, a map in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

interface StoredDraft {
  startedAt: number;
  data: unknown;
}

/** One user's draft of one form has a key of its own, so another user on the device never sees it. */
export const draftKey = (userId: string, form: string) => `${PREFIX}${userId}:${form}`;

function parse(raw: string | null): StoredDraft | null {
  if (raw === null) return null;
  try {
    const draft = JSON.parse(raw) as Partial<StoredDraft> | null;
    return draft && typeof draft.startedAt === 'number' && 'data' in draft ? (draft as StoredDraft) : null;
  } catch {
    return null;
  }
}

// a start time ahead of the clock (the clock was set back) could otherwise keep a draft past its lifetime
const CLOCK_SLACK_MS = 5 * 60 * 1000;
const expired = (draft: StoredDraft, now: number) => now - draft.startedAt >= DRAFT_LIFETIME_MS || draft.startedAt > now + CLOCK_SLACK_MS;

// Storage may refuse (private windows, a full quota): a draft is then simply not kept.
function attempt<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

/** The user's draft of a form, or null when there is none, it is unreadable or it has expired (then it is removed). */
export function readDraft<T>(storage: DraftStorage, userId: string, form: string, now: number): T | null {
  const key = draftKey(userId, form);
  const draft = parse(attempt(() => storage.getItem(key), null));
  if (!draft || expired(draft, now)) {
    attempt(() => storage.removeItem(key), undefined);
    return null;
  }
  return draft.data as T;
}

/** Keeps the draft; it keeps the time it was started, so editing never makes it live longer than the limit. */
export function writeDraft(storage: DraftStorage, userId: string, form: string, data: unknown, now: number): void {
  const key = draftKey(userId, form);
  const earlier = parse(attempt(() => storage.getItem(key), null));
  const startedAt = earlier && !expired(earlier, now) ? earlier.startedAt : now;
  attempt(() => storage.setItem(key, JSON.stringify({ startedAt, data } satisfies StoredDraft)), undefined);
}

export function clearDraft(storage: DraftStorage, userId: string, form: string): void {
  attempt(() => storage.removeItem(draftKey(userId, form)), undefined);
}

/** The draft keys held, read before any is removed (removing shifts the storage's indexes). */
const draftKeys = (storage: DraftStorage): string[] =>
  attempt(() => {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    return keys;
  }, []);

/** Signing out drops every draft of that user. */
export function clearDraftsOf(storage: DraftStorage, userId: string): void {
  const own = `${PREFIX}${userId}:`;
  for (const key of draftKeys(storage)) if (key.startsWith(own)) attempt(() => storage.removeItem(key), undefined);
}

/** Every draft on the device ('Clear Session & Start Fresh'). */
export function clearAllDrafts(storage: DraftStorage): void {
  for (const key of draftKeys(storage)) attempt(() => storage.removeItem(key), undefined);
}

/** At start-up: drafts past their lifetime (or unreadable) go, whoever they belong to. */
export function clearExpiredDrafts(storage: DraftStorage, now: number): void {
  for (const key of draftKeys(storage)) {
    const draft = parse(attempt(() => storage.getItem(key), null));
    if (!draft || expired(draft, now)) attempt(() => storage.removeItem(key), undefined);
  }
}

/** Whether a form's values hold anything beyond its starting values (then there is something to keep or lose). */
export function hasEntries<V extends object>(values: V, start: V): boolean {
  return (Object.keys(start) as (keyof V)[]).some((name) => JSON.stringify(values[name] ?? null) !== JSON.stringify(start[name] ?? null));
}

const NO_STORAGE: DraftStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined, key: () => null, length: 0 };

/** The browser's local storage (one that keeps nothing where it cannot be used). */
export function deviceStorage(): DraftStorage {
  return attempt(() => window.localStorage, NO_STORAGE);
}

/** This tab's session storage, for forms filled before anyone signs in: their drafts go when the tab is closed. */
export function tabDraftStorage(): DraftStorage {
  return attempt(() => window.sessionStorage, NO_STORAGE);
}
