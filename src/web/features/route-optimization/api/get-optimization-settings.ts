import { useQuery } from '@tanstack/react-query';
import { OPTIMIZE_SETTINGS_PATH } from '@/domain/planning/optimization-settings';
import type { optimizationSettingsSchema } from '@/domain/planning/optimization-settings-answers';
import { requestData } from '@/web/lib/api-client';
import { routeOptimizationKeys } from './route-optimization-keys';

/** GET /api/optimize/settings: the settings in force for the caller (its agency's, or the control center's). */
export const getOptimizationSettings = (signal?: AbortSignal) => requestData<typeof optimizationSettingsSchema>(OPTIMIZE_SETTINGS_PATH, { signal });

export const useOptimizationSettings = () =>
  useQuery({ queryKey: routeOptimizationKeys.settings, queryFn: ({ signal }) => getOptimizationSettings(signal) });
