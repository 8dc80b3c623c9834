import { describe, expect, it } from 'vitest';
import {
  clearAllDrafts,
  clearDraft,
  clearDraftsOf,
  clearExpiredDrafts,
  DRAFT_LIFETIME_MS,
  draftKey,
  hasEntries,
  readDraft,
  writeDraft,
  type DraftStorage,
} from '@/web/lib/form-drafts';
import { readExpiredSession, rememberExpiredSession, takeReturnPlace } from '@/web/lib/expired-session';
import type { SessionUser } from '@/domain/session/session-answers';

/** Web Storage over a map, as localStorage behaves (keys in insertion order). */
function memoryStorage(): DraftStorage & { keys(): string[] } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
    keys: () => [...items.keys()],
  };
}

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2030, 2, 14, 8, 0);

describe('form drafts on the device', () => {
  it('keeps a draft per user and form, so another user never reads it', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'nurse-1', 'request-wizard', { patientId: 'P1' }, T0);
    expect(readDraft(storage, 'nurse-1', 'request-wizard', T0 + HOUR)).toEqual({ patientId: 'P1' });
    expect(readDraft(storage, 'nurse-2', 'request-wizard', T0 + HOUR)).toBeNull();
    expect(readDraft(storage, 'nurse-1', 'facility-settings', T0 + HOUR)).toBeNull();
  });

  it('lives 12 hours from when it was started, however often it is edited, and is removed when read after that', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'nurse-1', 'request-wizard', { patientId: 'P1' }, T0);
    writeDraft(storage, 'nurse-1', 'request-wizard', { patientId: 'P12' }, T0 + 11 * HOUR);
    expect(readDraft(storage, 'nurse-1', 'request-wizard', T0 + DRAFT_LIFETIME_MS - 1)).toEqual({ patientId: 'P12' });
    expect(readDraft(storage, 'nurse-1', 'request-wizard', T0 + DRAFT_LIFETIME_MS)).toBeNull();
    expect(storage.keys()).toEqual([]);
  });

  it('starts afresh when written after the old one expired', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'nurse-1', 'request-wizard', { patientId: 'OLD' }, T0);
    writeDraft(storage, 'nurse-1', 'request-wizard', { patientId: 'NEW' }, T0 + 13 * HOUR);
    expect(readDraft(storage, 'nurse-1', 'request-wizard', T0 + 24 * HOUR)).toEqual({ patientId: 'NEW' });
  });

  it('treats a start time ahead of the clock, or an unreadable entry, as expired', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey('nurse-1', 'a'), JSON.stringify({ startedAt: T0 + 2 * HOUR, data: { x: 1 } }));
    storage.setItem(draftKey('nurse-1', 'b'), '{not json');
    expect(readDraft(storage, 'nurse-1', 'a', T0)).toBeNull();
    expect(readDraft(storage, 'nurse-1', 'b', T0)).toBeNull();
    expect(storage.keys()).toEqual([]);
  });

  it('clears one form, one user’s drafts (sign-out), or every draft, and leaves other keys alone', () => {
    const storage = memoryStorage();
    storage.setItem('token', 't');
    writeDraft(storage, 'nurse-1', 'request-wizard', {}, T0);
    writeDraft(storage, 'nurse-1', 'facility-settings', {}, T0);
    writeDraft(storage, 'nurse-2', 'request-wizard', {}, T0);
    clearDraft(storage, 'nurse-1', 'facility-settings');
    expect(storage.keys()).toEqual(['token', draftKey('nurse-1', 'request-wizard'), draftKey('nurse-2', 'request-wizard')]);
    clearDraftsOf(storage, 'nurse-1');
    expect(storage.keys()).toEqual(['token', draftKey('nurse-2', 'request-wizard')]);
    clearAllDrafts(storage);
    expect(storage.keys()).toEqual(['token']);
  });

  it('does not take a user id that begins another’s for the same user when clearing', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'user-1', 'f', {}, T0);
    writeDraft(storage, 'user-10', 'f', {}, T0);
    clearDraftsOf(storage, 'user-1');
    expect(storage.keys()).toEqual([draftKey('user-10', 'f')]);
  });

  it('at start-up removes every expired or unreadable draft, whoever it belongs to', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'nurse-1', 'request-wizard', {}, T0);
    writeDraft(storage, 'admin-1', 'admin-trip', {}, T0 + 6 * HOUR);
    storage.setItem(draftKey('dispatcher-1', 'agency-settings'), 'garbage');
    storage.setItem('user', '{}');
    clearExpiredDrafts(storage, T0 + 13 * HOUR);
    expect(storage.keys()).toEqual([draftKey('admin-1', 'admin-trip'), 'user']);
  });

  it('keeps nothing, and throws nothing, when the storage refuses', () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
      key: () => null,
      length: 0,
    };
    expect(() => writeDraft(refusing, 'u', 'f', {}, T0)).not.toThrow();
    expect(readDraft(refusing, 'u', 'f', T0)).toBeNull();
  });

  it('sees entries only where values differ from the starting ones', () => {
    const start = { patientId: '', fromLocation: 'Riverside General', selectedAgencies: [] as string[], oxygen: false };
    expect(hasEntries({ ...start }, start)).toBe(false);
    expect(hasEntries({ ...start, patientId: 'P1' }, start)).toBe(true);
    expect(hasEntries({ ...start, selectedAgencies: ['a'] }, start)).toBe(true);
    expect(hasEntries({ ...start, oxygen: true }, start)).toBe(true);
  });
});

describe('the session that expired in this tab', () => {
  const nurse = { id: 'nurse-1', userType: 'HEALTHCARE' } as SessionUser;

  it('returns the same user to the screen left, once; anyone else starts afresh', () => {
    const storage = memoryStorage();
    rememberExpiredSession(storage, nurse, '/?tab=create-request&step=3');
    expect(readExpiredSession(storage)).toEqual({ userId: 'nurse-1', userType: 'HEALTHCARE', returnTo: '/?tab=create-request&step=3' });
    expect(takeReturnPlace(storage, 'nurse-1')).toBe('/?tab=create-request&step=3');
    expect(takeReturnPlace(storage, 'nurse-1')).toBeNull();

    rememberExpiredSession(storage, nurse, '/?tab=settings');
    expect(takeReturnPlace(storage, 'nurse-2')).toBeNull();
    expect(readExpiredSession(storage)).toBeNull();
  });

  it('returns only to a path of this app', () => {
    const storage = memoryStorage();
    rememberExpiredSession(storage, nurse, '//evil.example/');
    expect(takeReturnPlace(storage, 'nurse-1')).toBe('/');
    storage.setItem('tcc.session-expired', JSON.stringify({ userId: 'nurse-1', userType: 'HEALTHCARE', returnTo: 'https://evil.example/' }));
    expect(takeReturnPlace(storage, 'nurse-1')).toBeNull();
  });
});
