import type { PlannedTrip, PlannedTripOutcome } from '@/domain/planning/planned-trip';
import { ROUTE_OPTIMIZATION_TEXTS } from '@/domain/planning/route-optimization-texts';
import { formatPlanTime } from '@/web/lib/format';

/** What became of a planned trip since it was planned, in words, its times in the reader's zone; null for nothing yet. */
export function sincePlannedText(since: PlannedTripOutcome, action: PlannedTrip['action']): string | null {
  switch (since.kind) {
    case 'NOT_YET':
      return null;
    case 'OFFERED':
      return (action === 'INVITE_OFFER' ? ROUTE_OPTIMIZATION_TEXTS.sinceInvited : ROUTE_OPTIMIZATION_TEXTS.sinceOffered)(since.agencyName, formatPlanTime(since.at));
    case 'ACCEPTED':
      return ROUTE_OPTIMIZATION_TEXTS.sinceAccepted(since.agencyName, since.unitNumber);
    case 'DECLINED':
      return ROUTE_OPTIMIZATION_TEXTS.sinceDeclined(since.agencyName, formatPlanTime(since.at));
    case 'TAKEN_BY_OTHER':
      return ROUTE_OPTIMIZATION_TEXTS.sinceTaken(since.agencyName);
    case 'CANCELLED':
      return ROUTE_OPTIMIZATION_TEXTS.sinceCancelled;
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
      {trip.action === 'INVITE_OFFER' && <span className="block text-xs text-purple-800">{ROUTE_OPTIMIZATION_TEXTS.inviteOffer}</span>}
      {since && <span className={`block text-xs font-medium ${TONE[trip.sincePlanned.kind]}`}>{since}</span>}
    </>
  );
}
