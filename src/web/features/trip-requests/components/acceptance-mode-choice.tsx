import type { InputHTMLAttributes, Ref } from 'react';
import { ACCEPTANCE_MODES, OFFER_DEADLINE_MINUTES, type AcceptanceMode } from '@/domain/trips/pickup-offers';
import { ACCEPTANCE_MODE_LABELS } from '@/domain/common/code-labels';
import { WholeNumberField } from '@/web/components/ui/field';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';

const WIZARD_TEXTS = OFFER_UI.wizard;
const LABELS: Record<AcceptanceMode, { label: string; hint: string }> = {
  FIRST_TO_ACCEPT: { label: ACCEPTANCE_MODE_LABELS.FIRST_TO_ACCEPT, hint: WIZARD_TEXTS.firstToAcceptHint },
  COMPARE_OFFERS: { label: ACCEPTANCE_MODE_LABELS.COMPARE_OFFERS, hint: WIZARD_TEXTS.compareHint },
};
type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/**
 * How a request is taken: first to accept (the default), or compare offers until a deadline. The form that holds it
 * passes each control's own props (a react-hook-form registration, or a value and its change).
 */
export function AcceptanceModeChoice({
  idOf,
  mode,
  modeProps,
  deadlineProps,
}: {
  idOf: (name: 'offerDeadlineMinutes') => string;
  mode: AcceptanceMode;
  /** The props of the radio button of each mode. */
  modeProps: (mode: AcceptanceMode) => InputProps;
  deadlineProps: InputProps;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">{WIZARD_TEXTS.legend}</legend>
      {ACCEPTANCE_MODES.map((m) => (
        <label key={m} className="flex items-start gap-2 text-sm text-slate-800">
          <input type="radio" value={m} className="mt-0.5 size-4 shrink-0" {...modeProps(m)} />
          <span>
            <span className="font-medium">{LABELS[m].label}</span>
            <span className="block text-slate-600">{LABELS[m].hint}</span>
          </span>
        </label>
      ))}
      {mode === 'COMPARE_OFFERS' && (
        <WholeNumberField
          id={idOf('offerDeadlineMinutes')}
          label={WIZARD_TEXTS.deadline}
          hint={WIZARD_TEXTS.deadlineHint}
          required
          range={OFFER_DEADLINE_MINUTES}
          className="max-w-xs"
          {...deadlineProps}
        />
      )}
    </fieldset>
  );
}
