import { useMutation } from '@tanstack/react-query';
import { DISPATCH_PLAN_PATH, type DispatchPlan } from '@/domain/planning/dispatch-plan';
import { requestData } from '@/web/lib/resource-calls';

/** POST /api/optimize/plan: the pending requests (all, or those named) shared among the available units. */
export const planDispatch = (body: { requestIds?: string[] }) => requestData<DispatchPlan>(DISPATCH_PLAN_PATH, { method: 'POST', body });

export const usePlanDispatch = () => useMutation({ mutationFn: planDispatch });
