import type { DropdownCategory } from '@/domain/common/enums';
import type { dropdownOptionSchema } from '@/domain/trips/dropdown-option-answers';
import { requestData } from '@/web/lib/api-client';
import { resourcePath } from '@/web/lib/resource-calls';
import { useOptionWrite } from './invalidate-options';
import { DROPDOWN_OPTIONS_PATH } from './option-keys';

/** PUT /api/dropdown-options/{id} {value}; `category` only says which lists to refresh afterwards. */
export const updateOption = ({ id, value }: { id: string; value: string; category: DropdownCategory }) =>
  requestData<typeof dropdownOptionSchema>(resourcePath(DROPDOWN_OPTIONS_PATH, id), { method: 'PUT', body: { value } });

export const useUpdateOption = () => useOptionWrite(updateOption);
