import { useQuery } from '@tanstack/react-query';
import { AVAILABLE_UNITS_PATH } from '@/domain/units/available-units';
import type { availableUnitSchema } from '@/domain/units/unit-answers';
import { z } from 'zod';
import { requestData } from '@/web/lib/api-client';
import { routeOptimizationKeys } from './route-optimization-keys';

/** GET /api/units/available: the units free to take work (an agency's own; every agency's for the control center). */
export const getAvailableUnits = (signal?: AbortSignal) => requestData<z.ZodArray<typeof availableUnitSchema>>(AVAILABLE_UNITS_PATH, { signal, headers: { 'cache-control': 'no-cache' } });

export const useAvailableUnits = () =>
  useQuery({ queryKey: routeOptimizationKeys.units, queryFn: ({ signal }) => getAvailableUnits(signal), staleTime: 0 });
