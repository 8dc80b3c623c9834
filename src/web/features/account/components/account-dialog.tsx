import type { ReactNode } from 'react';
import { ACCOUNT_PASSWORD_TEXTS } from '@/domain/session/account-password';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Modal } from '@/web/components/ui/modal';

/**
 * The password dialogs' frame: the form (`formId`) with Cancel and its submit button, then, once the call has
 * succeeded, the server's message in its place with a single Done.
 */
export function AccountDialog({
  title,
  formId,
  submitLabel,
  busyLabel,
  call,
  onClose,
  children,
}: {
  title: string;
  formId: string;
  submitLabel: string;
  busyLabel: string;
  call: { isPending: boolean; isSuccess: boolean; data?: string | undefined };
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        call.isSuccess ? (
          <Button onClick={onClose}>{ACCOUNT_PASSWORD_TEXTS.done}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {ACCOUNT_PASSWORD_TEXTS.cancel}
            </Button>
            <Button type="submit" form={formId} busy={call.isPending}>
              {call.isPending ? busyLabel : submitLabel}
            </Button>
          </>
        )
      }
    >
      {call.isSuccess ? <Alert tone="success">{call.data}</Alert> : children}
    </Modal>
  );
}
