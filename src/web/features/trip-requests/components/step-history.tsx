import { stepRule } from '@/domain/trips/trip-steps';
import type { TripStepView } from '@/domain/crew/crew-api';
import { formatDateTime } from '@/web/lib/format';
import { TRIP_STEP_UI } from '../trip-step-ui-texts';

/** The crew's steps of a trip, oldest first: each with when it happened and who recorded it. */
export function StepHistory({ steps }: { steps: readonly TripStepView[] }) {
  if (steps.length === 0) return <p className="text-sm text-slate-600">{TRIP_STEP_UI.noSteps}</p>;
  return (
    <ol aria-label={TRIP_STEP_UI.historyTitle} className="relative space-y-3 border-l-2 border-emerald-200 pl-5">
      {steps.map((s) => (
        <li key={s.id} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-white bg-emerald-600 ring-1 ring-emerald-600" />
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium text-slate-900">{stepRule(s.step).label}</span>
            <time dateTime={s.occurredAt} className="text-xs text-slate-500">
              {formatDateTime(s.occurredAt)}
            </time>
          </div>
          <p className="text-xs text-slate-600">{TRIP_STEP_UI.recordedBy(s.recordedBy)}</p>
        </li>
      ))}
    </ol>
  );
}
