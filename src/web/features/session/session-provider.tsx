import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { SessionUser } from '@/domain/session/session-answers';
import { STARTUP_LOADING_DELAY_MS } from '@/domain/common/limits';
import { ApiRequestError, NetworkError, onUnauthorized } from '@/web/lib/api-client';
import { clearExpiredDrafts, deviceStorage } from '@/web/lib/form-drafts';
import { clearStoredSession, readStoredToken, readStoredUser, storeSession, storeUser } from '@/web/lib/session-storage';
import { paths } from '@/web/app/paths';
import { verifySession } from './api/verify-session';
import { SessionContext, type Session } from './session-context';
import { keepsSessionOffline, loginRouteOf, noteExpiredSession } from './session-expiry';

interface SessionState {
  status: Session['status'];
  user: SessionUser | null;
}

function initialState(): SessionState {
  // drafts hold patient details: whatever outlived its time goes before anything is shown
  clearExpiredDrafts(deviceStorage(), Date.now());
  // opening the admin login clears the stored session, so there is nothing to check
  if (window.location.pathname === paths.adminLogin) {
    clearStoredSession();
    return { status: 'ready', user: null };
  }
  return { status: readStoredToken() ? 'loading' : 'ready', user: null };
}

const sameUser = (a: SessionUser | null, b: SessionUser) => JSON.stringify(a) === JSON.stringify(b);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const [state, setState] = useState<SessionState>(initialState);
  const startupCheck = useRef(false);
  const signedInUser = useRef<SessionUser | null>(null);
  useEffect(() => {
    signedInUser.current = state.user;
  }, [state.user]);

  // Start-up: verify the stored token. A session that ended while the page was closed (401) is told on its user's own
  // login, which returns to this screen, as when it ends on screen; an unreachable check clears it without a word,
  // except the crew's: its app opens without signal, and the server checks the session with its next call.
  useEffect(() => {
    if (state.status !== 'loading' || startupCheck.current) return;
    startupCheck.current = true;
    const storedUser = readStoredUser();
    void verifySession({ redirectOnUnauthorized: false })
      .then(
        (user) => {
          storeUser(user);
          return user;
        },
        (err: unknown) => {
          if (err instanceof NetworkError && storedUser && keepsSessionOffline(storedUser)) return storedUser;
          clearStoredSession();
          if (err instanceof ApiRequestError && err.status === 401 && storedUser) {
            noteExpiredSession(storedUser);
            navigate(loginRouteOf(storedUser), { replace: true });
          }
          return null;
        },
      )
      .then((user) => {
        window.setTimeout(() => setState({ status: 'ready', user }), STARTUP_LOADING_DELAY_MS);
      });
  }, [state.status, navigate]);

  const endSession = useCallback(
    (to: string) => {
      // the signed-in screens, and their query cache with them, go as the user does
      clearStoredSession();
      setState({ status: 'ready', user: null });
      navigate(to, { replace: true });
    },
    [navigate],
  );

  // Any 401 on a call made with a token: the api client has cleared storage. The user's own login says the session
  // expired, and signing back in returns to this screen (the forms' drafts stay on the device).
  useEffect(
    () =>
      onUnauthorized(() => {
        const user = signedInUser.current;
        if (user) noteExpiredSession(user);
        endSession(user ? loginRouteOf(user) : paths.adminLogin);
      }),
    [endSession],
  );

  const signIn = useCallback(
    (user: SessionUser, token: string) => {
      storeSession(token, user);
      setState({ status: 'ready', user });
    },
    [],
  );

  const refreshUser = useCallback((user: SessionUser) => {
    setState((current) => {
      if (!current.user || sameUser(current.user, user)) return current;
      storeUser(user);
      return { ...current, user };
    });
  }, []);

  const value = useMemo<Session>(
    () => ({ status: state.status, user: state.user, signIn, endSession, refreshUser }),
    [state, signIn, endSession, refreshUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
