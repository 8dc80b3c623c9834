import { X } from 'lucide-react';
import { useState } from 'react';
import { Alert } from './alert';

export interface NoticeMessage {
  tone: 'success' | 'error';
  text: string;
}

/** The outcome of the last action on a list, until the next one or until dismissed. */
export function useNotice() {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  return {
    notice,
    success: (text: string) => setNotice({ tone: 'success', text }),
    failure: (text: string) => setNotice({ tone: 'error', text }),
    clear: () => setNotice(null),
  };
}

export function Notice({ notice, dismissLabel, onDismiss }: { notice: NoticeMessage | null; dismissLabel: string; onDismiss(): void }) {
  if (!notice) return null;
  return (
    <Alert tone={notice.tone}>
      <div className="flex items-start justify-between gap-3">
        <span>{notice.text}</span>
        <button type="button" aria-label={dismissLabel} onClick={onDismiss} className="-my-0.5 rounded p-0.5 opacity-70 hover:opacity-100">
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </Alert>
  );
}
