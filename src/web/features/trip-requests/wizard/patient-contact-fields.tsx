import { PatientContactChoice } from '../components/patient-contact-choice';
import { fieldId, type StepProps } from './wizard-step';

/** The wizard's number to text the patient at, with the consent it needs. */
export function PatientContactFields({ form, values }: StepProps) {
  const { register } = form;
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-4">
      <PatientContactChoice
        idOf={fieldId}
        given={values.patientContactPhone.trim() !== ''}
        phoneProps={register('patientContactPhone')}
        consentProps={register('patientContactConsent')}
      />
    </div>
  );
}
