import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/context';
import type { Db } from '@/server/db/connect';
import type { agencies, hospitals } from '@/server/db/schema';
import { conflict, notFound } from '@/server/http/errors';
import { assertNameFree, withUniqueName } from './identity-change';
import { activateWaitingUsers, closeUnapprovedUsers, orgRecipients, type OrgRef } from './org-users';
import { insertReviewNotices, mailReviewNotices, type ReviewDecision } from './review-notice';

/** How one kind of organisation (hospital, agency) takes a review decision. */
export interface ReviewTarget {
  table: typeof hospitals | typeof agencies;
  id: string;
  org: OrgRef;
  orgKind: string;
  messages: { notFound: string; notAwaitingReview: string };
  /** Further columns the decision sets (an agency's status). */
  alsoSet?: (decision: ReviewDecision) => { status: string };
  afterApprove?(db: Db): Promise<void>;
  /** Why a registration was rejected, told to its staff with the news. */
  reason?: string | undefined;
}

/** Records the decision only while the organisation awaits review (one conditional UPDATE), so it is taken once. */
async function settle(db: Db, target: ReviewTarget, decision: ReviewDecision) {
  const { table, id } = target;
  // approving a registration whose name (or a look-alike of it) an active organisation took meanwhile → 409
  if (decision === 'approve') {
    const [org] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
    if (org) await assertNameFree(db, table, org.name, id);
  }
  const [row] = await withUniqueName(table, () =>
    db
      .update(table)
      .set({ isActive: decision === 'approve', requiresReview: false, updatedAt: new Date(), ...target.alsoSet?.(decision) })
      .where(and(eq(table.id, id), eq(table.requiresReview, true)))
      .returning({ name: table.name }),
  );
  if (row) return row;
  const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  throw exists ? conflict(target.messages.notAwaitingReview) : notFound(target.messages.notFound);
}

/**
 * Approve: active, out of review, verified staff may sign in. Reject: inactive, out of review, staff accounts closed.
 * One transaction for the decision, the accounts and the in-app notices; the e-mails go once it is committed.
 */
export async function reviewOrganisation(
  ctx: Pick<AppContext, 'db' | 'config'>,
  decision: ReviewDecision,
  target: ReviewTarget,
): Promise<void> {
  const { outcome, recipients } = await ctx.db.transaction(async (tx) => {
    const settled = await settle(tx, target, decision);
    if (decision === 'approve') {
      await activateWaitingUsers(tx, target.org);
      await target.afterApprove?.(tx);
    } else {
      await closeUnapprovedUsers(tx, target.org);
    }
    const recipients = await orgRecipients(tx, target.org);
    const outcome = { decision, orgName: settled.name, orgKind: target.orgKind, reason: decision === 'reject' ? target.reason : undefined };
    await insertReviewNotices(tx, recipients, outcome, ctx.config.publicUrl);
    return { outcome, recipients };
  });
  await mailReviewNotices(ctx, recipients, outcome);
}
