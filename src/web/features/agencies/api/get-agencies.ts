import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agency } from '../../../../domain/agency-forms';
import { requestData } from '../../../lib/resource-calls';

export const AGENCIES_PATH = '/api/tcc/agencies';
export const agenciesQueryKey = ['agencies'] as const;

/** GET /api/tcc/agencies: every agency, registrations awaiting review first; the screen filters and searches it. */
export const getAgencies = (signal?: AbortSignal) => requestData<Agency[]>(AGENCIES_PATH, { signal });

export const agenciesQueryOptions = () => queryOptions({ queryKey: agenciesQueryKey, queryFn: ({ signal }) => getAgencies(signal) });

export const useAgencies = () => useQuery(agenciesQueryOptions());
