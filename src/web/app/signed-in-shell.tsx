import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LiveUpdatesProvider } from '../features/live-updates/live-updates-provider';
import { SessionWatch } from '../features/session/session-watch';
import { createQueryClient } from '../lib/query-client';

/**
 * Around every signed-in screen: a query cache of this session's own (signing out drops it with the screen), one
 * live updates stream, and the periodic session check. The logged-out screens load none of it.
 */
export function SignedInShell({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveUpdatesProvider>
        <SessionWatch />
        {children}
      </LiveUpdatesProvider>
    </QueryClientProvider>
  );
}
