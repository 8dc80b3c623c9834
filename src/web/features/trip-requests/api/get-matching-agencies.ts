import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestData } from '@/web/lib/api-client';
import { resourcePath } from '@/web/lib/resource-calls';
import type { agencyOptionSchema } from '@/domain/trips/trip-answers';
import { TRIPS_PATH } from './trip-keys';

export interface AgencyMatchQuery {
  hospitalId: string;
  radius: number;
  /** Left out: agencies of every level. */
  transportLevel?: string;
}

/** GET /api/trips/agencies/{hospitalId}?radius=&transportLevel=: active agencies able to serve the level, nearest first. */
export const getMatchingAgencies = ({ hospitalId, radius, transportLevel }: AgencyMatchQuery, signal?: AbortSignal) =>
  requestData<z.ZodArray<typeof agencyOptionSchema>>(resourcePath(TRIPS_PATH, 'agencies', hospitalId), {
    query: { radius: String(radius), ...(transportLevel === undefined ? {} : { transportLevel }) },
    signal,
  });

export const matchingAgenciesQuery = (q: AgencyMatchQuery) =>
  queryOptions({
    queryKey: ['trips', 'agencies', q.hospitalId, q.radius, q.transportLevel] as const,
    queryFn: ({ signal }) => getMatchingAgencies(q, signal),
  });

/** The agencies for the wizard; while a new radius loads, the last list stays on screen. */
export const useMatchingAgencies = (q: AgencyMatchQuery | null) =>
  useQuery({
    ...matchingAgenciesQuery(q ?? { hospitalId: '', radius: 0, transportLevel: '' }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
