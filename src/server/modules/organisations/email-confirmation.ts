// A facility's or agency's new e-mail address proves it is read by its owner before the change reaches the control
// center: a link goes to the new address, and opening it offers the change for review.
import { and, eq, isNotNull } from 'drizzle-orm';
import { EMAIL_CONFIRMATION, IDENTITY_REVIEW_MESSAGES } from '@/domain/organisations/identity-review';
import type { Db } from '@/server/db/connect';
import { agencies, hospitals } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import { tokenHash } from '../secrets';
import { queueMail } from '../outbox';
import { assertEmailFree, emailAwaitsConfirmation, type HeldIdentityChange, type OrgTable } from './identity-change';
import { tellControlCenter } from './identity-notice';

type PendingOrg = { name: string; pendingName: string | null; pendingEmail: string | null; pendingEmailConfirmedAt: Date | null };

const kindOf = (table: OrgTable) => (table === hospitals ? 'healthcare facility' : 'EMS agency');

/** The page the link opens; it confirms the address whether or not someone is signed in there. */
export const confirmationUrl = (publicUrl: string, token: string) => `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;

/**
 * What follows an organisation's save, in its transaction: the link to a new address, and the control center's
 * notice of a request it can decide now (one with a new address is offered once the address is confirmed).
 */
export async function afterIdentitySave(tx: Db, table: OrgTable, publicUrl: string, org: PendingOrg, identity: HeldIdentityChange): Promise<void> {
  if (identity.confirmationToken !== null && org.pendingEmail) {
    await queueMail(tx, {
      to: org.pendingEmail,
      subject: 'Confirm your new TCC e-mail address',
      text: [
        'Hello,',
        '',
        `${org.name} asked TCC to use this address as its e-mail address. Please confirm it by opening this link:`,
        confirmationUrl(publicUrl, identity.confirmationToken),
        '',
        `The link is valid for ${EMAIL_CONFIRMATION.validHours} hours. The TCC team then reviews the change.`,
        'If you did not expect this message, you can ignore it: nothing changes without the link.',
      ].join('\n'),
    });
  }
  if (identity.requested && !emailAwaitsConfirmation(org)) await tellControlCenter(tx, kindOf(table), org);
}

/**
 * Confirms the new address behind a link: the change is then offered for review. Opening the link again answers the
 * same and tells nobody twice; a link replaced by a newer one, expired, or of a change already decided is refused.
 */
export async function confirmEmailChange(db: Db, token: string): Promise<{ message: string }> {
  const hash = tokenHash(token);
  for (const table of [hospitals, agencies] as const) {
    const confirmed = await db.transaction(async (tx) => {
      const [org] = await tx
        .select()
        .from(table)
        .where(and(eq(table.pendingEmailTokenHash, hash), isNotNull(table.pendingEmail)))
        .for('update');
      if (!org) return false;
      if (org.pendingEmailConfirmedAt !== null) return true;
      const sentAt = org.pendingEmailSentAt?.getTime() ?? 0;
      if (Date.now() - sentAt > EMAIL_CONFIRMATION.validHours * 3_600_000) throw badRequest(IDENTITY_REVIEW_MESSAGES.confirmationInvalid);
      await assertEmailFree(tx, table, org.id, org.pendingEmail!, IDENTITY_REVIEW_MESSAGES.emailTaken);
      const [after] = await tx.update(table).set({ pendingEmailConfirmedAt: new Date() }).where(eq(table.id, org.id)).returning();
      await tellControlCenter(tx, kindOf(table), after!);
      return true;
    });
    if (confirmed) return { message: IDENTITY_REVIEW_MESSAGES.emailConfirmed };
  }
  throw badRequest(IDENTITY_REVIEW_MESSAGES.confirmationInvalid);
}
