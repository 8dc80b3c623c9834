// Which of the control center's actions a trip's state allows (docs/rules.md, "The control center acts on any trip").
// The screens offer only these; the server refuses the rest with a 409 saying where the trip is.
import type { TripStatus } from '../common/enums';
import type { AcceptanceMode } from './pickup-offers';
import { findTransition } from './trip-transitions';

export const CENTER_ACTIONS = ['cancel', 'change', 'reoffer', 'award', 'phoneAcceptance', 'note'] as const;
export type CenterAction = (typeof CENTER_ACTIONS)[number];

/** What the rules read of a trip. */
export interface CenterActionTrip {
  status: TripStatus;
  acceptanceMode: AcceptanceMode;
  offerDeadline: string | null;
  offersClosedAt: string | null;
}

/** A compare-offers request still taking offers: it is awarded, not accepted. */
export const offersStillOpen = (trip: CenterActionTrip, now: Date): boolean =>
  trip.status === 'PENDING' &&
  trip.acceptanceMode === 'COMPARE_OFFERS' &&
  trip.offersClosedAt === null &&
  (trip.offerDeadline === null || new Date(trip.offerDeadline).getTime() > now.getTime());

/** The actions the trip's state allows now, in the order the screens show them. */
export function centerActionsOn(trip: CenterActionTrip, now: Date): CenterAction[] {
  const waiting = trip.status === 'PENDING';
  const comparing = offersStillOpen(trip, now);
  const allowed: Record<CenterAction, boolean> = {
    cancel: findTransition(trip.status, 'CANCELLED', 'admin') !== undefined,
    change: waiting,
    reoffer: waiting,
    award: comparing,
    phoneAcceptance: waiting && !comparing,
    note: true,
  };
  return CENTER_ACTIONS.filter((a) => allowed[a]);
}
