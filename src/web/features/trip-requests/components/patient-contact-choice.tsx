import type { InputHTMLAttributes, Ref } from 'react';
import { PHONE_INPUT_MAX_LENGTH } from '@/domain/common/phone-number';
import { Field, Input } from '@/web/components/ui/field';
import { Switch } from '@/web/components/ui/switch';
import { PATIENT_TEXT_UI } from '@/web/lib/patient-text-ui-texts';

const WIZARD_TEXTS = PATIENT_TEXT_UI.wizard;
type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/**
 * The patient's number for text messages, optional; consent is asked for (and required) once a number is typed. The
 * form that holds it passes each control's own props (a react-hook-form registration, or a value and its change).
 */
export function PatientContactChoice({
  idOf,
  given,
  phoneProps,
  consentProps,
}: {
  idOf: (name: 'patientContactPhone' | 'patientContactConsent') => string;
  /** A number is typed. */
  given: boolean;
  phoneProps: InputProps;
  consentProps: Omit<InputProps, 'type' | 'role'>;
}) {
  const phoneId = idOf('patientContactPhone');
  return (
    <>
      <Field id={phoneId} label={WIZARD_TEXTS.phone} hint={WIZARD_TEXTS.phoneHint}>
        <Input id={phoneId} type="tel" autoComplete="off" maxLength={PHONE_INPUT_MAX_LENGTH} aria-describedby={`${phoneId}-hint`} {...phoneProps} />
      </Field>
      {given && <Switch id={idOf('patientContactConsent')} label={WIZARD_TEXTS.consent} required {...consentProps} />}
    </>
  );
}
