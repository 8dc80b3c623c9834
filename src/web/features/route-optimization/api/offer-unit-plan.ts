import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PLAN_OFFERS_PATH, type PlanOffersBody } from '@/domain/planning/plan-offers';
import type { planOffersAnswerSchema } from '@/domain/planning/dispatch-plan-answers';
import { requestData } from '@/web/lib/api-client';
import { routeOptimizationKeys } from './route-optimization-keys';

/** POST /api/optimize/plan/offers: the control center offers one unit's part of the plan to the unit's agency. */
export function useOfferUnitPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanOffersBody) => requestData<typeof planOffersAnswerSchema>(PLAN_OFFERS_PATH, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: routeOptimizationKeys.all }),
  });
}
