import { ACCEPTANCE_MODES, OFFER_DEADLINE_MINUTES, type AcceptanceMode } from '@/domain/trips/pickup-offers';
import { Field, Input } from '@/web/components/ui/field';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';
import { fieldId, type StepProps } from './wizard-step';

const T = OFFER_UI.wizard;
const LABELS: Record<AcceptanceMode, { label: string; hint: string }> = {
  FIRST_TO_ACCEPT: { label: T.firstToAccept, hint: T.firstToAcceptHint },
  COMPARE_OFFERS: { label: T.compare, hint: T.compareHint },
};

/** Step 4's choice of how the request is taken: first to accept (the default), or compare offers until a deadline. */
export function AcceptanceChoice({ form, values }: StepProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">{T.legend}</legend>
      {ACCEPTANCE_MODES.map((mode) => (
        <label key={mode} className="flex items-start gap-2 text-sm text-slate-800">
          <input type="radio" value={mode} className="mt-0.5 size-4" {...form.register('acceptanceMode')} />
          <span>
            <span className="font-medium">{LABELS[mode].label}</span>
            <span className="block text-slate-600">{LABELS[mode].hint}</span>
          </span>
        </label>
      ))}
      {values.acceptanceMode === 'COMPARE_OFFERS' && (
        <Field id={fieldId('offerDeadlineMinutes')} label={T.deadline} required hint={T.deadlineHint} className="max-w-xs">
          <Input
            id={fieldId('offerDeadlineMinutes')}
            type="number"
            inputMode="numeric"
            required
            min={OFFER_DEADLINE_MINUTES.min}
            max={OFFER_DEADLINE_MINUTES.max}
            step={1}
            aria-describedby={`${fieldId('offerDeadlineMinutes')}-hint`}
            {...form.register('offerDeadlineMinutes')}
          />
        </Field>
      )}
    </fieldset>
  );
}
