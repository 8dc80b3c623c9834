import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '@/web/lib/api-client';
import { resourcePath } from '@/web/lib/resource-calls';
import type { tripDetailsSchema } from '@/domain/trips/trip-answers';
import { TRIPS_PATH, tripKeys } from './trip-keys';

/** GET /api/trips/{id}: every field, the status history and the agencies offered the trip with their answers. */
export const getTrip = (id: string, signal?: AbortSignal) => requestData<typeof tripDetailsSchema>(resourcePath(TRIPS_PATH, id), { signal });

export const tripQuery = (id: string) =>
  queryOptions({ queryKey: tripKeys.detail(id), queryFn: ({ signal }) => getTrip(id, signal), staleTime: 0 });

export const useTrip = (id: string | null) => useQuery({ ...tripQuery(id ?? ''), enabled: id !== null });
