import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { doneAnswer } from '@/domain/common/answers';
import { apiRequest } from '@/web/lib/api-client';
import { invalidateAfterUnitWrite } from './invalidate-units';
import { NO_CACHE_HEADERS } from './unit-keys';

/** DELETE /api/units/{id}; refused (409) while the unit carries an accepted or in-progress trip. */
export async function deleteUnit(id: string): Promise<void> {
  await apiRequest<typeof doneAnswer>(`/api/units/${encodeURIComponent(id)}`, { method: 'DELETE', headers: NO_CACHE_HEADERS });
}

export function useDeleteUnit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUnit, onSuccess: () => invalidateAfterUnitWrite(queryClient) });
}
