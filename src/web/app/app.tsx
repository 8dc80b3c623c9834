import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { SessionProvider } from '../features/session/session-provider';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './app-routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    // navigation renders in the same batch as session changes, so signing in or out never shows a stale screen
    <BrowserRouter useTransitions={false}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </QueryClientProvider>
    </BrowserRouter>
  );
}
