import { stepRule } from '@/domain/trips/trip-steps';
import type { ListedTrip } from '@/domain/trips/trip-answers';
import { formatPlanTime } from '@/web/lib/format';
import { TRIP_STEP_UI as S } from '@/web/lib/trip-step-ui-texts';

type StepFacts = Pick<ListedTrip, 'status' | 'latestStep' | 'latestStepAt' | 'estimatedArrival'>;

/**
 * Under the status of a trip under way: the crew's latest step and its time, and while the unit is on its way when it
 * should arrive. A finished trip's status and times already say the rest.
 */
export function TripStepNote({ trip }: { trip: StepFacts }) {
  const { status, latestStep, latestStepAt, estimatedArrival } = trip;
  if (status !== 'ACCEPTED' && status !== 'IN_PROGRESS') return null;
  if (!(latestStep && latestStepAt) && !estimatedArrival) return null;
  return (
    <div className="mt-1 space-y-0.5 text-xs">
      {latestStep && latestStepAt && (
        <p className="font-medium whitespace-nowrap text-slate-800">
          {stepRule(latestStep).label}{' '}
          <time dateTime={latestStepAt} className="font-normal text-slate-600 tabular-nums">
            {formatPlanTime(latestStepAt)}
          </time>
        </p>
      )}
      {estimatedArrival && (
        <p className="text-slate-700">
          <time dateTime={estimatedArrival.at}>{S.arriving(formatPlanTime(estimatedArrival.at))}</time>
        </p>
      )}
    </div>
  );
}
