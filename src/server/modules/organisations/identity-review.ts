// The control center approves or rejects an organisation's own change of name or e-mail.
import { eq } from 'drizzle-orm';
import { IDENTITY_REVIEW_MESSAGES } from '@/domain/organisations/identity-review';
import type { AppContext } from '@/server/context';
import type { Db } from '@/server/db/connect';
import { notifications } from '@/server/db/schema';
import { conflict, notFound } from '@/server/http/errors';
import { assertEmailFree, assertNameFree, emailAwaitsConfirmation, nameTakenMessage, NO_PENDING_CHANGE, withUniqueName, type OrgTable } from './identity-change';
import { describeRequest } from './identity-notice';
import { orgRecipients, type OrgRef } from './org-users';
import type { ReviewDecision } from './review-notice';
import { queueMail } from '../outbox';

export interface IdentityReviewTarget {
  table: OrgTable;
  id: string;
  org: OrgRef;
  notFoundMessage: string;
  /** After an approved change, in the same transaction (a hospital's directory entries follow its name). */
  afterApprove?(tx: Db, before: { name: string }, after: { name: string; email: string | null }): Promise<void>;
}

/**
 * Approve: the pending name and e-mail take effect (409 when another active organisation took the name meanwhile).
 * Reject: they are dropped. Either way the organisation's staff are told in-app and by e-mail once it is committed.
 */
export async function reviewIdentityChange(ctx: Pick<AppContext, 'db'>, decision: ReviewDecision, target: IdentityReviewTarget) {
  const { table, id } = target;
  const { message, recipients } = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!before) throw notFound(target.notFoundMessage);
    if (before.pendingName === null && before.pendingEmail === null) throw conflict(IDENTITY_REVIEW_MESSAGES.noPendingChange);
    // a name another active organisation of the kind took meanwhile: 409 naming it, checked and kept by the index
    const clash = IDENTITY_REVIEW_MESSAGES.nameTakenMeanwhile(nameTakenMessage(table), before.pendingName ?? before.name);
    if (decision === 'approve' && before.pendingName !== null) await assertNameFree(tx, table, before.pendingName, id, clash);
    if (decision === 'approve' && emailAwaitsConfirmation(before)) throw conflict(IDENTITY_REVIEW_MESSAGES.emailNotConfirmed(before.pendingEmail!));
    if (decision === 'approve' && before.pendingEmail) await assertEmailFree(tx, table, id, before.pendingEmail, IDENTITY_REVIEW_MESSAGES.emailTakenMeanwhile(before.pendingEmail));
    const applied =
      decision === 'approve'
        ? {
            name: before.pendingName ?? before.name,
            email: before.pendingEmail === null ? before.email : before.pendingEmail === '' ? null : before.pendingEmail,
          }
        : {};
    const [after] = await withUniqueName(
      table,
      () =>
        tx
          .update(table)
          .set({ ...applied, ...NO_PENDING_CHANGE, updatedAt: new Date() })
          .where(eq(table.id, id))
          .returning(),
      clash,
    );
    if (decision === 'approve') await target.afterApprove?.(tx, before, after!);
    // staff whose account is switched off are not told
    const recipients = (await orgRecipients(tx, target.org)).filter((r) => r.status !== 'DISABLED');
    const message = noticeText(decision, before, after!);
    if (recipients.length > 0) {
      await tx.insert(notifications).values(
        recipients.map((r) => ({ userId: r.id, type: decision === 'approve' ? ('success' as const) : ('warning' as const), title: message.title, message: message.text })),
      );
    }
    return { message, recipients };
  });
  for (const r of recipients) {
    await queueMail(ctx.db, { to: r.email, subject: message.title, text: `Hello ${r.name},\n\n${message.text}\n\nThe TCC team` });
  }
}

function noticeText(decision: ReviewDecision, before: { name: string; pendingName: string | null; pendingEmail: string | null }, after: { name: string; email: string | null }) {
  const asked = describeRequest(before);
  return decision === 'approve'
    ? { title: 'Change of name or e-mail approved', text: `The TCC team approved ${asked}. ${after.name} now shows with it everywhere.` }
    : { title: 'Change of name or e-mail not approved', text: `The TCC team did not approve ${asked} for ${before.name}. If you think this is a mistake, please contact the TCC team.` };
}
