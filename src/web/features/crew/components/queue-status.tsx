import { CloudOff, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { stepRule } from '@/domain/trips/trip-steps';
import { Alert } from '@/web/components/ui/alert';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import type { StepRefusal } from '../queue/step-queue-rules';

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** What waits on the phone, whether there is signal, and each step the server refused with its reason. */
export function QueueStatus({ waiting, refusals, onDismiss }: { waiting: number; refusals: readonly StepRefusal[]; onDismiss(id: string): void }) {
  const online = useOnline();
  return (
    <div className="space-y-2">
      {!online && (
        <p className="flex items-start gap-2 rounded-lg border border-slate-300 bg-slate-100 px-3 py-2 text-sm text-slate-800">
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {CREW_APP_UI.queue.offline}
        </p>
      )}
      <p role="status" className={waiting > 0 ? 'rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900' : 'sr-only'}>
        {waiting > 0 ? CREW_APP_UI.queue.waiting(waiting) : ''}
      </p>
      {refusals.map((r) => (
        <Alert key={r.id} tone="error">
          <span className="flex items-start justify-between gap-2">
            <span>{CREW_APP_UI.queue.refused(stepRule(r.step).label, r.reason)}</span>
            <button
              type="button"
              onClick={() => onDismiss(r.id)}
              aria-label={CREW_APP_UI.queue.dismiss}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </span>
        </Alert>
      ))}
    </div>
  );
}
