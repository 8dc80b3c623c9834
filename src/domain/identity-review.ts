// An organisation's own change of its name or e-mail waits for the control center (the old values stay in force),
// and no two active organisations of a kind share a name, whatever the case: nobody can pass for another.
// The texts for a name already taken are HOSPITAL_MESSAGES.nameTaken and AGENCY_MESSAGES.nameTaken (org-messages.ts).

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
} as const;

/** The change an organisation asked for, beside its record; all null when none waits. An e-mail of '' asks to remove it. */
export interface PendingIdentityChange {
  pendingName: string | null;
  pendingEmail: string | null;
  changeRequestedAt: string | null;
}

const orNone = (email: string | null) => (email === null || email === '' ? '(none)' : email);

export const IDENTITY_REVIEW_TEXTS = {
  pendingTitle: 'Change awaiting review',
  /** The name in force → the name asked for. */
  pendingName: (from: string, to: string) => `Name: ${from} → ${to}`,
  pendingEmail: (from: string | null, to: string) => `E-mail: ${orNone(from)} → ${orNone(to)}`,
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
  ].filter((line) => line !== null);
