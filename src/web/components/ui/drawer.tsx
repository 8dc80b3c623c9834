import type { ReactNode } from 'react';
import { useNativeDialog } from './use-native-dialog';

/**
 * A modal side panel on the browser's own <dialog>: focus moves in and stays, the page behind is inert,
 * Escape and a click outside close it. (Radix's modal dialog injects a <style> tag, which our CSP refuses.)
 */
export function Drawer({ open, onClose, label, children }: { open: boolean; onClose(): void; label: string; children: ReactNode }) {
  const ref = useNativeDialog(open);
  return (
    <dialog
      ref={ref}
      aria-label={label}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] overflow-hidden p-0 backdrop:bg-slate-900/50"
    >
      {open && children}
    </dialog>
  );
}
