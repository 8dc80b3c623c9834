import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OPTIMIZE_SETTINGS_PATH, type OptimizationSettingsBody } from '@/domain/planning/optimization-settings';
import { optimizationSettingsSchema } from '@/domain/planning/optimization-settings-answers';
import { requestData } from '@/web/lib/resource-calls';
import { routeOptimizationKeys } from './route-optimization-keys';

/** PUT /api/optimize/settings with the parts changed; the answer is the whole of what is now stored. */
export const saveOptimizationSettings = (body: OptimizationSettingsBody) =>
  requestData(OPTIMIZE_SETTINGS_PATH, optimizationSettingsSchema, { method: 'PUT', body });

export function useSaveOptimizationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOptimizationSettings,
    onSuccess: (saved) => queryClient.setQueryData(routeOptimizationKeys.settings, saved),
  });
}
