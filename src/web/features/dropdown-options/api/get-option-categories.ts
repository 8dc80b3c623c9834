import { queryOptions, useQuery } from '@tanstack/react-query';
import type { dropdownCategoriesSchema } from '@/domain/trips/dropdown-option-answers';
import { requestData } from '@/web/lib/api-client';
import { DROPDOWN_OPTIONS_PATH, dropdownOptionKeys } from './option-keys';

/** GET /api/dropdown-options: the category names the facility manages. */
export const getOptionCategories = (signal?: AbortSignal) => requestData<typeof dropdownCategoriesSchema>(DROPDOWN_OPTIONS_PATH, { signal });

export const optionCategoriesQuery = queryOptions({
  queryKey: dropdownOptionKeys.categories,
  queryFn: ({ signal }) => getOptionCategories(signal),
  staleTime: Infinity,
});

export const useOptionCategories = () => useQuery(optionCategoriesQuery);
