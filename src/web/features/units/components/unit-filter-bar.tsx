import { Search } from 'lucide-react';
import { useId } from 'react';
import { UNITS_SCREEN } from '@/domain/portals/control-center-screens';
import { UNIT_STATUS_LABELS, UNIT_TYPE_LABELS } from '@/domain/common/code-labels';
import { UNIT_TYPES, type UnitStatus } from '@/domain/common/enums';
import { SEARCH_MAX_LENGTH } from '@/domain/common/limits';
import { Field, Input, Select } from '@/web/components/ui/field';
import { labelledChoices, Options, type Choice } from '@/web/components/ui/options';
import type { UnitAgency } from '../api/get-unit-agencies';
import type { UnitFilters } from '../unit-filters';

/** A filter's select: '' (its "All ..." choice) or one of the choices. */
function FilterSelect({
  id,
  label,
  allLabel,
  choices,
  value,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  choices: Choice[];
  value: string;
  onChange(value: string): void;
}) {
  return (
    <Field id={id} label={label}>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        <Options choices={choices} />
      </Select>
    </Field>
  );
}

/**
 * The filters above a units table: agency (when a list of agencies is given), status (the given choices),
 * and, where `full`, search and type.
 */
export function UnitFilterBar({
  agencies,
  agencyId,
  onAgency,
  statuses,
  filters,
  onFilters,
  full,
}: {
  agencies?: readonly UnitAgency[] | undefined;
  agencyId?: string;
  onAgency?(agencyId: string): void;
  statuses: readonly UnitStatus[];
  filters: UnitFilters;
  onFilters(filters: UnitFilters): void;
  full: boolean;
}) {
  const id = useId();
  const set = (change: Partial<UnitFilters>) => onFilters({ ...filters, ...change });
  const agency = agencies && onAgency && {
    id: `${id}-agency`,
    label: UNITS_SCREEN.agencyFilter,
    allLabel: UNITS_SCREEN.allAgencies,
    choices: agencies.map((a) => ({ value: a.id, label: a.name })),
    value: agencyId ?? '',
    onChange: onAgency,
  };
  const byValue = (key: 'status' | 'type', label: string, allLabel: string, choices: Choice[]) => ({
    id: `${id}-${key}`,
    label,
    allLabel,
    choices,
    value: filters[key],
    onChange: (v: string) => set({ [key]: v }),
  });
  const status = byValue('status', UNITS_SCREEN.statusFilter, UNITS_SCREEN.allStatuses, labelledChoices(statuses, UNIT_STATUS_LABELS));
  const type = full && byValue('type', UNITS_SCREEN.typeFilter, UNITS_SCREEN.allTypes, labelledChoices(UNIT_TYPES, UNIT_TYPE_LABELS));
  const selects = [agency, status, type].filter((s) => !!s);
  return (
    <div className="flex flex-wrap gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm *:w-full sm:*:w-52">
      {full && (
        <Field id={`${id}-search`} label={UNITS_SCREEN.search} className="sm:w-auto! sm:min-w-64 sm:flex-1">
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <Input
              id={`${id}-search`}
              type="search"
              maxLength={SEARCH_MAX_LENGTH}
              className="pl-9"
              placeholder={UNITS_SCREEN.searchPlaceholder}
              value={filters.search}
              onChange={(e) => set({ search: e.target.value })}
            />
          </div>
        </Field>
      )}
      {selects.map((select) => (
        <FilterSelect key={select.id} {...select} />
      ))}
    </div>
  );
}
