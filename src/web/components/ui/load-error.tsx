import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from './button';

/** A list that could not be loaded: what failed, why, and a way to try again. */
export function LoadError({
  title,
  message,
  retryLabel,
  retrying,
  onRetry,
}: {
  title: string;
  message: string;
  retryLabel: string;
  retrying: boolean;
  onRetry(): void;
}) {
  return (
    <div role="alert" className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <CircleAlert aria-hidden="true" className="mb-2 size-8 text-red-500" />
      <h2 className="text-base font-semibold text-red-900">{title}</h2>
      <p className="mt-1 text-sm text-red-800">{message}</p>
      <Button variant="secondary" className="mt-4" busy={retrying} icon={<RotateCw aria-hidden="true" className="size-4" />} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
