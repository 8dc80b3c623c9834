import { ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { TRIP_PRIORITIES, TRIP_STATUSES } from '@/domain/common/enums';
import {
  TRANSPORT_LEVEL_FILTER_LABELS,
  TRIP_DATE_RANGE_LABELS,
  TRIP_MANAGEMENT,
} from '@/domain/trips/trip-management-texts';
import { TRIP_PRIORITY_LABELS, TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
import { TRIP_DATE_RANGES, type TripDateRange } from '@/domain/trips/trip-views';
import { SEARCH_MAX_LENGTH } from '@/domain/common/limits';
import { Button } from '@/web/components/ui/button';
import { Field, Input, Select } from '@/web/components/ui/field';
import { labelledChoices, Options, type Choice } from '@/web/components/ui/options';
import { activeFilterCount, NO_TRIP_FILTERS, type TripFilters } from '../trip-list-state';

const FILTERS_TEXTS = TRIP_MANAGEMENT.filters;

/** The hospital filter's choices: the hospitals whose name matches its search (the chosen one always among them). */
export interface HospitalChoices {
  choices: readonly Choice[];
  total: number;
  search: string;
  onSearch(search: string): void;
}
const LEVELS = Object.keys(TRANSPORT_LEVEL_FILTER_LABELS) as (keyof typeof TRANSPORT_LEVEL_FILTER_LABELS)[];
const RANGES = Object.keys(TRIP_DATE_RANGES) as TripDateRange[];
const WIDE_SCREEN = '(min-width: 768px)';
const ESCALATION_CHOICES: Choice[] = [
  { value: 'true', label: FILTERS_TEXTS.escalatedOnly },
  { value: 'false', label: FILTERS_TEXTS.notEscalated },
];

/**
 * The collapsible filter panel: search, status, priority, transport level, date range, escalation and, for
 * administrators, the hospital. The toggle shows how many filters are on while the panel is closed.
 */
export function TripFilterPanel({
  filters,
  onChange,
  hospitals,
}: {
  filters: TripFilters;
  onChange(next: TripFilters): void;
  /** The hospital filter: its choices (the matches of its search), the search and how many match; null leaves it out (it is for administrators). */
  hospitals: HospitalChoices | null;
}) {
  const id = useId();
  // open on a wide screen; on a phone the list comes first and the panel opens on request
  const [open, setOpen] = useState(() => window.matchMedia(WIDE_SCREEN).matches);
  const active = activeFilterCount(filters);
  const set = (change: Partial<TripFilters>) => onChange({ ...filters, ...change });
  const select = (key: 'status' | 'priority' | 'transportLevel' | 'hospitalId' | 'escalated', label: string, allLabel: string, choices: readonly Choice[]) => (
    <Field id={`${id}-${key}`} label={label}>
      <Select id={`${id}-${key}`} value={filters[key]} onChange={(e) => set({ [key]: e.target.value })}>
        <option value="">{allLabel}</option>
        <Options choices={choices} />
      </Select>
    </Field>
  );

  return (
    <section aria-label={FILTERS_TEXTS.panelLabel} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? `${id}-panel` : undefined}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex items-center gap-2 rounded text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4 text-slate-500" />
          {FILTERS_TEXTS.toggle}
          {active > 0 && <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-800">{FILTERS_TEXTS.active(active)}</span>}
          <ChevronDown aria-hidden="true" className={open ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'} />
        </button>
        {active > 0 && (
          <Button variant="ghost" size="sm" icon={<X aria-hidden="true" className="size-4" />} onClick={() => onChange(NO_TRIP_FILTERS)}>
            {FILTERS_TEXTS.clear}
          </Button>
        )}
      </div>
      {open && (
        <div id={`${id}-panel`} className="grid grid-cols-2 gap-3 border-t border-slate-200 p-4 lg:grid-cols-5">
          <Field id={`${id}-search`} label={FILTERS_TEXTS.search} className="col-span-full">
            <Input
              id={`${id}-search`}
              type="search"
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={FILTERS_TEXTS.searchPlaceholder}
              value={filters.search}
              onChange={(e) => set({ search: e.target.value })}
            />
          </Field>
          {select('status', FILTERS_TEXTS.status, FILTERS_TEXTS.allStatuses, labelledChoices(TRIP_STATUSES, TRIP_STATUS_LABELS))}
          {select('priority', FILTERS_TEXTS.priority, FILTERS_TEXTS.allPriorities, labelledChoices(TRIP_PRIORITIES, TRIP_PRIORITY_LABELS))}
          {select('transportLevel', FILTERS_TEXTS.transportLevel, FILTERS_TEXTS.allLevels, labelledChoices(LEVELS, TRANSPORT_LEVEL_FILTER_LABELS))}
          <Field id={`${id}-range`} label={FILTERS_TEXTS.dateRange}>
            <Select id={`${id}-range`} value={filters.dateRange} onChange={(e) => set({ dateRange: e.target.value as TripDateRange })}>
              <Options choices={labelledChoices(RANGES, TRIP_DATE_RANGE_LABELS)} />
            </Select>
          </Field>
          {select('escalated', FILTERS_TEXTS.escalation, FILTERS_TEXTS.allEscalation, ESCALATION_CHOICES)}
          {hospitals && (
            <>
              <Field id={`${id}-find-hospital`} label={FILTERS_TEXTS.findHospital}>
                <Input id={`${id}-find-hospital`} type="search" maxLength={SEARCH_MAX_LENGTH} value={hospitals.search} onChange={(e) => hospitals.onSearch(e.target.value)} />
              </Field>
              {select('hospitalId', FILTERS_TEXTS.hospital, FILTERS_TEXTS.allHospitals, hospitals.choices)}
              {hospitals.total > hospitals.choices.length && <p className="col-span-full text-xs text-slate-600">{FILTERS_TEXTS.hospitalsCut(hospitals.choices.length, hospitals.total)}</p>}
            </>
          )}
        </div>
      )}
    </section>
  );
}
