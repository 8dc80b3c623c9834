import { PATIENT_TEXT_UI } from '@/web/lib/patient-text-ui-texts';
import { FIELD_STEP, type WizardField, type WizardValues } from './wizard-values';

/** A check the wizard makes itself, in TCC's words rather than the browser's, on its step's Next and on Create Request. */
export interface StepCheckProblem {
  text: string;
  field: WizardField;
}

const CHECKS: readonly { field: WizardField; problem(v: WizardValues): string | null }[] = [
  // a number to text the patient at needs the patient's agreement, asked for beside it
  {
    field: 'patientContactConsent',
    problem: (v) => (v.patientContactPhone.trim() !== '' && !v.patientContactConsent ? PATIENT_TEXT_UI.wizard.consentMissing : null),
  },
];

/** The first problem of one step (`step`), or of every step when none is given; null when all pass. */
export function stepCheckProblem(v: WizardValues, step?: number): StepCheckProblem | null {
  for (const check of CHECKS) {
    if (step !== undefined && FIELD_STEP[check.field] !== step) continue;
    const text = check.problem(v);
    if (text) return { text, field: check.field };
  }
  return null;
}
