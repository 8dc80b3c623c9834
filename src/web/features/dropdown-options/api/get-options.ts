import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DropdownCategory } from '@/domain/common/enums';
import { z } from 'zod';
import { dropdownOptionSchema } from '@/domain/trips/dropdown-option-answers';
import { requestData, resourcePath } from '@/web/lib/resource-calls';
import { DROPDOWN_OPTIONS_PATH, dropdownOptionKeys } from './option-keys';

/** GET /api/dropdown-options/{category}: this facility's options of one category, in form order. */
export const getOptions = (category: DropdownCategory, signal?: AbortSignal) =>
  requestData(resourcePath(DROPDOWN_OPTIONS_PATH, category), z.array(dropdownOptionSchema), { signal });

export const optionsQuery = (category: DropdownCategory) =>
  queryOptions({ queryKey: dropdownOptionKeys.list(category), queryFn: ({ signal }) => getOptions(category, signal) });

export const useOptions = (category: DropdownCategory) => useQuery(optionsQuery(category));
