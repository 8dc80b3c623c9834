import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DropdownCategory } from '@/domain/common/enums';
import { z } from 'zod';
import type { dropdownOptionSchema } from '@/domain/trips/dropdown-option-answers';
import { requestData } from '@/web/lib/api-client';
import { resourcePath } from '@/web/lib/resource-calls';
import { DROPDOWN_OPTIONS_PATH, dropdownOptionKeys } from './option-keys';

/** GET /api/dropdown-options/{category}: this facility's options of one category, in form order. */
export const getOptions = (category: DropdownCategory, signal?: AbortSignal) =>
  requestData<z.ZodArray<typeof dropdownOptionSchema>>(resourcePath(DROPDOWN_OPTIONS_PATH, category), { signal });

export const optionsQuery = (category: DropdownCategory) =>
  queryOptions({ queryKey: dropdownOptionKeys.list(category), queryFn: ({ signal }) => getOptions(category, signal) });

export const useOptions = (category: DropdownCategory) => useQuery(optionsQuery(category));
