import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

// A refused or invalid request will not succeed by asking again; only network and server failures are retried.
const retry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiRequestError && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
