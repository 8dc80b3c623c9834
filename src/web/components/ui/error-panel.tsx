import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from './button';

/** A failed load: what went wrong, announced at once, and a button to try again. */
export function ErrorPanel({ message, retryLabel, onRetry, busy }: { message: string; retryLabel: string; onRetry(): void; busy?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      <p role="alert" className="min-w-0 flex-1 font-medium">
        {message}
      </p>
      <Button variant="secondary" size="sm" busy={busy} icon={<RotateCw aria-hidden="true" className="size-4" />} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
