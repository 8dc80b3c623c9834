import { ApiRequestError } from '@/web/lib/api-client';

/** Every units call asks that no browser or proxy cache answer it: statuses change by the minute. */
export const NO_CACHE_HEADERS = { 'cache-control': 'no-cache', pragma: 'no-cache' } as const;

const scope = (agencyId: string | undefined) => agencyId ?? 'all';

/** Query keys; invalidating `unitKeys.all` refreshes every unit list and figure. */
export const unitKeys = {
  all: ['units'] as const,
  list: (query: Record<string, string>) => ['units', 'list', query] as const,
  analytics: (agencyId?: string) => ['units', 'analytics', scope(agencyId)] as const,
  systemWide: (query: Record<string, string>) => ['units', 'system-wide', query] as const,
  // under 'agencies', so the agency screens' writes refresh the units screen's agency names too
  agencies: ['agencies', 'for-units'] as const,
};

/** Asking again helps only when the server or the network failed, not when the call was refused. */
export const retryUnlessRefused = (failureCount: number, error: Error) => {
  const cause = error.cause instanceof ApiRequestError ? error.cause : error;
  return failureCount < 2 && !(cause instanceof ApiRequestError && cause.status < 500);
};
