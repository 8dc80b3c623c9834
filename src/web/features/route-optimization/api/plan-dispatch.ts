import { useMutation } from '@tanstack/react-query';
import { DISPATCH_PLAN_PATH } from '@/domain/planning/dispatch-plan';
import { dispatchPlanSchema } from '@/domain/planning/dispatch-plan-answers';
import { requestData } from '@/web/lib/resource-calls';

/** POST /api/optimize/plan: the pending requests (all, or those named) shared among the available units. */
export const planDispatch = (body: { requestIds?: string[] }) => requestData(DISPATCH_PLAN_PATH, dispatchPlanSchema, { method: 'POST', body });

export const usePlanDispatch = () => useMutation({ mutationFn: planDispatch });
