import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { DispatchUnitPlan } from '@/domain/planning/dispatch-plan-answers';
import type { PlannedTrip } from '@/domain/planning/planned-trip';
import { ROUTE_OPTIMIZATION_TEXTS } from '@/domain/planning/route-optimization-texts';
import { errorText } from '@/web/lib/api-client';
import { emsKeys } from '@/web/features/ems-dashboard';
import { acceptPlannedTrip } from '../api/accept-planned-trip';
import { offerPlannedPickup } from '../api/offer-planned-pickup';
import { routeOptimizationKeys } from '../api/route-optimization-keys';

export type AcceptState = { state: 'waiting' } | { state: 'accepting' } | { state: 'accepted' } | { state: 'offered' } | { state: 'refused'; reason: string };

/** The trips of a unit's part still to act on: those not taken nor ended since they were planned. */
export const stillToAccept = (unit: DispatchUnitPlan, planned: ReadonlyMap<string, PlannedTrip>): string[] =>
  unit.requestIds.filter((id) => ['NOT_YET', 'OFFERED'].includes(planned.get(id)?.sincePlanned.kind ?? 'NOT_YET'));

/**
 * Accepting a unit's part of the plan: each of its requests still open in turn (another agency may have taken one
 * meanwhile, so each answer is shown on its own), a compare-offers request by offering the plan's pickup time with the
 * unit instead, then the lists reload.
 */
export function useAcceptUnitPlan() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Record<string, AcceptState>>({});
  const [running, setRunning] = useState<string | null>(null);

  const accept = useCallback(
    async (unit: DispatchUnitPlan, planned: ReadonlyMap<string, PlannedTrip>) => {
      const ids = stillToAccept(unit, planned);
      setRunning(unit.unitId);
      setProgress((p) => ({ ...p, ...Object.fromEntries(ids.map((id) => [id, { state: 'waiting' } as AcceptState])) }));
      for (const id of ids) {
        setProgress((p) => ({ ...p, [id]: { state: 'accepting' } }));
        try {
          const pickup = unit.stops.find((s) => s.requestId === id && s.stop === 'pickup');
          if (planned.get(id)?.action === 'INVITE_OFFER' && pickup) {
            await offerPlannedPickup(id, unit.unitId, pickup.serviceStart);
            setProgress((p) => ({ ...p, [id]: { state: 'offered' } }));
            continue;
          }
          await acceptPlannedTrip(id, unit.unitId);
          setProgress((p) => ({ ...p, [id]: { state: 'accepted' } }));
        } catch (err) {
          setProgress((p) => ({ ...p, [id]: { state: 'refused', reason: errorText(err, ROUTE_OPTIMIZATION_TEXTS.acceptFailed) } }));
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
