import { useQuery } from '@tanstack/react-query';
import { AVAILABLE_UNITS_PATH, type AvailableUnit } from '@/domain/units/available-units';
import { requestData } from '@/web/lib/resource-calls';
import { routeOptimizationKeys } from './route-optimization-keys';

/** GET /api/units/available: the units free to take work (an agency's own; every agency's for the control center). */
export const getAvailableUnits = (signal?: AbortSignal) => requestData<AvailableUnit[]>(AVAILABLE_UNITS_PATH, { signal, headers: { 'cache-control': 'no-cache' } });

export const useAvailableUnits = () =>
  useQuery({ queryKey: routeOptimizationKeys.units, queryFn: ({ signal }) => getAvailableUnits(signal), staleTime: 0 });
