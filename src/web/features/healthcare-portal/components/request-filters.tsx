import { useSearchParams } from 'wouter';
import { PICKUP_DAY_LABELS, PICKUP_DAYS, type PickupDay } from '@/domain/trips/pickup-days';
import { TRIP_STATE_LABELS, TRIP_STATES, type TripState } from '@/domain/trips/trip-states';
import { Field, fieldErrorProps, Input, Select } from '@/web/components/ui/field';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';

const FILTERS_TEXTS = PORTAL_UI.requests.filters;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const KEYS = ['state', 'day', 'from', 'to'] as const;

export interface RequestFilters {
  state: TripState | '';
  day: PickupDay | '';
  from: string;
  to: string;
}

const known = <T extends string>(values: readonly T[], asked: string | null): T | '' => ((values as readonly string[]).includes(asked ?? '') ? (asked as T) : '');

/**
 * Transport Requests' state and pickup day, kept in the address (`&state=waiting&day=today`, `&day=range&from=&to=`):
 * a reload keeps them and each choice is a history entry, so Back returns to the one before. `params` is what the
 * list call adds to its query: a range only once both dates are chosen in order. Unknown values are ignored.
 */
export function useRequestFilters(onChange: () => void) {
  const [search, setSearch] = useSearchParams();
  const asked = (key: string) => search.get(key);
  const filters: RequestFilters = {
    state: known(TRIP_STATES, asked('state')),
    day: known(PICKUP_DAYS, asked('day')),
    from: DATE.test(asked('from') ?? '') ? asked('from')! : '',
    to: DATE.test(asked('to') ?? '') ? asked('to')! : '',
  };
  const rangeReady = filters.day === 'range' && filters.from !== '' && filters.to !== '' && filters.from <= filters.to;
  const params: Record<string, string> = {
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.day && filters.day !== 'range' ? { day: filters.day } : {}),
    ...(rangeReady ? { day: 'range', from: filters.from, to: filters.to } : {}),
  };
  return {
    filters,
    params,
    /** The range's dates are in the wrong order. */
    rangeBackwards: filters.day === 'range' && filters.from !== '' && filters.to !== '' && filters.from > filters.to,
    set(next: Partial<RequestFilters>) {
      const merged = { ...filters, ...next };
      if (merged.day !== 'range') Object.assign(merged, { from: '', to: '' });
      const query = new URLSearchParams(window.location.search);
      for (const key of KEYS) {
        if (merged[key]) query.set(key, merged[key]);
        else query.delete(key);
      }
      setSearch(query);
      onChange();
    },
  };
}

/** The state and pickup-day selects, with the two dates of a range. */
export function RequestFiltersBar({ filters, rangeBackwards, onChange }: { filters: RequestFilters; rangeBackwards: boolean; onChange(next: Partial<RequestFilters>): void }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field id="requests-state" label={FILTERS_TEXTS.state} className="w-full sm:w-56">
        <Select id="requests-state" value={filters.state} onChange={(e) => onChange({ state: e.target.value as TripState | '' })}>
          <option value="">{FILTERS_TEXTS.anyState}</option>
          {TRIP_STATES.map((s) => (
            <option key={s} value={s}>
              {TRIP_STATE_LABELS[s]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="requests-day" label={FILTERS_TEXTS.day} className="w-full sm:w-56">
        <Select id="requests-day" value={filters.day} onChange={(e) => onChange({ day: e.target.value as PickupDay | '' })}>
          <option value="">{FILTERS_TEXTS.anyDay}</option>
          {PICKUP_DAYS.map((d) => (
            <option key={d} value={d}>
              {PICKUP_DAY_LABELS[d]}
            </option>
          ))}
        </Select>
      </Field>
      {filters.day === 'range' && (
        <>
          <Field id="requests-from" label={FILTERS_TEXTS.from} className="w-full sm:w-44" error={rangeBackwards ? FILTERS_TEXTS.backwards : undefined}>
            <Input id="requests-from" type="date" {...fieldErrorProps('requests-from', rangeBackwards ? FILTERS_TEXTS.backwards : undefined)} value={filters.from} max={filters.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
          </Field>
          <Field id="requests-to" label={FILTERS_TEXTS.to} className="w-full sm:w-44">
            <Input id="requests-to" type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
          </Field>
        </>
      )}
    </div>
  );
}
