import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LiveUpdatesProvider } from '../features/live-updates';
import { SessionWatch, useSession } from '../features/session';
import { setReaderTimeZone } from '../lib/format';
import { createQueryClient } from '../lib/query-client';

/**
 * Around every signed-in screen: a query cache of this session's own (signing out drops it with the screen), one
 * live updates stream, and the periodic session check. The logged-out screens load none of it. Every time below is
 * shown in the zone of the user's organisation, set before any screen renders.
 */
export function SignedInShell({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  setReaderTimeZone(useSession().user?.timeZone);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveUpdatesProvider>
        <SessionWatch />
        {children}
      </LiveUpdatesProvider>
    </QueryClientProvider>
  );
}
