import type { ListedTrip } from '@/domain/trips/trip-answers';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';

/** Under a waiting compare-offers request's status: how many pickup offers are in, and that the details award one. */
export function OfferCountNote({ trip }: { trip: Pick<ListedTrip, 'status' | 'acceptanceMode' | 'offerCount'> }) {
  if (trip.status !== 'PENDING' || trip.acceptanceMode !== 'COMPARE_OFFERS') return null;
  return <span className="block text-xs text-slate-600">{OFFER_UI.facility.rowNote(trip.offerCount)}</span>;
}
