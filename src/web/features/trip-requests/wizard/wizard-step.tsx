import type { ReactNode } from 'react';
import { WIZARD } from '@/domain/portals/healthcare-portal-texts';
import type { UseFormReturn } from 'react-hook-form';
import type { WizardValues } from './wizard-values';

/** What every step gets: the form (register, setValue) and the values as they stand. */
export interface StepProps {
  form: UseFormReturn<WizardValues>;
  values: WizardValues;
}

/** One step's panel: kept in the page while hidden, so the browser can check its fields on submit. */
export function WizardStep({ index, current, children }: { index: number; current: number; children: ReactNode }) {
  return (
    <section data-step={index} hidden={index !== current} aria-labelledby={`wizard-step-${index}`} className="space-y-5">
      <h3 id={`wizard-step-${index}`} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
        {WIZARD.steps[index]}
      </h3>
      {children}
    </section>
  );
}

/** The id of a wizard field's control. */
export const fieldId = (name: string) => `wizard-${name}`;
