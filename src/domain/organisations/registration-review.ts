// The control center's decision on a registration awaiting review: Approve, or Reject with a reason the applicant is
// told in the rejection e-mail and notice. The reason is not kept with the organisation: it goes out with the news.
import { z } from 'zod';

/** Long enough for a few sentences, short enough for one paragraph of an e-mail. */
export const REJECTION_REASON_MAX = 500;

/** The server's refusals, each naming the field. */
export const REGISTRATION_REVIEW_MESSAGES = {
  reasonBlank: 'reason must not be blank: leave it out to reject without one',
  reasonTooLong: `reason must be at most ${REJECTION_REASON_MAX} characters`,
  reasonNotText: 'reason must be text',
} as const;

const M = REGISTRATION_REVIEW_MESSAGES;

/** The reason as the dialog and the server both check it: trimmed, not blank, at most REJECTION_REASON_MAX characters. */
export const rejectionReason = z.string(M.reasonNotText).trim().min(1, M.reasonBlank).max(REJECTION_REASON_MAX, M.reasonTooLong);

/** PUT /api/tcc/{hospitals|agencies}/{id}/reject: a reason when given; a call without a body still rejects, as the spec's screen sends it. */
export const rejectBody = z.strictObject({ reason: rejectionReason.optional() });

/** The confirmation dialogs of Approve and Reject, each naming the organisation. */
export const REVIEW_DIALOG_TEXTS = {
  approveTitle: (name: string) => `Approve ${name}?`,
  approveBody: (name: string) => `${name} becomes active and its staff can sign in. They are told by e-mail and in the app.`,
  rejectTitle: (name: string) => `Reject ${name}?`,
  rejectBody: (name: string) => `${name} stays inactive and its staff accounts are closed. The reason is sent to them by e-mail and in the app.`,
  reasonLabel: 'Reason for rejection',
  reasonRequired: 'Please give a reason for the rejection',
  reasonHint: (length: number) => `Sent to the applicant. ${length.toLocaleString()} of ${REJECTION_REASON_MAX} characters.`,
  approving: 'Approving...',
  rejecting: 'Rejecting...',
} as const;
