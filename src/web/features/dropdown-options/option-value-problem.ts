import type { DropdownCategory } from '@/domain/common/enums';
import { DROPDOWN_MESSAGES, isAllowedOptionValue, optionValue } from '@/domain/trips/trip-options';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';

/** What is wrong with a typed option value, by the server's own rules (non-blank, trimmed, a real level); undefined when fine. */
export function optionValueProblem(category: DropdownCategory, value: string): string | undefined {
  if (!optionValue.safeParse(value).success) return PORTAL_UI.options.valueRequired;
  if (!isAllowedOptionValue(category, value)) return `${PORTAL_UI.options.valueLabel} ${DROPDOWN_MESSAGES.transportLevelValue}`;
  return undefined;
}
