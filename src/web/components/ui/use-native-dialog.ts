import { useEffect, useRef } from 'react';

/** Opens and closes a native <dialog> as a modal to follow `open` (the browser then traps focus and makes the page inert). */
export function useNativeDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
