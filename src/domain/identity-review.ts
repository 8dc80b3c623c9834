// An organisation's own change of its name or e-mail waits for the control center (the old values stay in force),
// and no two active organisations of a kind share a name, whatever the case: nobody can pass for another.

export const IDENTITY_REVIEW_MESSAGES = {
  facilityNameTaken: 'A facility with this name is already registered',
  agencyNameTaken: 'An agency with this name is already registered',
  noPendingChange: 'There is no name or e-mail change awaiting review',
  awaitingReview:
    'Your change of name or e-mail is awaiting review by the TCC team. The current name and e-mail stay in force until it is approved.',
} as const;

/** The change an organisation asked for, beside its record; all null when none waits. An e-mail of '' asks to remove it. */
export interface PendingIdentityChange {
  pendingName: string | null;
  pendingEmail: string | null;
  changeRequestedAt: string | null;
}

export const IDENTITY_REVIEW_TEXTS = {
  pendingTitle: 'Change awaiting review',
  pendingName: (name: string) => `Name → ${name}`,
  pendingEmail: (email: string) => (email === '' ? 'E-mail → (none)' : `E-mail → ${email}`),
  approveChange: 'Approve change',
  rejectChange: 'Reject change',
  approveFailed: 'Failed to approve the change',
  rejectFailed: 'Failed to reject the change',
} as const;

export const hasPendingChange = (o: PendingIdentityChange) => o.pendingName !== null || o.pendingEmail !== null;
