import { useEffect, useState } from 'react';
import { NOTIFICATION_SETTINGS_SCREEN as T } from '@/domain/notifications/notification-settings';
import type { NoticeMessage } from '@/web/components/ui/notice';

export type ButtonState = 'idle' | 'busy' | 'success' | 'error';

/** A message or a button's outcome that clears itself: a success after 3 s, an error after 5 s. */
export function useFading<T>(initial: T, toneOf: (v: T) => 'success' | 'error' | null) {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const tone = toneOf(value);
    if (!tone) return;
    const timer = window.setTimeout(() => setValue(initial), tone === 'success' ? T.successMs : T.errorMs);
    return () => window.clearTimeout(timer);
  }, [value, initial, toneOf]);
  return [value, setValue] as const;
}
export const buttonTone = (s: ButtonState) => (s === 'success' || s === 'error' ? s : null);
export const messageTone = (m: NoticeMessage | null) => m?.tone ?? null;
