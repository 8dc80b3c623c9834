// The wording of Add New User's invitation, where the spec gives none (the spec's form chooses a password).
import { INVITATION_DAYS } from '@/domain/common/limits';

export const USER_INVITATION_UI = {
  invite: 'Email a link to choose the password',
  inviteHint: `No password to pass on: the user is sent a link to choose their own. It works once, for ${INVITATION_DAYS} days.`,
  passwordByLink: 'Chosen by the user from the e-mailed link',
  sent: (email: string) => `Invitation sent to ${email}. It works for ${INVITATION_DAYS} days.`,
  dismiss: 'Dismiss',
} as const;
