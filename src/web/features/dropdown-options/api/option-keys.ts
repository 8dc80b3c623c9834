import type { DropdownCategory } from '@/domain/common/enums';

export const DROPDOWN_OPTIONS_PATH = '/api/dropdown-options';

/** Query keys of the Hospital Settings lists; the wizard's choices live under `tripOptionKeys` (trip-requests). */
export const dropdownOptionKeys = {
  all: ['dropdown-options'] as const,
  categories: ['dropdown-options', 'categories'] as const,
  list: (category: DropdownCategory) => ['dropdown-options', 'list', category] as const,
};
