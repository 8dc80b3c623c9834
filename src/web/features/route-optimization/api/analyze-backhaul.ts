import { useMutation } from '@tanstack/react-query';
import { OPTIMIZE_BACKHAUL_PATH } from '@/domain/planning/route-optimization';
import type { backhaulAnswerSchema } from '@/domain/planning/backhaul-answers';
import { requestData } from '@/web/lib/api-client';

/** POST /api/optimize/backhaul: the pairs among the requests a unit could carry back to back, best first. */
export const analyzeBackhaul = (requestIds: string[]) => requestData<typeof backhaulAnswerSchema>(OPTIMIZE_BACKHAUL_PATH, { method: 'POST', body: { requestIds } });

export const useAnalyzeBackhaul = () => useMutation({ mutationFn: analyzeBackhaul });
