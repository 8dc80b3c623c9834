// Renders a screen as the app does for a signed-in user: a session, a fresh query client, the stored token.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SessionUser } from '@/domain/session/session-answers';
import { SessionContext, type Session } from '@/web/features/session/session-context';
import { createQueryClient } from '@/web/lib/query-client';
import { storeSession } from '@/web/lib/session-storage';

export const nurse: SessionUser = {
  id: 'user-nurse',
  name: 'Nora Nurse',
  email: 'nurse@example.org',
  userType: 'HEALTHCARE',
  facilityName: 'General Hospital',
  facilityType: 'HOSPITAL',
  agencyName: null,
  hospitalId: 'hospital-1',
  agencyId: null,
  timeZone: 'America/New_York',
};

export const dispatcher: SessionUser = {
  ...nurse,
  id: 'user-ems',
  name: 'Eve Dispatcher',
  email: 'ems@example.org',
  userType: 'EMS',
  facilityName: null,
  facilityType: null,
  agencyName: 'Rapid Response EMS',
  hospitalId: null,
  agencyId: 'agency-1',
};

/** The providers every signed-in screen has, for `user`; `wrapper` for a hook, `renderSignedIn` for a screen. */
export function signedIn(user: SessionUser) {
  storeSession(`token-of-${user.id}`, user);
  const queryClient = createQueryClient();
  const session: Session = { status: 'ready', user, signIn: () => undefined, endSession: () => undefined, refreshUser: () => undefined };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

export function renderSignedIn(ui: ReactNode, user: SessionUser) {
  const { queryClient, wrapper } = signedIn(user);
  return { queryClient, ...render(ui, { wrapper }) };
}
