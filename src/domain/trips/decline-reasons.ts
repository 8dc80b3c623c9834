// Why an agency declines a trip offered to it: recorded with its answer, shown to the control center and the facility.
import { DECLINE_REASON_LABELS } from '../common/code-labels';

export const DECLINE_REASONS = ['NO_UNIT', 'LEVEL_OF_CARE', 'DISTANCE', 'OTHER'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const DECLINE_MESSAGES = {
  otherNeedsText: 'reason is required when declineReason is OTHER: say why the trip is declined',
  onlyOnDecline: 'declineReason is taken only when an agency declines a trip offered to it',
} as const;

/** The reason as recorded and shown: its label, and the agency's own words after it when it gave any. */
export function declineReasonText(reason: DeclineReason, text: string | undefined): string {
  const words = text?.trim();
  if (reason === 'OTHER') return words ? words : DECLINE_REASON_LABELS.OTHER;
  return words ? `${DECLINE_REASON_LABELS[reason]}: ${words}` : DECLINE_REASON_LABELS[reason];
}
