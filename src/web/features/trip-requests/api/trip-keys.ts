export const TRIPS_PATH = '/api/trips';

/** Query keys of the facility's trips; invalidating `tripKeys.all` reloads the list, the overview and open details. */
export const tripKeys = {
  all: ['trips'] as const,
  list: ['trips', 'list'] as const,
  detail: (id: string) => ['trips', 'detail', id] as const,
};
