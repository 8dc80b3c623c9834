import type { Place } from '@/domain/places/place-answers';
import { Button } from '@/web/components/ui/button';
import { Field, Input, Select } from '@/web/components/ui/field';
import { errorText } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { useDestinations } from '../api/get-destinations';
import { fieldId, type StepProps } from './wizard-step';
import type { DestinationMode } from './wizard-values';

const WIZARD_TEXTS = PORTAL_UI.wizard;

/** The directory's places by type, each group by name, for the destination select. */
function byType(places: readonly Place[]): [string, Place[]][] {
  const groups = new Map<string, Place[]>();
  for (const p of places) groups.set(p.type, [...(groups.get(p.type) ?? []), p]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The destination: a place from the facilities list, or typed by hand. Switching mode clears the destination;
 * switching to manual also clears the agency selection, since agencies are picked only for a place from the list.
 */
export function DestinationPicker({ form, values }: StepProps) {
  const { setValue, register } = form;
  const destinations = useDestinations();
  const mode = values.destinationMode;
  const switchTo = (next: DestinationMode) => {
    if (next === mode) return;
    setValue('destinationMode', next);
    setValue('toFacilityId', '');
    setValue('toLocation', '');
    if (next === 'manual') setValue('selectedAgencies', []);
  };
  const choose = (id: string) => {
    setValue('toFacilityId', id, { shouldDirty: true });
    setValue('toLocation', destinations.data?.find((f) => f.id === id)?.name ?? '', { shouldDirty: true });
  };

  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{WIZARD_TEXTS.destinationMode}</legend>
        <div className="mt-1 inline-flex rounded-lg border border-slate-300 bg-slate-100 p-0.5">
          {(['list', 'manual'] as const).map((m) => (
            <label
              key={m}
              className={cn(
                'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600',
                mode === m ? 'bg-white text-blue-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              <input type="radio" name="destinationMode" value={m} checked={mode === m} onChange={() => switchTo(m)} className="sr-only" />
              {m === 'list' ? WIZARD_TEXTS.fromList : WIZARD_TEXTS.manual}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'list' ? (
        <Field id={fieldId('toFacilityId')} label={WIZARD_TEXTS.labels.toLocation} required>
          <Select
            id={fieldId('toFacilityId')}
            name="toFacilityId"
            required
            value={values.toFacilityId}
            disabled={destinations.isPending}
            onChange={(e) => choose(e.target.value)}
          >
            <option value="">{destinations.isPending ? WIZARD_TEXTS.placesLoading : WIZARD_TEXTS.choosePlace}</option>
            {byType(destinations.data ?? []).map(([type, places]) => (
              <optgroup key={type} label={type}>
                {places.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} — {p.city}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
          {destinations.isError && (
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-red-700">
              <span role="alert">{errorText(destinations.error, WIZARD_TEXTS.placesFailed)}</span>
              <Button variant="link" onClick={() => void destinations.refetch()}>
                {PORTAL_UI.retry}
              </Button>
            </div>
          )}
        </Field>
      ) : (
        <Field id={fieldId('toLocation')} label={WIZARD_TEXTS.labels.toLocation} required>
          <Input id={fieldId('toLocation')} required maxLength={200} placeholder={WIZARD_TEXTS.manualPlaceholder} {...register('toLocation')} />
        </Field>
      )}
    </div>
  );
}
