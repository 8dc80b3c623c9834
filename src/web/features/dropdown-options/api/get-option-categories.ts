import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DROPDOWN_CATEGORY_VALUES } from '@/domain/common/enums';
import { requestData } from '@/web/lib/resource-calls';
import { DROPDOWN_OPTIONS_PATH, dropdownOptionKeys } from './option-keys';

/** GET /api/dropdown-options: the category names the facility manages. */
export const getOptionCategories = (signal?: AbortSignal) => requestData(DROPDOWN_OPTIONS_PATH, z.array(z.enum(DROPDOWN_CATEGORY_VALUES)), { signal });

export const optionCategoriesQuery = queryOptions({
  queryKey: dropdownOptionKeys.categories,
  queryFn: ({ signal }) => getOptionCategories(signal),
  staleTime: Infinity,
});

export const useOptionCategories = () => useQuery(optionCategoriesQuery);
