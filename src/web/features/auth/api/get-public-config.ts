import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../../../domain/auth';
import type { ApiData } from '../../../../domain/api';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/public/config: whether demo mode is on and which demo sign-ins to show. */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: async () => (await apiRequest<ApiData<PublicConfig>>('/api/public/config')).data,
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(publicConfigQuery);
