// An organisation's own change of its name or e-mail waits for the control center (the old values stay in force),
// and no two active organisations of a kind share a name, whatever the case: nobody can pass for another. A new
// e-mail address is offered for review only once its owner opened the link sent to it, so nobody can ask for an
// address they do not read.
// The texts for a name already taken are HOSPITAL_MESSAGES.nameTaken and AGENCY_MESSAGES.nameTaken (org-messages.ts).

import type { PendingIdentityChange } from './organisation-answers';

export const IDENTITY_REVIEW_MESSAGES = {
  noPendingChange: 'There is no name or e-mail change awaiting review',
  awaitingReview:
    'Your change of name or e-mail is awaiting review by the TCC team. The current name and e-mail stay in force until it is approved.',
  /** An approval refused because another active organisation took the name meanwhile: the clash, named. */
  nameTakenMeanwhile: (nameTaken: string, name: string) => `${nameTaken}: "${name}". Reject this change, or ask for another name.`,
  /** An organisation's e-mail may be no other account's sign-in and no other organisation's address. */
  emailTaken: 'This e-mail address belongs to another account or organisation. Please use an address of your own.',
  emailTakenMeanwhile: (email: string) =>
    `The e-mail address "${email}" now belongs to another account or organisation. Reject this change, or ask for another address.`,
  /** The settings answer while the new address has not opened its link. */
  awaitingConfirmation: (email: string) =>
    `We sent a link to ${email}. Open it to confirm the address; the change then goes to the TCC team for review. The current name and e-mail stay in force until it is approved.`,
  /** An approval refused while the new address has not opened its link. */
  emailNotConfirmed: (email: string) =>
    `The new e-mail address "${email}" has not been confirmed yet: the change can be approved once its owner opens the link sent to it.`,
  confirmationInvalid: 'This confirmation link is invalid or has expired. Save the new e-mail address again in Settings to receive a new link.',
  emailConfirmed: 'Your new e-mail address is confirmed. The TCC team will review the change; the current e-mail stays in force until it is approved.',
} as const;

/** How long the link sent to a new e-mail address works, and how soon saving the same address sends another. */
export const EMAIL_CONFIRMATION = { validHours: 48, resendAfterMinutes: 10 } as const;

const orNone = (email: string | null) => (email === null || email === '' ? '(none)' : email);

export const IDENTITY_REVIEW_TEXTS = {
  pendingTitle: 'Change awaiting review',
  /** The name in force → the name asked for. */
  pendingName: (from: string, to: string) => `Name: ${from} → ${to}`,
  pendingEmail: (from: string | null, to: string) => `E-mail: ${orNone(from)} → ${orNone(to)}`,
  unconfirmed: 'Not yet confirmed by the new address',
  approveChange: 'Approve change',
  rejectChange: 'Reject change',
  approveFailed: 'Failed to approve the change',
  rejectFailed: 'Failed to reject the change',
  changeApproved: (name: string) => `The change asked for by ${name} was approved and is now in force.`,
  changeRejected: (name: string) => `The change asked for by ${name} was rejected; its name and e-mail stay as they were.`,
} as const;

export const hasPendingChange = (o: PendingIdentityChange) => o.pendingName !== null || o.pendingEmail !== null;

/** Each part of a change awaiting review, from the value in force to the one asked for: 'Name: Old → New'. */
export const pendingChangeLines = (current: { name: string; email: string | null }, change: PendingIdentityChange): string[] =>
  [
    change.pendingName === null ? null : IDENTITY_REVIEW_TEXTS.pendingName(current.name, change.pendingName),
    change.pendingEmail === null ? null : IDENTITY_REVIEW_TEXTS.pendingEmail(current.email, change.pendingEmail),
    change.emailAwaitsConfirmation ? IDENTITY_REVIEW_TEXTS.unconfirmed : null,
  ].filter((line) => line !== null);

/** What an organisation's own Settings say while a change waits: for the new address's link, or for review. */
export const pendingChangeNote = (change: PendingIdentityChange): string =>
  change.emailAwaitsConfirmation && change.pendingEmail
    ? IDENTITY_REVIEW_MESSAGES.awaitingConfirmation(change.pendingEmail)
    : IDENTITY_REVIEW_MESSAGES.awaitingReview;

/** A new address (not the removal of one) must open its link before the change can be approved. */
export const needsConfirmation = (pendingEmail: string | null): pendingEmail is string => pendingEmail !== null && pendingEmail !== '';
