import { LoaderCircle } from 'lucide-react';
import { cn } from '@/web/lib/cn';
import { UI } from '@/web/lib/ui-texts';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('animate-spin', className)} />;
}

/** Covers the page while the app cannot show anything yet (the start-up session check). */
export function FullPageSpinner({ label = UI.loading }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50">
      <Spinner className="size-10 text-blue-700" />
      <span className="text-sm text-slate-600">{label}</span>
    </div>
  );
}
