import type { DropdownCategory } from '@/domain/common/enums';
import type { dropdownOptionSchema } from '@/domain/trips/dropdown-option-answers';
import { requestData } from '@/web/lib/api-client';
import { useOptionWrite } from './invalidate-options';
import { DROPDOWN_OPTIONS_PATH } from './option-keys';

/** POST /api/dropdown-options {category, value}; 400 for a blank value, 409 for one the category already has. */
export const createOption = (body: { category: DropdownCategory; value: string }) =>
  requestData<typeof dropdownOptionSchema>(DROPDOWN_OPTIONS_PATH, { method: 'POST', body });

export const useCreateOption = () => useOptionWrite(createOption);
