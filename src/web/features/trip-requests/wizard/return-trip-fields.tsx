import { Field, Input, Select } from '@/web/components/ui/field';
import { APPOINTMENT_MINUTES } from '@/domain/trips/linked-returns';
import { LINKED_RETURN_UI } from '@/web/lib/linked-return-ui-texts';
import { fieldId, type StepProps } from './wizard-step';

const R = LINKED_RETURN_UI.wizard;

/** The ride home booked with the trip: none, after an appointment of so many minutes, or will call. */
export function ReturnTripFields({ form, values }: StepProps) {
  const { register } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={fieldId('returnKind')} label={R.returnLabel} hint={values.returnKind === 'WILL_CALL' ? R.willCallHint : undefined}>
        <Select id={fieldId('returnKind')} {...register('returnKind')}>
          <option value="">{R.none}</option>
          <option value="TIMED">{R.timed}</option>
          <option value="WILL_CALL">{R.willCall}</option>
        </Select>
      </Field>
      {values.returnKind === 'TIMED' && (
        <Field id={fieldId('appointmentMinutes')} label={R.appointmentMinutes} hint={R.appointmentHint} required>
          <Input
            id={fieldId('appointmentMinutes')}
            type="number"
            inputMode="numeric"
            required
            min={APPOINTMENT_MINUTES.min}
            max={APPOINTMENT_MINUTES.max}
            step={1}
            {...register('appointmentMinutes')}
          />
        </Field>
      )}
    </div>
  );
}
