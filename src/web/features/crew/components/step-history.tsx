import { CloudOff } from 'lucide-react';
import { stepRule } from '@/domain/trips/trip-steps';
import { formatTime } from '@/web/lib/format';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import type { ShownStep } from '../queue/step-queue-rules';

/** The trip's steps so far with their times; those still on the phone say so. */
export function StepHistory({ history }: { history: readonly ShownStep[] }) {
  return (
    <section aria-labelledby="crew-step-history">
      <h3 id="crew-step-history" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {CREW_APP_UI.trips.history}
      </h3>
      {history.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{CREW_APP_UI.trips.noSteps}</p>
      ) : (
        <ol className="mt-1 space-y-1">
          {history.map((s) => (
            <li key={s.id} className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-mono text-slate-700">{formatTime(s.occurredAt)}</span>
              <span className="font-medium text-slate-900">{stepRule(s.step).label}</span>
              {s.waiting && (
                <span className="inline-flex items-center gap-1 text-xs text-amber-800">
                  <CloudOff aria-hidden="true" className="size-3.5" />
                  {CREW_APP_UI.trips.waiting}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
