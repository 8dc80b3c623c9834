import type { InputHTMLAttributes, Ref, SelectHTMLAttributes } from 'react';
import { APPOINTMENT_MINUTES, type ReturnKind } from '@/domain/trips/linked-returns';
import { Field, Select, WholeNumberField } from '@/web/components/ui/field';
import { LINKED_RETURN_UI } from '@/web/lib/linked-return-ui-texts';

const WIZARD_TEXTS = LINKED_RETURN_UI.wizard;

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
      <Field id={idOf('returnKind')} label={WIZARD_TEXTS.returnLabel} hint={kind === 'WILL_CALL' ? WIZARD_TEXTS.willCallHint : undefined}>
        <Select id={idOf('returnKind')} {...kindProps}>
          <option value="">{WIZARD_TEXTS.none}</option>
          <option value="TIMED">{WIZARD_TEXTS.timed}</option>
          <option value="WILL_CALL">{WIZARD_TEXTS.willCall}</option>
        </Select>
      </Field>
      {kind === 'TIMED' && (
        <WholeNumberField id={idOf('appointmentMinutes')} label={WIZARD_TEXTS.appointmentMinutes} hint={WIZARD_TEXTS.appointmentHint} required range={APPOINTMENT_MINUTES} {...minutesProps} />
      )}
    </>
  );
}
