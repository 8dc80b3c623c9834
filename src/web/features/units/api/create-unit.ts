import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiData } from '@/domain/common/api';
import type { UnitCreateBody, UnitView } from '@/domain/units/unit-forms';
import { apiRequest } from '@/web/lib/api-client';
import { invalidateAfterUnitWrite } from './invalidate-units';
import { NO_CACHE_HEADERS } from './unit-keys';

/** POST /api/units; an administrator names the agency, an agency's own unit joins that agency. 409: number taken. */
export async function createUnit(body: UnitCreateBody): Promise<UnitView> {
  return (await apiRequest<ApiData<UnitView>>('/api/units', { method: 'POST', body, headers: NO_CACHE_HEADERS })).data;
}

export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUnit, onSuccess: () => invalidateAfterUnitWrite(queryClient) });
}
