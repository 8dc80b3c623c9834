import { useId, useRef, useState, type FormEvent } from 'react';
import { REJECTION_REASON_MAX, REVIEW_DIALOG_TEXTS } from '@/domain/organisations/registration-review';
import { ORG_ACTIONS } from '@/domain/organisations/org-list-texts';
import { cn } from '../lib/cn';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { controlClass, Field } from './ui/field';
import { Modal } from './ui/modal';

/** A registration's decision, asked about first. */
export type RegistrationDecision = 'approve' | 'reject';

export interface ReviewQuestion {
  name: string;
  decision: RegistrationDecision;
}

/**
 * Asks before a registration is approved or rejected, naming the organisation; Reject also asks for the reason the
 * applicant is told. While the call runs the confirm button is busy (disabled), and a failure shows here, the reason kept.
 */
export function OrgReviewDialog({
  question,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  question: ReviewQuestion | null;
  busy: boolean;
  error: string | null;
  onConfirm(reason: string | undefined): void;
  onClose(): void;
}) {
  const formId = useId();
  const rejecting = question?.decision === 'reject';
  return (
    <Modal
      open={question !== null}
      onClose={onClose}
      title={question ? (rejecting ? REVIEW_DIALOG_TEXTS.rejectTitle(question.name) : REVIEW_DIALOG_TEXTS.approveTitle(question.name)) : ''}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {ORG_ACTIONS.cancel}
          </Button>
          <Button type="submit" form={formId} variant={rejecting ? 'danger' : 'primary'} busy={busy}>
            {busy ? (rejecting ? REVIEW_DIALOG_TEXTS.rejecting : REVIEW_DIALOG_TEXTS.approving) : rejecting ? ORG_ACTIONS.reject : ORG_ACTIONS.approve}
          </Button>
        </>
      }
    >
      {question && <ReviewForm formId={formId} question={question} error={error} onConfirm={onConfirm} />}
    </Modal>
  );
}

// Mounted only while the dialog is open, so every question starts with an empty reason.
function ReviewForm({
  formId,
  question,
  error,
  onConfirm,
}: {
  formId: string;
  question: ReviewQuestion;
  error: string | null;
  onConfirm(reason: string | undefined): void;
}) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const rejecting = question.decision === 'reject';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!rejecting) return onConfirm(undefined);
    if (reason.trim() === '') return setMissing(true);
    onConfirm(reason.trim());
  };
  const reasonError = missing && reason.trim() === '' ? REVIEW_DIALOG_TEXTS.reasonRequired : undefined;
  return (
    <form id={formId} noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">{rejecting ? REVIEW_DIALOG_TEXTS.rejectBody(question.name) : REVIEW_DIALOG_TEXTS.approveBody(question.name)}</p>
      {rejecting && (
        <Field id={reasonId} label={REVIEW_DIALOG_TEXTS.reasonLabel} required hint={REVIEW_DIALOG_TEXTS.reasonHint(reason.length)} error={reasonError}>
          <textarea
            id={reasonId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            maxLength={REJECTION_REASON_MAX}
            rows={4}
            // the attribute itself (React's autoFocus sets none): the native dialog focuses it as it opens
            ref={(el) => el?.setAttribute('autofocus', '')}
            aria-describedby={reasonError ? `${reasonId}-error ${reasonId}-hint` : `${reasonId}-hint`}
            aria-invalid={reasonError ? true : undefined}
            className={cn(controlClass, 'resize-y')}
          />
        </Field>
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </form>
  );
}

/** Keeps a second click (or a double click) from sending a decision while one is on its way. */
export function useOnceAtATime() {
  const running = useRef(false);
  return {
    start: () => {
      if (running.current) return false;
      running.current = true;
      return true;
    },
    done: () => {
      running.current = false;
    },
  };
}
