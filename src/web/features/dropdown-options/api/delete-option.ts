import type { DropdownCategory } from '@/domain/common/enums';
import type { dropdownOptionSchema } from '@/domain/trips/dropdown-option-answers';
import { requestData } from '@/web/lib/api-client';
import { resourcePath } from '@/web/lib/resource-calls';
import { useOptionWrite } from './invalidate-options';
import { DROPDOWN_OPTIONS_PATH } from './option-keys';

/** DELETE /api/dropdown-options/{id}; `category` only says which lists to refresh afterwards. */
export const deleteOption = async ({ id }: { id: string; category: DropdownCategory }): Promise<void> => {
  await requestData<typeof dropdownOptionSchema>(resourcePath(DROPDOWN_OPTIONS_PATH, id), { method: 'DELETE' });
};

export const useDeleteOption = () => useOptionWrite(deleteOption);
