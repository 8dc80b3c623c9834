import { WifiOff } from 'lucide-react';
import { LIVE_TEXTS } from '@/domain/notifications/live-updates';
import { useLiveStatus } from './live-status-context';

/**
 * Says in the header when changes no longer arrive by themselves. The live region is always in the page (empty while
 * the stream is up, never display:none), so screen readers announce the text as it appears.
 */
export function LiveStatusIndicator() {
  const offline = useLiveStatus() === 'offline';
  return (
    <p role="status" aria-live="polite">
      {offline && (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-600/30 ring-inset">
          <WifiOff aria-hidden="true" className="size-3.5 shrink-0" />
          {LIVE_TEXTS.paused}
        </span>
      )}
    </p>
  );
}
