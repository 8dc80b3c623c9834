import { createContext, useContext } from 'react';
import type { SessionUser } from '@/domain/session/session-answers';

export interface Session {
  /** 'loading' while the stored token is checked at start-up. */
  status: 'loading' | 'ready';
  user: SessionUser | null;
  /** Keeps a fresh login in memory and in storage; the matching shell then shows. */
  signIn(user: SessionUser, token: string): void;
  /** Ends the session on this device and goes to `to`. */
  endSession(to: string): void;
  /** Takes a newer copy of the signed-in user (the periodic session check). */
  refreshUser(user: SessionUser): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** The signed-in user, for screens that only render while someone is signed in. */
export function useSignedInUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser needs a signed-in user');
  return user;
}
