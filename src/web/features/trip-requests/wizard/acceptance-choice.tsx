import { AcceptanceModeChoice } from '../components/acceptance-mode-choice';
import { fieldId, type StepProps } from './wizard-step';

/** Step 4's choice of how the request is taken: first to accept (the default), or compare offers until a deadline. */
export function AcceptanceChoice({ form, values }: StepProps) {
  const { register } = form;
  return (
    <AcceptanceModeChoice
      idOf={fieldId}
      mode={values.acceptanceMode}
      modeProps={() => register('acceptanceMode')}
      deadlineProps={register('offerDeadlineMinutes')}
    />
  );
}
