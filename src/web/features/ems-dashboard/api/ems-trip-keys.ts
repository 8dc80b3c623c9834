/** Query keys of the agency dashboard; invalidating `emsKeys.all` reloads both trip lists and the analytics. */
export const emsKeys = {
  all: ['ems'] as const,
  available: ['ems', 'trips', 'available'] as const,
  mine: ['ems', 'trips', 'mine'] as const,
  analytics: (days: number) => ['ems', 'analytics', days] as const,
  settings: ['ems-agency-settings'] as const,
};
