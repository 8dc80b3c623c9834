// What the option-list calls (/api/dropdown-options) answer.
import { z } from 'zod';
import { DROPDOWN_CATEGORY_VALUES } from '../common/enums';

/** An option as the Hospital Settings list shows it. */
export const dropdownOptionSchema = z
  .object({ id: z.string(), category: z.enum(DROPDOWN_CATEGORY_VALUES), value: z.string() })
  .meta({ id: 'DropdownOption' });
export type DropdownOption = z.output<typeof dropdownOptionSchema>;

/** GET /api/dropdown-options: the categories a facility manages. */
export const dropdownCategoriesSchema = z.array(z.enum(DROPDOWN_CATEGORY_VALUES));

/** GET /api/trips/options/{category}: the facility's values of one category, in order. */
export const optionValuesSchema = z.array(z.string());
