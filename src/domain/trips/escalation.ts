// Escalation of requests nobody takes: a request still PENDING this many minutes after it was made is escalated once.
// The control center's users are alerted, and it is offered to the further eligible agencies within twice the radius
// it was first offered in. The delay is the control center's setting.
import { z } from 'zod';

export const ESCALATION_SETTINGS_PATH = '/api/tcc/settings/escalation';
export const ESCALATION_MINUTES = { default: 15, min: 1, max: 1440 } as const;
/** How much wider than the first offer an escalated request is offered. */
export const ESCALATION_RADIUS_FACTOR = 2;

export const ESCALATION_MESSAGES = {
  minutes: `escalationMinutes must be a whole number of minutes from ${ESCALATION_MINUTES.min} to ${ESCALATION_MINUTES.max}`,
} as const;

export const escalationSettingsBody = z.strictObject({
  escalationMinutes: z
    .number(ESCALATION_MESSAGES.minutes)
    .int(ESCALATION_MESSAGES.minutes)
    .min(ESCALATION_MINUTES.min, ESCALATION_MESSAGES.minutes)
    .max(ESCALATION_MINUTES.max, ESCALATION_MESSAGES.minutes),
});

/** The trip history's note for an escalation. */
export const escalationNote = (waitedMinutes: number, newlyOffered: number, radiusMiles: number) =>
  `Escalated after ${waitedMinutes} minutes without an agency: offered to ${newlyOffered} more ${newlyOffered === 1 ? 'agency' : 'agencies'} within ${radiusMiles} miles`;

/** The screen's texts (the Notifications page, control center only). */
export const ESCALATION_SCREEN = {
  title: 'Escalation of unanswered requests',
  description:
    'A transport request that no agency has accepted this many minutes after it was made is escalated once: every control center user is alerted, and the request is offered to the further eligible agencies within twice its original radius.',
  minutesLabel: 'Escalate after (minutes)',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Saved!',
  error: 'Error',
  readOnly: 'Only an administrator can change this setting.',
  /** Beside the status of a request still waiting after its escalation */
  badge: 'Escalated',
  loadFailed: 'The escalation setting could not be loaded',
  retry: 'Try again',
  dismiss: 'Dismiss message',
} as const;
