import { useMutation } from '@tanstack/react-query';
import { OPTIMIZE_ROUTES_PATH } from '@/domain/planning/route-optimization';
import type { routePlanSchema } from '@/domain/planning/route-plan-answers';
import { requestData } from '@/web/lib/api-client';

export interface RouteSelection {
  unitId: string;
  requestIds: string[];
}

/** POST /api/optimize/routes: the best order of the requests for the unit, its legs and totals, and what is left out. */
export const optimizeRoute = (body: RouteSelection) => requestData<typeof routePlanSchema>(OPTIMIZE_ROUTES_PATH, { method: 'POST', body });

export const useOptimizeRoute = () => useMutation({ mutationFn: optimizeRoute });
