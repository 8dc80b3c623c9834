import { useId } from 'react';

interface SaveCall {
  isPending: boolean;
  reset(): void;
}

/**
 * A form dialog's plumbing: the form's id, and a close that forgets the last save's error.
 * `modal` holds FormModal's matching props (formId, busy, onClose).
 */
export function useFormModal(onClose: () => void, ...calls: SaveCall[]) {
  const formId = useId();
  const close = () => {
    for (const c of calls) c.reset();
    onClose();
  };
  return { formId, close, modal: { formId, busy: calls.some((c) => c.isPending), onClose: close } };
}
