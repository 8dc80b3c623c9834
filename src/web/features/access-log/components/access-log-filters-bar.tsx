import { X } from 'lucide-react';
import { ACCESS_LOG_TEXTS } from '@/domain/audit/access-log-texts';
import { Button } from '@/web/components/ui/button';
import { Field, fieldErrorProps, Input } from '@/web/components/ui/field';
import { activeAccessFilters, NO_ACCESS_FILTERS, rangeBackwards, type AccessLogFilters } from '../access-log-query';

const FILTERS_TEXTS = ACCESS_LOG_TEXTS.filters;

/** Patient ID, From and To; the user filter is set from the table (a click on a name) and shows here as a chip. */
export function AccessLogFiltersBar({
  filters,
  onChange,
}: {
  filters: AccessLogFilters;
  onChange(next: Partial<AccessLogFilters>, options?: { typing?: boolean }): void;
}) {
  const backwards = rangeBackwards(filters) ? FILTERS_TEXTS.backwards : undefined;
  return (
    <section aria-label={FILTERS_TEXTS.label} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-start">
        <Field id="access-patient" label={FILTERS_TEXTS.patientId} className="col-span-full sm:w-56">
          <Input
            id="access-patient"
            type="search"
            maxLength={100}
            autoComplete="off"
            value={filters.patientId}
            onChange={(e) => onChange({ patientId: e.target.value }, { typing: true })}
          />
        </Field>
        <Field id="access-from" label={FILTERS_TEXTS.from} className="min-w-0 sm:w-44" error={backwards}>
          <Input id="access-from" type="date" {...fieldErrorProps('access-from', backwards)} value={filters.from} max={filters.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
        </Field>
        <Field id="access-to" label={FILTERS_TEXTS.to} className="min-w-0 sm:w-44">
          <Input id="access-to" type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
        </Field>
      </div>
      {(filters.userId || activeAccessFilters(filters) > 0) && (
        <div className="flex flex-wrap items-center gap-2">
          {filters.userId && (
            <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-blue-50 py-1 pr-1 pl-3 text-sm font-medium text-blue-900 ring-1 ring-blue-600/20">
              <span className="truncate">{FILTERS_TEXTS.user(filters.userName || filters.userId)}</span>
              <button
                type="button"
                aria-label={FILTERS_TEXTS.removeUser(filters.userName || filters.userId)}
                title={FILTERS_TEXTS.removeUser(filters.userName || filters.userId)}
                onClick={() => onChange({ userId: '', userName: '' })}
                className="shrink-0 rounded-full p-1 text-blue-700 hover:bg-blue-100 hover:text-blue-950 focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </span>
          )}
          <Button variant="ghost" size="sm" icon={<X aria-hidden="true" className="size-4" />} onClick={() => onChange(NO_ACCESS_FILTERS)}>
            {FILTERS_TEXTS.clear}
          </Button>
        </div>
      )}
    </section>
  );
}
