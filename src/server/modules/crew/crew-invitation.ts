import { INVITATION_DAYS } from '@/domain/common/limits';
import { CREW_APP_PATH } from '@/domain/crew/crew-member-forms';
import type { AppContext } from '@/server/context';
import type { Db } from '@/server/db/connect';
import { queueMail } from '../outbox';

type MailDeps = Pick<AppContext, 'config'>;

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
      `The link works once, for ${INVITATION_DAYS} days; your agency can send a new one.`,
    ].join('\n'),
  });
}
