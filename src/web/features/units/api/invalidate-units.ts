import type { QueryClient } from '@tanstack/react-query';
import { overviewQueryKey } from '@/web/features/overview';
import { unitKeys } from './unit-keys';

/** After a unit write: every unit list and figure, the overview's unit count and the agencies' unit counts. */
export async function invalidateAfterUnitWrite(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: unitKeys.all }),
    queryClient.invalidateQueries({ queryKey: overviewQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['agencies'] }),
  ]);
}
