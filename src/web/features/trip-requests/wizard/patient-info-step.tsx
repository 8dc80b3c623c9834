import { WIZARD } from '@/domain/portals/healthcare-portal-texts';
import { Alert } from '@/web/components/ui/alert';
import { controlClass, Field, Input } from '@/web/components/ui/field';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { PatientIdField } from '../components/patient-id-field';
import { OptionSelect } from './option-select';
import { PatientContactFields } from './patient-contact-fields';
import { fieldId, type StepProps } from './wizard-step';

const WIZARD_TEXTS = PORTAL_UI.wizard;
const LABELS = WIZARD_TEXTS.labels;

/** Step 1: the patient by id only (HIPAA: no name or age fields), weight, special needs, insurance and the number to text. */
export function PatientInfoStep({ form, values }: StepProps) {
  const { register, setValue } = form;
  return (
    <>
      <Alert tone="info">{WIZARD_TEXTS.hipaa}</Alert>
      <PatientIdField
        id={fieldId('patientId')}
        label={LABELS.patientId}
        hint={WIZARD_TEXTS.hints.patientId}
        generateLabel={WIZARD.generateId}
        field={register('patientId')}
        onGenerate={(id) => setValue('patientId', id, { shouldDirty: true })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('patientWeight')} label={LABELS.patientWeight} hint={WIZARD_TEXTS.hints.patientWeight}>
          <Input
            id={fieldId('patientWeight')}
            type="number"
            inputMode="decimal"
            min={0}
            max={1000}
            step={0.1}
            aria-describedby={`${fieldId('patientWeight')}-hint`}
            {...register('patientWeight')}
          />
        </Field>
        <Field id={fieldId('insuranceCompany')} label={LABELS.insuranceCompany}>
          <OptionSelect id={fieldId('insuranceCompany')} kind="insurance" blankLabel={WIZARD_TEXTS.choose} value={values.insuranceCompany} {...register('insuranceCompany')} />
        </Field>
      </div>
      <Field id={fieldId('specialNeeds')} label={LABELS.specialNeeds}>
        <textarea
          id={fieldId('specialNeeds')}
          rows={3}
          maxLength={1000}
          placeholder={WIZARD_TEXTS.hints.specialNeeds}
          className={controlClass}
          {...register('specialNeeds')}
        />
      </Field>
      <PatientContactFields form={form} values={values} />
    </>
  );
}
