import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

/**
 * A modal holding one form (`formId`): Cancel and the submit button in the footer; while `busy`, the submit button
 * is disabled and reads `busyLabel`.
 */
export function FormModal({
  open,
  onClose,
  title,
  formId,
  submitLabel,
  busyLabel,
  cancelLabel,
  busy,
  children,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  formId: string;
  submitLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      wide
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
