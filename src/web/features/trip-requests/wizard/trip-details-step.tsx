import { controlClass, Field, Input } from '@/web/components/ui/field';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { BuildingDetailsFields } from './building-details-fields';
import { DestinationPicker } from './destination-picker';
import { OptionSelect } from './option-select';
import { ReturnTripFields } from './return-trip-fields';
import { fieldId, type StepProps } from './wizard-step';

const LABELS = PORTAL_UI.wizard.labels;

/** Step 2: from (the user's facility), to (list or manual), where in each building, when, level and urgency, notes. */
export function TripDetailsStep(props: StepProps) {
  const { form, values } = props;
  const { register } = form;
  return (
    <>
      <Field id={fieldId('fromLocation')} label={LABELS.fromLocation} required>
        <Input id={fieldId('fromLocation')} required maxLength={200} {...register('fromLocation')} />
      </Field>
      <BuildingDetailsFields end="from" register={register} />
      <DestinationPicker {...props} />
      <BuildingDetailsFields end="to" register={register} />
      <Field id={fieldId('scheduledTime')} label={LABELS.scheduledTime} required>
        <Input id={fieldId('scheduledTime')} type="datetime-local" required {...register('scheduledTime')} />
      </Field>
      <ReturnTripFields {...props} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('transportLevel')} label={LABELS.transportLevel} required>
          <OptionSelect id={fieldId('transportLevel')} kind="transport-level" required value={values.transportLevel} {...register('transportLevel')} />
        </Field>
        <Field id={fieldId('urgencyLevel')} label={LABELS.urgencyLevel} required>
          <OptionSelect id={fieldId('urgencyLevel')} kind="urgency" required value={values.urgencyLevel} {...register('urgencyLevel')} />
        </Field>
      </div>
      <Field id={fieldId('notes')} label={LABELS.notes}>
        <textarea id={fieldId('notes')} rows={3} maxLength={2000} className={controlClass} {...register('notes')} />
      </Field>
    </>
  );
}
