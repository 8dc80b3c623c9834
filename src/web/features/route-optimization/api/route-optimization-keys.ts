/** Query keys of Route Optimization; invalidating `all` reloads the units, the pending requests and the settings. */
export const routeOptimizationKeys = {
  all: ['route-optimization'] as const,
  units: ['route-optimization', 'units'] as const,
  pending: ['route-optimization', 'pending'] as const,
  settings: ['route-optimization', 'settings'] as const,
};
