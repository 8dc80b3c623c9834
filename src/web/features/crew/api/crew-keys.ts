/** The crew app's queries; a live trips event refreshes them all. */
export const crewKeys = {
  all: ['crew'] as const,
  trips: ['crew', 'trips'] as const,
  shift: ['crew', 'shift'] as const,
  units: ['crew', 'units'] as const,
};

// the phone asks even when it believes it is offline: the service worker answers the trips from its copy
export const ASK_OFFLINE = { networkMode: 'always' } as const;
