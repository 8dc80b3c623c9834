import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OPTIMIZE_SETTINGS_PATH, type OptimizationSettingsBody } from '@/domain/planning/optimization-settings';
import type { optimizationSettingsSchema } from '@/domain/planning/optimization-settings-answers';
import { requestData } from '@/web/lib/api-client';
import { routeOptimizationKeys } from './route-optimization-keys';

/** PUT /api/optimize/settings with the parts changed; the answer is the whole of what is now stored. */
export const saveOptimizationSettings = (body: OptimizationSettingsBody) =>
  requestData<typeof optimizationSettingsSchema>(OPTIMIZE_SETTINGS_PATH, { method: 'PUT', body });

export function useSaveOptimizationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOptimizationSettings,
    onSuccess: (saved) => queryClient.setQueryData(routeOptimizationKeys.settings, saved),
  });
}
