import type { SessionUser } from '@/domain/session/session-answers';

// The spec keeps the session under these exact local-storage keys.
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

// Storage can be unavailable (private windows, blocked cookies): the app then runs without persistence.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* nothing to keep */
  }
}

export const readStoredToken = (): string | null => read(TOKEN_KEY);

export function storeSession(token: string, user: SessionUser): void {
  write(TOKEN_KEY, token);
  write(USER_KEY, JSON.stringify(user));
}

/** Who the stored session says is signed in, before the server has confirmed it. */
export function readStoredUser(): SessionUser | null {
  try {
    const user = JSON.parse(read(USER_KEY) ?? 'null') as SessionUser | null;
    return user && typeof user.id === 'string' && typeof user.userType === 'string' ? user : null;
  } catch {
    return null;
  }
}

export const readStoredUserType = (): SessionUser['userType'] | null => readStoredUser()?.userType ?? null;

export function storeUser(user: SessionUser): void {
  write(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  write(TOKEN_KEY, null);
  write(USER_KEY, null);
}
