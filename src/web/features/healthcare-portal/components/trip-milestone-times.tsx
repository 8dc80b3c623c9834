import { reachedMilestones, type TripMilestone } from '@/domain/trips/trip-milestones';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { formatShortDateTime } from '@/web/lib/format';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';

const FIELDS_TEXTS = PORTAL_UI.details.fields;
const LABELS: Record<TripMilestone, string> = {
  acceptedTimestamp: FIELDS_TEXTS.accepted,
  pickupTimestamp: FIELDS_TEXTS.pickedUp,
  completionTimestamp: FIELDS_TEXTS.completed,
  cancelledTimestamp: FIELDS_TEXTS.cancelled,
};

/** Under a request's status: when it was accepted, picked up, completed or cancelled (nothing while pending). */
export function TripMilestoneTimes({ trip }: { trip: TripListItem }) {
  const reached = reachedMilestones(trip);
  if (reached.length === 0) return null;
  return (
    <dl className="mt-1 space-y-0.5 text-xs text-slate-600">
      {reached.map(({ step, at }) => (
        <div key={step} className="flex gap-1 whitespace-nowrap">
          <dt>{LABELS[step]}</dt>
          <dd className="tabular-nums">{formatShortDateTime(at)}</dd>
        </div>
      ))}
    </dl>
  );
}
