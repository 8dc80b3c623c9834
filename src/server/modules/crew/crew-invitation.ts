import { randomBytes } from 'node:crypto';
import { CREW_APP_PATH, CREW_INVITATION_DAYS } from '@/domain/crew/crew-member-forms';
import type { AppContext } from '@/server/context';
import type { Db } from '@/server/db/connect';
import { newOneTimeToken } from '../auth/one-time-token';
import { hashPassword } from '../auth/passwords';
import { queueMail } from '../outbox/queue';

type MailDeps = Pick<AppContext, 'config'>;

/** A fresh invitation link's token, its stored hash (in the password reset columns) and when it stops working. */
export const newInvitation = () => newOneTimeToken(CREW_INVITATION_DAYS * 86_400_000);

/** The password a new crew member holds until they set their own: random, never told to anyone, so it opens nothing. */
export const unknowablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/**
 * The invitation: the same one-time link as a password reset (the set-password screen), valid for days rather than
 * an hour; `db` is the transaction of the change it belongs to.
 */
export function mailCrewInvitation(
  db: Db,
  deps: MailDeps,
  to: { email: string; name: string },
  agencyName: string,
  token: string,
): Promise<string> {
  const crewApp = `${deps.config.publicUrl}${CREW_APP_PATH}`;
  return queueMail(db, {
    to: to.email,
    subject: `${agencyName} invites you to the TCC crew app`,
    text: [
      `Hello ${to.name},`,
      '',
      `${agencyName} added you as a crew member in TCC, where you record each step of the transports you carry. To choose your password, open this link:`,
      `${deps.config.publicUrl}/?reset=${encodeURIComponent(token)}`,
      '',
      `Then sign in at ${crewApp} with this e-mail address and pick your unit for the shift.`,
      `The link works once, for ${CREW_INVITATION_DAYS} days; your agency can send a new one.`,
    ].join('\n'),
  });
}
