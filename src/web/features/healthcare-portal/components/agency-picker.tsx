import { Plus } from 'lucide-react';
import type { Ref } from 'react';
import type { AgencyOption } from '@/domain/trips/trip-answers';
import { Button } from '@/web/components/ui/button';
import { Field, Select } from '@/web/components/ui/field';
import { PREFERRED_AGENCY_UI } from '../preferred-agency-ui-texts';

const PICKER_ID = 'preferred-agency-pick';

/**
 * Where an agency is added to the preferred ones: the agencies the request form lists (nearest first) not yet chosen,
 * and Add. `hint` says why none can be added, when that is so.
 */
export function AgencyPicker({
  options,
  picked,
  hint,
  disabled,
  selectRef,
  onPick,
  onAdd,
}: {
  options: readonly AgencyOption[];
  picked: string;
  hint: string;
  disabled: boolean;
  selectRef: Ref<HTMLSelectElement>;
  onPick(id: string): void;
  onAdd(agency: AgencyOption): void;
}) {
  const chosen = options.find((a) => a.id === picked);
  return (
    <Field id={PICKER_ID} label={PREFERRED_AGENCY_UI.pick} hint={hint}>
      <div className="flex gap-2">
        <Select id={PICKER_ID} ref={selectRef} className="min-w-0 flex-1" value={chosen ? picked : ''} disabled={disabled} onChange={(e) => onPick(e.target.value)}>
          <option value="">{PREFERRED_AGENCY_UI.choose}</option>
          {options.map((a) => (
            <option key={a.id} value={a.id}>
              {PREFERRED_AGENCY_UI.option(a.name, a.distance)}
            </option>
          ))}
        </Select>
        <Button
          variant="secondary"
          className="shrink-0"
          icon={<Plus aria-hidden="true" className="size-4" />}
          disabled={disabled || !chosen}
          onClick={() => chosen && onAdd(chosen)}
        >
          {PREFERRED_AGENCY_UI.add}
        </Button>
      </div>
    </Field>
  );
}
