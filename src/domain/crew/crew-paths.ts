// The crew app's paths, apart from their schemas, so that the crew's screens name them without loading zod.
export const CREW_PATHS = {
  login: '/api/auth/crew/login',
  units: '/api/crew/units',
  shift: '/api/crew/shift',
  trips: '/api/crew/trips',
  /** A trip of the shift unit as its agency reads it, for the trip sheet. */
  tripSheet: (tripId: string) => `/api/crew/trips/${encodeURIComponent(tripId)}/sheet`,
  steps: '/api/crew/steps',
  positions: '/api/crew/positions',
  undoStep: (stepId: string) => `/api/crew/steps/${encodeURIComponent(stepId)}/undo`,
  unitStatus: '/api/crew/unit/status',
} as const;
