import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Hospital } from '../../../../domain/hospital-forms';
import { requestData } from '../../../lib/resource-calls';

export const HOSPITALS_PATH = '/api/tcc/hospitals';
export const hospitalsQueryKey = ['hospitals'] as const;

/** GET /api/tcc/hospitals: every healthcare facility, registrations awaiting review first. */
export const getHospitals = (signal?: AbortSignal) => requestData<Hospital[]>(HOSPITALS_PATH, { signal });

export const hospitalsQueryOptions = () =>
  queryOptions({ queryKey: hospitalsQueryKey, queryFn: ({ signal }) => getHospitals(signal) });

export const useHospitals = () => useQuery(hospitalsQueryOptions());
