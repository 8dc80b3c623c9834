import type { AgencyOption } from '@/domain/trips/trip-answers';
import { enhancedTripBody } from '@/domain/trips/trip-request';
import { toRequestBody, type WizardValues } from './wizard-values';

/** The message under the wizard's buttons: about one field when it names one, with that field's value when shown. */
export interface WizardProblem {
  text: string;
  field: string | null;
  value: unknown;
}

export const problemAbout = (text: string, field: string | null, values: WizardValues): WizardProblem => ({
  text,
  field,
  value: field ? (values as unknown as Record<string, unknown>)[field] : undefined,
});

/**
 * A message about a field stays until the field is changed and now passes the browser's check and the request's
 * rules (a Patient ID generated after 'Please fill out this field'); a message about the whole request stays until
 * the next try.
 */
export function problemFixed(
  problem: WizardProblem,
  values: WizardValues,
  listed: readonly AgencyOption[] | undefined,
  form: HTMLFormElement | null,
): boolean {
  const { field } = problem;
  if (!field) return false;
  const value = (values as unknown as Record<string, unknown>)[field];
  if (JSON.stringify(value ?? null) === JSON.stringify(problem.value ?? null)) return false;
  const control = form?.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${field}"]`);
  if (control && !control.checkValidity()) return false;
  const parsed = enhancedTripBody.safeParse(toRequestBody(values, listed));
  return parsed.success || !parsed.error.issues.some((issue) => String(issue.path[0] ?? '') === field);
}
