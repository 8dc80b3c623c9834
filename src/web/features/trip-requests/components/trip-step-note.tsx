import { stepRule } from '@/domain/trips/trip-steps';
import type { ListedTrip } from '@/domain/trips/trip-answers';
import { formatPlanTime } from '@/web/lib/format';
import { TRIP_STEP_UI } from '../trip-step-ui-texts';

type StepFacts = Pick<ListedTrip, 'status' | 'latestStep' | 'latestStepAt' | 'estimatedArrival'>;

/**
 * Under the status of a trip under way: the crew's latest step and its time, and when the unit should arrive, with
 * what that is known from (its reported position, or its agency's committed pickup). A finished trip's status and times already say the rest.
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
          <time dateTime={estimatedArrival.at}>{TRIP_STEP_UI.arriving(formatPlanTime(estimatedArrival.at))}</time>{' '}
          <span className="text-slate-500">({TRIP_STEP_UI.arrivalFrom[estimatedArrival.from]})</span>
        </p>
      )}
    </div>
  );
}
