import { Check, Pencil, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { ORG_ACTIONS } from '../../domain/org-list-texts';
import { serverTextOr } from '../lib/api-client';
import { ORG_UI } from '../lib/org-ui-texts';
import { Button, type ButtonProps } from './ui/button';
import type { Column } from './ui/data-table';

export type ReviewDecision = 'approve' | 'reject';

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
 * The row actions of the facility and agency lists: Approve and Reject only while a registration awaits review
 * (spec part 1 §4), then Edit and Delete.
 */
export function OrgRowActions({
  org,
  busy,
  onReview,
  onEdit,
  onDelete,
}: {
  org: { name: string; requiresReview: boolean };
  busy: RowBusy;
  onReview(decision: ReviewDecision): void;
  onEdit(): void;
  onDelete(): void;
}) {
  const icon = (Icon: typeof Check) => <Icon aria-hidden="true" className="size-4" />;
  return (
    <div className="flex flex-wrap gap-2">
      {org.requiresReview && (
        <>
          <RowButton
            label={ORG_ACTIONS.approve}
            name={org.name}
            className="bg-green-700 hover:bg-green-800 disabled:bg-green-400"
            icon={icon(Check)}
            busy={busy === 'approve'}
            disabled={busy !== null}
            onClick={() => onReview('approve')}
          />
          <RowButton
            label={ORG_ACTIONS.reject}
            name={org.name}
            variant="secondary"
            className="text-red-700"
            icon={icon(X)}
            busy={busy === 'reject'}
            disabled={busy !== null}
            onClick={() => onReview('reject')}
          />
        </>
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

/** What the row buttons do for one kind of organisation. */
export interface OrgRowHandlers<T> {
  busyFor(id: string): RowBusy;
  review(org: T, decision: ReviewDecision): void;
  edit(org: T): void;
  remove(org: T): void;
}

/** The Actions column of a facility or agency table. */
export const orgActionsColumn = <T extends { id: string; name: string; requiresReview: boolean }>(
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
  variables: { id: string; decision: ReviewDecision } | undefined;
  mutate(v: { id: string; decision: ReviewDecision }, o: { onSuccess(): void; onError(err: Error): void }): void;
}
interface DeleteCall {
  isPending: boolean;
  variables: string | undefined;
  mutate(id: string, o: { onSuccess(): void; onError(err: Error): void }): void;
}

/**
 * Review and delete for a list's rows: Delete asks the spec's question first; the outcome goes to the list's notice,
 * a refusal in the server's words when it gave some, else the spec's failure text.
 */
export function orgRowHandlers<T extends { id: string; name: string }>({
  review,
  remove,
  texts,
  notice,
  onEdit,
}: {
  review: ReviewCall;
  remove: DeleteCall;
  texts: { approveFailed: string; rejectFailed: string; deleteFailed: string; deleteConfirm: string };
  notice: { success(text: string): void; failure(text: string): void };
  onEdit(org: T): void;
}): OrgRowHandlers<T> {
  const reviewed = { approve: ORG_UI.approved, reject: ORG_UI.rejected };
  const reviewFailed = { approve: texts.approveFailed, reject: texts.rejectFailed };
  return {
    busyFor: (id) => {
      if (review.isPending && review.variables?.id === id) return review.variables.decision;
      return remove.isPending && remove.variables === id ? 'delete' : null;
    },
    review: (org, decision) =>
      review.mutate(
        { id: org.id, decision },
        {
          onSuccess: () => notice.success(reviewed[decision](org.name)),
          onError: (err) => notice.failure(serverTextOr(err, reviewFailed[decision])),
        },
      ),
    edit: onEdit,
    remove: (org) => {
      if (!window.confirm(texts.deleteConfirm)) return;
      remove.mutate(org.id, {
        onSuccess: () => notice.success(ORG_UI.deleted(org.name)),
        onError: (err) => notice.failure(serverTextOr(err, texts.deleteFailed)),
      });
    },
  };
}
