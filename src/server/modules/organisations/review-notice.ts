import type { AppContext } from '@/server/context';
import type { Db } from '@/server/db/connect';
import { notifications } from '@/server/db/schema';
import type { OrgRecipient } from './org-users';
import { queueMail } from '../outbox';

export type ReviewDecision = 'approve' | 'reject';

export interface ReviewOutcome {
  decision: ReviewDecision;
  orgName: string;
  /** 'healthcare facility' or 'EMS agency', as the registration mail names it. */
  orgKind: string;
  /** The control center's reason for a rejection, when it gave one. */
  reason?: string | undefined;
}

// the reason as a sentence of the message, however the administrator ended it
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function noticeFor(o: ReviewOutcome, r: OrgRecipient, publicUrl: string) {
  if (o.decision === 'reject') {
    const reason = o.reason ? ` Reason: ${asSentence(o.reason)}` : '';
    const message = `The registration of ${o.orgName} was not approved.${reason} If you think this is a mistake, please contact the TCC team.`;
    return { type: 'error' as const, title: 'Registration not approved', subject: 'Your TCC registration was not approved', message };
  }
  // An account that has not confirmed its address yet still needs the link from the verification mail.
  const next =
    r.status === 'PENDING_VERIFICATION'
      ? 'Please confirm your email address with the link we sent you; you can sign in right after.'
      : `You can now sign in at ${publicUrl}.`;
  const message = `Your ${o.orgKind} ${o.orgName} has been approved by the TCC team. ${next}`;
  return { type: 'success' as const, title: 'Registration approved', subject: 'Your TCC account is approved', message };
}

/** In-app notifications for the organisation's staff; written in the review's own transaction. */
export async function insertReviewNotices(db: Db, recipients: OrgRecipient[], o: ReviewOutcome, publicUrl: string) {
  if (recipients.length === 0) return;
  await db.insert(notifications).values(
    recipients.map((r) => {
      const { type, title, message } = noticeFor(o, r, publicUrl);
      return { userId: r.id, type, title, message };
    }),
  );
}

/** The same news by e-mail, sent once the review is committed. */
export async function mailReviewNotices(ctx: Pick<AppContext, 'db' | 'config'>, recipients: OrgRecipient[], o: ReviewOutcome) {
  for (const r of recipients) {
    const { subject, message } = noticeFor(o, r, ctx.config.publicUrl);
    await queueMail(ctx.db, { to: r.email, subject, text: `Hello ${r.name},\n\n${message}\n\nThe TCC team` });
  }
}
