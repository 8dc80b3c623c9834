import { useEffect, useState } from 'react';
import { NOTIFICATION_SETTINGS_SCREEN } from '@/domain/notifications/notification-settings';
import type { NoticeMessage } from '@/web/components/ui/notice';
import { errorText } from '@/web/lib/api-client';

export type ButtonState = 'idle' | 'busy' | 'success' | 'error';

/** A message or a button's outcome that clears itself: a success after 3 s, an error after 5 s. */
export function useFading<T>(initial: T, toneOf: (v: T) => 'success' | 'error' | null) {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const tone = toneOf(value);
    if (!tone) return;
    const timer = window.setTimeout(() => setValue(initial), tone === 'success' ? NOTIFICATION_SETTINGS_SCREEN.successMs : NOTIFICATION_SETTINGS_SCREEN.errorMs);
    return () => window.clearTimeout(timer);
  }, [value, initial, toneOf]);
  return [value, setValue] as const;
}
export const buttonTone = (s: ButtonState) => (s === 'success' || s === 'error' ? s : null);
export const messageTone = (m: NoticeMessage | null) => m?.tone ?? null;

/** The words of a Save button as it goes, and of the refusal when the server gives none. */
export interface FadingSaveTexts {
  save: string;
  saving: string;
  saved: string;
  error: string;
  failed: string;
}

/**
 * A Save button's outcome and the message beside it, both fading. `run` marks the button busy at once, so the second
 * click of a double-click finds it disabled, then says it saved, or why not in the server's words.
 */
export function useFadingSave(texts: FadingSaveTexts) {
  const [message, setMessage] = useFading<NoticeMessage | null>(null, messageTone);
  const [state, setState] = useFading<ButtonState>('idle', buttonTone);
  async function run(work: () => Promise<void>) {
    setState('busy');
    setMessage(null);
    try {
      await work();
      setState('success');
      setMessage({ tone: 'success', text: texts.saved });
    } catch (err) {
      setState('error');
      setMessage({ tone: 'error', text: errorText(err, texts.failed) });
    }
  }
  const label = { idle: texts.save, busy: texts.saving, success: texts.saved, error: texts.error }[state];
  return { busy: state === 'busy', label, message, dismiss: () => setMessage(null), run };
}
