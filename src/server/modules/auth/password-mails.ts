import { INVITATION_DAYS, PASSWORD_RESET_MINUTES } from '@/domain/common/limits';
import type { AppContext } from '@/server/context';
import type { Db } from '@/server/db/connect';
import { queueMail } from '../outbox';

type MailDeps = Pick<AppContext, 'db' | 'config'>;
interface Recipient {
  email: string;
  name: string;
}

/** Tells the owner their password changed, so a change they did not make does not go unnoticed. */
export function mailPasswordChanged(deps: MailDeps, to: Recipient): Promise<string> {
  return queueMail(deps.db, {
    to: to.email,
    subject: 'Your TCC password was changed',
    text: [
      `Hello ${to.name},`,
      '',
      'The password of your TCC account was just changed, and every other device signed in to it was signed out.',
      '',
      `If you did not do this, choose a new password at once with "Forgot password?" at ${deps.config.publicUrl}/ and tell the TCC team.`,
    ].join('\n'),
  });
}

/** The reset link; only the holder of the mailbox can open it. */
export function mailResetLink(deps: MailDeps, to: Recipient, token: string): Promise<string> {
  return queueMail(deps.db, {
    to: to.email,
    subject: 'Reset your TCC password',
    text: [
      `Hello ${to.name},`,
      '',
      'Someone, perhaps you, asked to reset the password of your TCC account. To choose a new password, open this link:',
      `${deps.config.publicUrl}/?reset=${encodeURIComponent(token)}`,
      '',
      `The link works once, for ${PASSWORD_RESET_MINUTES} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
    ].join('\n'),
  });
}

/**
 * An administrator's invitation to the control center: the set-password link, valid for days; `db` is the
 * transaction that creates the account, so an account is never left without its mail nor a mail without its account.
 */
export function mailCenterInvitation(db: Db, deps: Pick<AppContext, 'config'>, to: Recipient, token: string): Promise<string> {
  return queueMail(db, {
    to: to.email,
    subject: 'You are invited to the TCC control center',
    text: [
      `Hello ${to.name},`,
      '',
      'An administrator of the TCC transport control center added you as a user. To choose your password, open this link:',
      `${deps.config.publicUrl}/?reset=${encodeURIComponent(token)}`,
      '',
      `Then sign in at ${deps.config.publicUrl}/login with this e-mail address.`,
      `The link works once, for ${INVITATION_DAYS} days; after that, "Forgot password?" on the sign-in screen sends a new one.`,
    ].join('\n'),
  });
}
