import { NetworkError } from '@/web/lib/api-client';

/** The crew app's queries; a live trips event refreshes them all. */
export const crewKeys = {
  all: ['crew'] as const,
  trips: ['crew', 'trips'] as const,
  shift: ['crew', 'shift'] as const,
  units: ['crew', 'units'] as const,
};

// the phone asks even when it believes it is offline: the service worker answers the trips from its copy. Without
// signal it does not ask again and again first: the crew sees the phone's copy at once
export const ASK_OFFLINE = {
  networkMode: 'always',
  retry: (failures: number, error: unknown) => !(error instanceof NetworkError) && failures < 3,
} as const;
