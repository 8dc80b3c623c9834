import { Field, Input } from '@/web/components/ui/field';
import { Switch } from '@/web/components/ui/switch';
import { PHONE_INPUT_MAX_LENGTH } from '@/domain/common/phone-number';
import { PATIENT_TEXT_UI } from '@/web/lib/patient-text-ui-texts';
import { fieldId, type StepProps } from './wizard-step';

const T = PATIENT_TEXT_UI.wizard;

/** The patient's number for text messages, optional; consent is asked for (and required) once a number is typed. */
export function PatientContactFields({ form, values }: StepProps) {
  const { register } = form;
  const given = values.patientContactPhone.trim() !== '';
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-4">
      <Field id={fieldId('patientContactPhone')} label={T.phone} hint={T.phoneHint}>
        <Input
          id={fieldId('patientContactPhone')}
          type="tel"
          autoComplete="off"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          aria-describedby={`${fieldId('patientContactPhone')}-hint`}
          {...register('patientContactPhone')}
        />
      </Field>
      {given && <Switch id={fieldId('patientContactConsent')} label={T.consent} required {...register('patientContactConsent')} />}
    </div>
  );
}
