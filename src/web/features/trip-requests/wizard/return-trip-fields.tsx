import { ReturnTripChoice } from '../components/return-trip-choice';
import { fieldId, type StepProps } from './wizard-step';

/** The wizard's ride home booked with the trip: none, after an appointment of so many minutes, or will call. */
export function ReturnTripFields({ form, values }: StepProps) {
  const { register } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ReturnTripChoice idOf={fieldId} kind={values.returnKind} kindProps={register('returnKind')} minutesProps={register('appointmentMinutes')} />
    </div>
  );
}
