import { tripKeys } from '@/web/features/trip-requests';

/** Under `tripKeys.all`, so any trip change (a new request, a status move) reloads the screen too. */
export const tripManagementKeys = {
  page: (params: Record<string, string>) => [...tripKeys.all, 'management', params] as const,
};
