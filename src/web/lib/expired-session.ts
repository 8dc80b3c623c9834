import type { SessionUser } from '@/domain/session/session-answers';

// When a session ends with a 401, this browser tab remembers who was signed in and where, so their own login can say
// the session expired and signing back in returns to the same screen. It never holds the token.

const KEY = 'tcc.session-expired';

export type ExpiredSessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ExpiredSession {
  userId: string;
  userType: SessionUser['userType'];
  /** Path and query of the screen the user was on. */
  returnTo: string;
}

/** Only a path of this app (never another origin, `//host`) can be returned to. */
const isAppPath = (path: unknown): path is string => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');

export function rememberExpiredSession(storage: ExpiredSessionStorage, user: SessionUser, returnTo: string): void {
  const record: ExpiredSession = { userId: user.id, userType: user.userType, returnTo: isAppPath(returnTo) ? returnTo : '/' };
  try {
    storage.setItem(KEY, JSON.stringify(record));
  } catch {
    /* the login then opens without the notice */
  }
}

export function readExpiredSession(storage: ExpiredSessionStorage): ExpiredSession | null {
  try {
    const record = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<ExpiredSession> | null;
    if (!record || typeof record.userId !== 'string' || typeof record.userType !== 'string' || !isAppPath(record.returnTo)) return null;
    return record as ExpiredSession;
  } catch {
    return null;
  }
}

export function forgetExpiredSession(storage: ExpiredSessionStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}

/**
 * On a sign-in: the screen to return to when the user whose session expired signs back in; anyone else starts
 * afresh. The record is spent either way.
 */
export function takeReturnPlace(storage: ExpiredSessionStorage, userId: string): string | null {
  const record = readExpiredSession(storage);
  forgetExpiredSession(storage);
  return record?.userId === userId ? record.returnTo : null;
}

const NO_STORAGE: ExpiredSessionStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** This tab's session storage (one that keeps nothing where it cannot be used). */
export function tabStorage(): ExpiredSessionStorage {
  try {
    return window.sessionStorage;
  } catch {
    return NO_STORAGE;
  }
}
