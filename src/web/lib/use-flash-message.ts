import { useCallback, useEffect, useState } from 'react';
import type { NoticeMessage } from '../components/ui/notice';

/**
 * The outcome of the last action: a success clears itself after `successMs` (the spec's 3 s messages),
 * an error stays until dismissed or replaced.
 */
export function useFlashMessage(successMs: number) {
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = window.setTimeout(() => setMessage(null), successMs);
    return () => window.clearTimeout(timer);
  }, [message, successMs]);
  return {
    message,
    success: useCallback((text: string) => setMessage({ tone: 'success', text }), []),
    failure: useCallback((text: string) => setMessage({ tone: 'error', text }), []),
    clear: useCallback(() => setMessage(null), []),
  };
}
