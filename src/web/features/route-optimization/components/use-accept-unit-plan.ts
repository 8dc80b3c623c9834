import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { DispatchUnitPlan } from '@/domain/planning/dispatch-plan-answers';
import { ROUTE_OPTIMIZATION_TEXTS as T } from '@/domain/planning/route-optimization-texts';
import { errorText } from '@/web/lib/api-client';
import { emsKeys } from '@/web/features/ems-dashboard';
import { acceptPlannedTrip } from '../api/accept-planned-trip';
import { routeOptimizationKeys } from '../api/route-optimization-keys';

export type AcceptState = { state: 'waiting' } | { state: 'accepting' } | { state: 'accepted' } | { state: 'refused'; reason: string };

/**
 * Accepting a unit's part of the plan: each of its requests in turn (another agency may have taken one meanwhile, so
 * each answer is shown on its own), then the lists reload.
 */
export function useAcceptUnitPlan() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Record<string, AcceptState>>({});
  const [running, setRunning] = useState<string | null>(null);

  const accept = useCallback(
    async (unit: DispatchUnitPlan) => {
      setRunning(unit.unitId);
      setProgress((p) => ({ ...p, ...Object.fromEntries(unit.requestIds.map((id) => [id, { state: 'waiting' } as AcceptState])) }));
      for (const id of unit.requestIds) {
        setProgress((p) => ({ ...p, [id]: { state: 'accepting' } }));
        try {
          await acceptPlannedTrip(id, unit.unitId);
          setProgress((p) => ({ ...p, [id]: { state: 'accepted' } }));
        } catch (err) {
          setProgress((p) => ({ ...p, [id]: { state: 'refused', reason: errorText(err, T.acceptFailed) } }));
        }
      }
      setRunning(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: routeOptimizationKeys.all }),
        queryClient.invalidateQueries({ queryKey: emsKeys.all }),
      ]);
    },
    [queryClient],
  );

  const reset = useCallback(() => setProgress({}), []);
  return { progress, running, accept, reset };
}
