// What an agency is told of a trip change, by the rule of its lists (trip-scope.ts): an agency sees the PENDING trips
// offered to it that it has not declined, and the trips assigned to it. It hears the trip's id only while it may see the
// trip; an agency that may just have lost sight of it (another agency took it, the facility withdrew it) hears only that
// its lists changed, so it learns nothing of a trip that is no longer its business.
import type { OfferEvent, TripEvent } from '@/server/db/live-event';
import type { TripNow } from './trip-state';

/** Named: the trip's id goes along. Unnamed: a bare "your lists changed". Null: nothing is sent. */
export type AgencyView = 'named' | 'unnamed' | null;

/** Whether the agency's lists hold the trip as it stands now. */
export const agencySees = (agencyId: string, trip: TripNow | null): boolean =>
  trip !== null && (trip.assignedAgencyId === agencyId || (trip.status === 'PENDING' && trip.offeredTo.has(agencyId)));

/**
 * A change of the trip row. Before it the agency could have seen the trip if it was assigned to it, or if the trip was
 * assigned to nobody (so possibly still PENDING) and the agency holds an open offer: a trip assigned to another agency
 * was never on this one's lists, so a later move of it (picked up, completed) tells this agency nothing at all.
 */
export function agencyViewOfTrip(agencyId: string, event: TripEvent, now: TripNow | null): AgencyView {
  if (agencySees(agencyId, now)) return 'named';
  const mayHaveSeen =
    event.previousAgencyId === agencyId || event.agencyId === agencyId || (event.previousAgencyId === null && (now?.offeredTo.has(agencyId) ?? false));
  return mayHaveSeen ? 'unnamed' : null;
}

/** An offer made, accepted or declined: the agency named in it knows of the trip, and hears its id only while it sees it. */
export const agencyViewOfOffer = (event: OfferEvent, now: TripNow | null): AgencyView => (agencySees(event.agencyId, now) ? 'named' : 'unnamed');

/** The agencies a trip change may concern: those named in the event and those holding an open offer. */
export function agenciesConcerned(event: TripEvent, now: TripNow | null): Set<string> {
  const ids = new Set(now?.offeredTo ?? []);
  if (event.agencyId) ids.add(event.agencyId);
  if (event.previousAgencyId) ids.add(event.previousAgencyId);
  return ids;
}
