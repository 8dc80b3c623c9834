import type { InputHTMLAttributes, Ref, SelectHTMLAttributes } from 'react';
import { APPOINTMENT_MINUTES, type ReturnKind } from '@/domain/trips/linked-returns';
import { Field, Select, WholeNumberField } from '@/web/components/ui/field';
import { LINKED_RETURN_UI } from '@/web/lib/linked-return-ui-texts';

const R = LINKED_RETURN_UI.wizard;

/**
 * The ride home booked with a trip: none, after an appointment of so many minutes, or will call. The form that holds
 * it passes each control's own props (a react-hook-form registration, or a value and its change).
 */
export function ReturnTripChoice({
  idOf,
  kind,
  kindProps,
  minutesProps,
}: {
  idOf: (name: 'returnKind' | 'appointmentMinutes') => string;
  kind: '' | ReturnKind;
  kindProps: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };
  minutesProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}) {
  return (
    <>
      <Field id={idOf('returnKind')} label={R.returnLabel} hint={kind === 'WILL_CALL' ? R.willCallHint : undefined}>
        <Select id={idOf('returnKind')} {...kindProps}>
          <option value="">{R.none}</option>
          <option value="TIMED">{R.timed}</option>
          <option value="WILL_CALL">{R.willCall}</option>
        </Select>
      </Field>
      {kind === 'TIMED' && (
        <WholeNumberField id={idOf('appointmentMinutes')} label={R.appointmentMinutes} hint={R.appointmentHint} required range={APPOINTMENT_MINUTES} {...minutesProps} />
      )}
    </>
  );
}
