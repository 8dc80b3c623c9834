import { Check, Pencil, Trash2, X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { hasPendingChange, IDENTITY_REVIEW_TEXTS } from '@/domain/organisations/identity-review';
import type { PendingIdentityChange } from '@/domain/organisations/organisation-answers';
import { ORG_ACTIONS } from '@/domain/organisations/org-list-texts';
import { serverTextOr } from '../lib/api-client';
import { ORG_UI } from '../lib/org-ui-texts';
import { OrgReviewDialog, useOnceAtATime, type RegistrationDecision } from './org-review-dialog';
import { Button, type ButtonProps } from './ui/button';
import type { Column } from './ui/data-table';

/** A registration's review (approve, reject) or the review of an organisation's own change of name or e-mail. */
export type ReviewDecision = 'approve' | 'reject' | 'approve-change' | 'reject-change';

/** What is running for one row: a review decision, a delete, or nothing. */
export type RowBusy = ReviewDecision | 'delete' | null;

// Approve and Reject show the spec's word; Edit and Delete are icons named by it. Screen readers also hear whose row.
function RowButton({ label, name, iconOnly = false, ...props }: { label: string; name: string; icon: ReactNode; iconOnly?: boolean } & ButtonProps) {
  return (
    <Button size="sm" title={iconOnly ? label : undefined} className={iconOnly ? 'px-2!' : undefined} {...props}>
      {iconOnly ? <span className="sr-only">{label}</span> : label}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}

/**
 * The row actions of the facility and agency lists: Approve and Reject only while a registration awaits review,
 * Approve change and Reject change while a change of name or e-mail does, then Edit and Delete.
 */
export function OrgRowActions({
  org,
  busy,
  onReview,
  onEdit,
  onDelete,
}: {
  org: { name: string; requiresReview: boolean } & PendingIdentityChange;
  busy: RowBusy;
  onReview(decision: ReviewDecision): void;
  onEdit(): void;
  onDelete(): void;
}) {
  const icon = (Icon: typeof Check) => <Icon aria-hidden="true" className="size-4" />;
  return (
    <div className="flex flex-wrap gap-2">
      {org.requiresReview && (
        <DecisionPair name={org.name} busy={busy} onReview={onReview} labels={[ORG_ACTIONS.approve, ORG_ACTIONS.reject]} decisions={['approve', 'reject']} />
      )}
      {hasPendingChange(org) && (
        <DecisionPair
          name={org.name}
          busy={busy}
          onReview={onReview}
          labels={[IDENTITY_REVIEW_TEXTS.approveChange, IDENTITY_REVIEW_TEXTS.rejectChange]}
          decisions={['approve-change', 'reject-change']}
          // the change marker beside says why: the new address has not opened its link yet
          approveBlocked={org.emailAwaitsConfirmation}
        />
      )}
      <div className="flex gap-2">
        <RowButton label={ORG_ACTIONS.edit} name={org.name} iconOnly variant="secondary" icon={icon(Pencil)} disabled={busy !== null} onClick={onEdit} />
        <RowButton
          label={ORG_ACTIONS.delete}
          name={org.name}
          iconOnly
          variant="secondary"
          className="px-2! text-red-700 hover:bg-red-50"
          icon={icon(Trash2)}
          busy={busy === 'delete'}
          disabled={busy !== null}
          onClick={onDelete}
        />
      </div>
    </div>
  );
}

/** An approve button and a reject button for one decision: a registration's, or a change's. */
function DecisionPair({
  name,
  busy,
  onReview,
  labels: [approveLabel, rejectLabel],
  decisions: [approve, reject],
  approveBlocked = false,
}: {
  name: string;
  busy: RowBusy;
  onReview(decision: ReviewDecision): void;
  labels: [string, string];
  decisions: [ReviewDecision, ReviewDecision];
  approveBlocked?: boolean;
}) {
  return (
    <>
      <RowButton
        label={approveLabel}
        name={name}
        className="bg-green-700 hover:bg-green-800 disabled:bg-green-400 disabled:opacity-60"
        icon={<Check aria-hidden="true" className="size-4" />}
        busy={busy === approve}
        disabled={busy !== null || approveBlocked}
        onClick={() => onReview(approve)}
      />
      <RowButton
        label={rejectLabel}
        name={name}
        variant="secondary"
        className="text-red-700"
        icon={<X aria-hidden="true" className="size-4" />}
        busy={busy === reject}
        disabled={busy !== null}
        onClick={() => onReview(reject)}
      />
    </>
  );
}

/** What the row buttons do for one kind of organisation. */
export interface OrgRowHandlers<T> {
  busyFor(id: string): RowBusy;
  review(org: T, decision: ReviewDecision): void;
  edit(org: T): void;
  remove(org: T): void;
}

/** The Actions column of a facility or agency table. */
export const orgActionsColumn = <T extends { id: string; name: string; requiresReview: boolean } & PendingIdentityChange>(
  header: string,
  handlers: OrgRowHandlers<T>,
): Column<T> => ({
  key: 'actions',
  header,
  cell: (org) => (
    <OrgRowActions
      org={org}
      busy={handlers.busyFor(org.id)}
      onReview={(decision) => handlers.review(org, decision)}
      onEdit={() => handlers.edit(org)}
      onDelete={() => handlers.remove(org)}
    />
  ),
});

interface ReviewCall {
  isPending: boolean;
  variables: { id: string; decision: ReviewDecision; reason?: string | undefined } | undefined;
  mutate(v: { id: string; decision: ReviewDecision; reason?: string | undefined }, o: { onSuccess(): void; onError(err: Error): void }): void;
}
interface DeleteCall {
  isPending: boolean;
  variables: string | undefined;
  mutate(id: string, o: { onSuccess(): void; onError(err: Error): void }): void;
}

const isRegistrationDecision = (d: ReviewDecision): d is RegistrationDecision => d === 'approve' || d === 'reject';

/**
 * Review and delete for a list's rows: Approve and Reject of a registration ask first in a dialog (Reject with the
 * reason the applicant is told), Delete asks the spec's question; the outcome goes to the list's notice, a refusal in
 * the server's words when it gave some, else the spec's failure text. `reviewDialog` is to be rendered by the page.
 */
export function useOrgRowHandlers<T extends { id: string; name: string }>({
  review,
  remove,
  texts,
  notice,
  onEdit,
}: {
  review: ReviewCall;
  remove: DeleteCall;
  texts: { approveFailed: string; rejectFailed: string; deleteFailed: string; deleteConfirm: string };
  notice: { success(text: string): void; failure(text: string): void; clear(): void };
  onEdit(org: T): void;
}): { handlers: OrgRowHandlers<T>; reviewDialog: ReactNode } {
  const [asking, setAskingState] = useState<{ org: T; decision: RegistrationDecision } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  // whether the dialog is open when a call it sent answers (it may have been closed meanwhile)
  const dialogOpen = useRef(false);
  const setAsking = (next: { org: T; decision: RegistrationDecision } | null) => {
    dialogOpen.current = next !== null;
    setAskingState(next);
  };
  const once = useOnceAtATime();
  const reviewed = { approve: ORG_UI.approved, reject: ORG_UI.rejected, 'approve-change': IDENTITY_REVIEW_TEXTS.changeApproved, 'reject-change': IDENTITY_REVIEW_TEXTS.changeRejected };
  const reviewFailed = {
    approve: texts.approveFailed,
    reject: texts.rejectFailed,
    'approve-change': IDENTITY_REVIEW_TEXTS.approveFailed,
    'reject-change': IDENTITY_REVIEW_TEXTS.rejectFailed,
  };
  // a registration's decision fails inside its open dialog (the reason is kept); otherwise in the list's notice
  const decide = (org: T, decision: ReviewDecision, reason?: string) => {
    if (review.isPending || !once.start()) return;
    review.mutate(
      { id: org.id, decision, reason },
      {
        onSuccess: () => {
          once.done();
          setAsking(null);
          notice.success(reviewed[decision](org.name));
        },
        onError: (err) => {
          once.done();
          const text = serverTextOr(err, reviewFailed[decision]);
          if (isRegistrationDecision(decision) && dialogOpen.current) setDialogError(text);
          else notice.failure(text);
        },
      },
    );
  };
  const handlers: OrgRowHandlers<T> = {
    busyFor: (id) => {
      if (review.isPending && review.variables?.id === id) return review.variables.decision;
      return remove.isPending && remove.variables === id ? 'delete' : null;
    },
    review: (org, decision) => {
      if (!isRegistrationDecision(decision)) return decide(org, decision);
      notice.clear();
      setDialogError(null);
      setAsking({ org, decision });
    },
    edit: onEdit,
    remove: (org) => {
      if (!window.confirm(texts.deleteConfirm)) return;
      remove.mutate(org.id, {
        onSuccess: () => notice.success(ORG_UI.deleted(org.name)),
        onError: (err) => notice.failure(serverTextOr(err, texts.deleteFailed)),
      });
    },
  };
  const reviewDialog = (
    <OrgReviewDialog
      question={asking && { name: asking.org.name, decision: asking.decision }}
      busy={review.isPending && asking !== null}
      error={dialogError}
      onConfirm={(reason) => asking && decide(asking.org, asking.decision, reason)}
      onClose={() => setAsking(null)}
    />
  );
  return { handlers, reviewDialog };
}
