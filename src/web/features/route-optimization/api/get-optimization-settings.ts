import { useQuery } from '@tanstack/react-query';
import { OPTIMIZE_SETTINGS_PATH } from '@/domain/planning/optimization-settings';
import { optimizationSettingsSchema } from '@/domain/planning/optimization-settings-answers';
import { requestData } from '@/web/lib/resource-calls';
import { routeOptimizationKeys } from './route-optimization-keys';

/** GET /api/optimize/settings: the settings in force for the caller (its agency's, or the control center's). */
export const getOptimizationSettings = (signal?: AbortSignal) => requestData(OPTIMIZE_SETTINGS_PATH, optimizationSettingsSchema, { signal });

export const useOptimizationSettings = () =>
  useQuery({ queryKey: routeOptimizationKeys.settings, queryFn: ({ signal }) => getOptimizationSettings(signal) });
