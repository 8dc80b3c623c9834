import type { PlannedTrip, PlannedTripOutcome } from '@/domain/planning/planned-trip';
import { ROUTE_OPTIMIZATION_TEXTS as T } from '@/domain/planning/route-optimization-texts';
import { formatPlanTime } from '@/web/lib/format';

/** What became of a planned trip since it was planned, in words, its times in the reader's zone; null for nothing yet. */
export function sincePlannedText(since: PlannedTripOutcome, action: PlannedTrip['action']): string | null {
  switch (since.kind) {
    case 'NOT_YET':
      return null;
    case 'OFFERED':
      return (action === 'INVITE_OFFER' ? T.sinceInvited : T.sinceOffered)(since.agencyName, formatPlanTime(since.at));
    case 'ACCEPTED':
      return T.sinceAccepted(since.agencyName, since.unitNumber);
    case 'DECLINED':
      return T.sinceDeclined(since.agencyName, formatPlanTime(since.at));
    case 'TAKEN_BY_OTHER':
      return T.sinceTaken(since.agencyName);
    case 'CANCELLED':
      return T.sinceCancelled;
  }
}

const TONE: Record<PlannedTripOutcome['kind'], string> = {
  NOT_YET: '',
  OFFERED: 'text-blue-800',
  ACCEPTED: 'text-green-800',
  DECLINED: 'text-amber-900',
  TAKEN_BY_OTHER: 'text-slate-700',
  CANCELLED: 'text-red-800',
};

/** The lines under a planned trip: what the plan asks of a compare-offers request, and what happened since. */
export function PlannedTripNote({ trip }: { trip: PlannedTrip | undefined }) {
  if (!trip) return null;
  const since = sincePlannedText(trip.sincePlanned, trip.action);
  if (!since && trip.action === 'ACCEPT') return null;
  return (
    <>
      {trip.action === 'INVITE_OFFER' && <span className="block text-xs text-purple-800">{T.inviteOffer}</span>}
      {since && <span className={`block text-xs font-medium ${TONE[trip.sincePlanned.kind]}`}>{since}</span>}
    </>
  );
}
