// Which organisation hears which event of a trip: the one rule the recording of trip events follows. A facility hears
// of its own trips; an agency of the trips offered to it while they are its business (as its trip lists show them);
// the control center of every trip.
import type { TripStatus } from '../common/enums';

export const TRIP_EVENT_TYPES = [
  'trip.created',
  'trip.accepted',
  'trip.started',
  'trip.completed',
  'trip.cancelled',
  'trip.declined_by_all',
  // a step the crew (or a dispatcher's Start and Complete) recorded between the statuses (src/domain/trips/trip-steps.ts)
  'trip.step_recorded',
  // an acceptance the agency (or the control center, for an acceptance by phone) took back within Undo's seconds
  'trip.acceptance_undone',
  // a step the crew took back within its seconds: it no longer counts
  'trip.step_undone',
] as const;
export type TripEventType = (typeof TRIP_EVENT_TYPES)[number];

/** The event a status move raises: the only move back to PENDING is an undone acceptance. */
const EVENT_OF_MOVE: Record<TripStatus, TripEventType> = {
  PENDING: 'trip.acceptance_undone',
  ACCEPTED: 'trip.accepted',
  IN_PROGRESS: 'trip.started',
  COMPLETED: 'trip.completed',
  CANCELLED: 'trip.cancelled',
};
export const eventOfMove = (to: TripStatus): TripEventType => EVENT_OF_MOVE[to];

/** What the audience of one event depends on: the trip as the change leaves it. */
export interface TripEventScope {
  hospitalId: string | null;
  /**
   * The agency carrying the trip after the change (for trip.accepted, the one that accepted it; for
   * trip.acceptance_undone, the one whose acceptance was undone).
   */
  assignedAgencyId: string | null;
  /** The agencies this change offers the trip to (trip.created): all of them at the request, the new ones later. */
  offeredTo: readonly string[];
  /**
   * A trip.created of a request already announced, now offered to more agencies (an escalation, a dispatch plan's
   * offer): only those agencies hear it.
   */
  offeredLater?: boolean;
}

/** Who hears an event: the control center or not, the facility (if any), the agencies. */
export interface EventAudience {
  controlCenter: boolean;
  hospitalId: string | null;
  agencyIds: string[];
}

export function eventAudience(type: TripEventType, scope: TripEventScope): EventAudience {
  if (type === 'trip.created') {
    const later = scope.offeredLater === true;
    return { controlCenter: !later, hospitalId: later ? null : scope.hospitalId, agencyIds: [...new Set(scope.offeredTo)] };
  }
  // nobody is coming: the facility and the control center must act, the agencies that declined have nothing to do
  if (type === 'trip.declined_by_all') return { controlCenter: true, hospitalId: scope.hospitalId, agencyIds: [] };
  return { controlCenter: true, hospitalId: scope.hospitalId, agencyIds: scope.assignedAgencyId ? [scope.assignedAgencyId] : [] };
}
