import type { UseFormRegister } from 'react-hook-form';
import { BUILDING_DETAIL_MAX } from '@/domain/trips/trip-request';
import { Field, Input } from '@/web/components/ui/field';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { fieldId } from './wizard-step';
import type { WizardValues } from './wizard-values';

const BUILDING_TEXTS = PORTAL_UI.wizard.building;
const PARTS = ['Department', 'Floor', 'Room'] as const;
const LABELS = { Department: BUILDING_TEXTS.department, Floor: BUILDING_TEXTS.floor, Room: BUILDING_TEXTS.room } as const;

/** Department, floor and room at one end of the trip, so the crew knows where in the building to go. */
export function BuildingDetailsFields({ end, register }: { end: 'from' | 'to'; register: UseFormRegister<WizardValues> }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{BUILDING_TEXTS.legend[end]}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {PARTS.map((part) => {
          const name = `${end}${part}` as const;
          return (
            <Field key={name} id={fieldId(name)} label={LABELS[part]}>
              <Input id={fieldId(name)} maxLength={BUILDING_DETAIL_MAX} autoComplete="off" {...register(name)} />
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
