import type { AgencyOption } from '@/domain/trips/trip-answers';
import { Button } from '@/web/components/ui/button';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';

const AGENCIES_TEXTS = PORTAL_UI.wizard.agencies;

/** The agencies that may be asked, nearest first, each a checkbox with its distance, level and free units. */
export function AgencyList({
  agencies,
  selected,
  onChange,
}: {
  agencies: readonly AgencyOption[];
  selected: readonly string[];
  onChange(ids: string[]): void;
}) {
  const ticked = agencies.filter((a) => selected.includes(a.id)).length;
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{PORTAL_UI.wizard.labels.selectedAgencies}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          {AGENCIES_TEXTS.selected(ticked)}
        </p>
        <div className="flex gap-3">
          <Button variant="link" size="sm" disabled={ticked === agencies.length} onClick={() => onChange(agencies.map((a) => a.id))}>
            {AGENCIES_TEXTS.selectAll}
          </Button>
          <Button variant="link" size="sm" disabled={ticked === 0} onClick={() => onChange([])}>
            {AGENCIES_TEXTS.clear}
          </Button>
        </div>
      </div>
      <ul className="max-h-96 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 bg-white">
        {agencies.map((a) => (
          <li key={a.id}>
            <label className="flex cursor-pointer items-start gap-3 px-3 py-2.5 hover:bg-slate-50 has-[:checked]:bg-blue-50">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-blue-700"
                checked={selected.includes(a.id)}
                onChange={(e) => toggle(a.id, e.target.checked)}
              />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-slate-900">{a.name}</span>
                <span className="block text-xs text-slate-600">
                  {a.serviceType} · {a.levels.join(', ')} · {AGENCIES_TEXTS.units(a.availableUnits, a.totalUnits)}
                  {a.availableUnits === 0 && (
                    // still selectable: a unit may come free before the pickup
                    <span className="ml-1.5 inline-block rounded bg-amber-100 px-1.5 py-px font-medium text-amber-900">{AGENCIES_TEXTS.noUnitFree}</span>
                  )}
                </span>
              </span>
              {a.distance !== null && <span className="shrink-0 text-sm font-medium text-slate-700 tabular-nums">{AGENCIES_TEXTS.distance(a.distance)}</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
