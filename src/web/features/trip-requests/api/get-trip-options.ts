import { queryOptions, useQuery } from '@tanstack/react-query';
import type { optionValuesSchema } from '@/domain/trips/dropdown-option-answers';
import type { DropdownCategory } from '@/domain/common/enums';
import { requestData } from '@/web/lib/api-client';
import { resourcePath } from '@/web/lib/resource-calls';

/** Query keys of the wizard's choice lists; Hospital Settings invalidates them so a change shows at once. */
export const tripOptionKeys = {
  all: ['trip-options'] as const,
  kind: (kind: DropdownCategory) => ['trip-options', kind] as const,
};

/** GET /api/trips/options/{diagnosis|mobility|transport-level|urgency|insurance}: this facility's values, in order. */
export const getTripOptions = (kind: DropdownCategory, signal?: AbortSignal) =>
  requestData<typeof optionValuesSchema>(resourcePath('/api/trips/options', kind), { signal });

export const tripOptionsQuery = (kind: DropdownCategory) =>
  queryOptions({ queryKey: tripOptionKeys.kind(kind), queryFn: ({ signal }) => getTripOptions(kind, signal) });

export const useTripOptions = (kind: DropdownCategory) => useQuery(tripOptionsQuery(kind));
