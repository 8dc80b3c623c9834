import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataAnswer } from '@/domain/common/answers';
import type { UnitCreateBody } from '@/domain/units/unit-forms';
import type { UnitView, unitViewSchema } from '@/domain/units/unit-answers';
import { apiRequest } from '@/web/lib/api-client';
import { invalidateAfterUnitWrite } from './invalidate-units';
import { NO_CACHE_HEADERS } from './unit-keys';

/** POST /api/units; an administrator names the agency, an agency's own unit joins that agency. 409: number taken. */
export async function createUnit(body: UnitCreateBody): Promise<UnitView> {
  return (await apiRequest<DataAnswer<typeof unitViewSchema>>('/api/units', { method: 'POST', body, headers: NO_CACHE_HEADERS })).data;
}

export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUnit, onSuccess: () => invalidateAfterUnitWrite(queryClient) });
}
