import { useMutation } from '@tanstack/react-query';
import { DISPATCH_PLAN_PATH } from '@/domain/planning/dispatch-plan';
import type { dispatchPlanSchema } from '@/domain/planning/dispatch-plan-answers';
import { requestData } from '@/web/lib/api-client';

/** POST /api/optimize/plan: the pending requests (all, or those named) shared among the available units. */
export const planDispatch = (body: { requestIds?: string[] }) => requestData<typeof dispatchPlanSchema>(DISPATCH_PLAN_PATH, { method: 'POST', body });

export const usePlanDispatch = () => useMutation({ mutationFn: planDispatch });
