import { useMutation } from '@tanstack/react-query';
import { OPTIMIZE_BACKHAUL_PATH } from '@/domain/planning/route-optimization';
import { backhaulAnswerSchema } from '@/domain/planning/backhaul-answers';
import { requestData } from '@/web/lib/resource-calls';

/** POST /api/optimize/backhaul: the pairs among the requests a unit could carry back to back, best first. */
export const analyzeBackhaul = (requestIds: string[]) => requestData(OPTIMIZE_BACKHAUL_PATH, backhaulAnswerSchema, { method: 'POST', body: { requestIds } });

export const useAnalyzeBackhaul = () => useMutation({ mutationFn: analyzeBackhaul });
