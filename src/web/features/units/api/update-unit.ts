import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataAnswer } from '@/domain/common/answers';
import type { UnitUpdateBody } from '@/domain/units/unit-forms';
import type { UnitView, unitViewSchema } from '@/domain/units/unit-answers';
import { apiRequest } from '@/web/lib/api-client';
import { invalidateAfterUnitWrite } from './invalidate-units';
import { NO_CACHE_HEADERS } from './unit-keys';

/** PUT /api/units/{id} with the form's fields. */
export async function updateUnit({ id, body }: { id: string; body: UnitUpdateBody }): Promise<UnitView> {
  const path = `/api/units/${encodeURIComponent(id)}`;
  return (await apiRequest<DataAnswer<typeof unitViewSchema>>(path, { method: 'PUT', body, headers: NO_CACHE_HEADERS })).data;
}

export function useUpdateUnit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUnit, onSuccess: () => invalidateAfterUnitWrite(queryClient) });
}
