import type { SelectHTMLAttributes } from 'react';
import type { DropdownCategory } from '@/domain/common/enums';
import { choiceOptions } from '@/web/components/ui/choice-options';
import { Select } from '@/web/components/ui/field';
import { useTripOptions } from '../api/get-trip-options';

/**
 * A select over one of the facility's option lists (GET /api/trips/options/{kind}). The current value always stays
 * a choice, so a default such as BLS shows before the list arrives or after Hospital Settings removed it.
 */
export function OptionSelect({
  kind,
  value,
  blankLabel,
  ...props
}: {
  kind: DropdownCategory;
  value: string;
  /** The empty choice of an optional select; required selects have none. */
  blankLabel?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'children'>) {
  const options = useTripOptions(kind);
  const values = options.data ?? [];
  const choices = value === '' || values.includes(value) ? values : [value, ...values];
  return (
    <Select value={value} aria-busy={options.isPending || undefined} {...props}>
      {blankLabel !== undefined && <option value="">{blankLabel}</option>}
      {choiceOptions(choices)}
    </Select>
  );
}
