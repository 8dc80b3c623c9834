// Who may move a trip from which status to which (spec part 2 §4). Data: adding a row is all a new move takes.
import { z } from 'zod';
import { TRIP_STATUSES, type TripStatus } from './enums';

/** The side of the transport a caller acts for: the requesting facility, an agency it was offered to, or the control center. */
export type TripActor = 'facility' | 'agency' | 'admin';

/**
 * What must tie the actor to the trip for the move to be theirs: the facility that requested it, an agency it was
 * offered to that has not declined it, the agency it is assigned to, or nothing beyond the role (the control center).
 */
export type TripTie = 'requester' | 'offered' | 'assigned' | 'none';

export interface TripTransition {
  from: TripStatus;
  to: TripStatus;
  actor: TripActor;
  needs: TripTie;
  /** An agency's "cancel" of a trip still on offer means "not us": its decline, not the end of the request. */
  decline?: true;
}

export const TRIP_TRANSITIONS: readonly TripTransition[] = [
  // the agency that takes a trip first gets it; the others it was offered to see it leave their lists
  { from: 'PENDING', to: 'ACCEPTED', actor: 'agency', needs: 'offered' },
  { from: 'PENDING', to: 'CANCELLED', actor: 'agency', needs: 'offered', decline: true },
  { from: 'ACCEPTED', to: 'IN_PROGRESS', actor: 'agency', needs: 'assigned' },
  { from: 'IN_PROGRESS', to: 'COMPLETED', actor: 'agency', needs: 'assigned' },
  // the facility withdraws its request before or after an agency took it, not once the patient is aboard
  { from: 'PENDING', to: 'CANCELLED', actor: 'facility', needs: 'requester' },
  { from: 'ACCEPTED', to: 'CANCELLED', actor: 'facility', needs: 'requester' },
  { from: 'PENDING', to: 'CANCELLED', actor: 'admin', needs: 'none' },
  { from: 'ACCEPTED', to: 'CANCELLED', actor: 'admin', needs: 'none' },
];

export const findTransition = (from: TripStatus, to: TripStatus, actor: TripActor): TripTransition | undefined =>
  TRIP_TRANSITIONS.find((t) => t.from === from && t.to === to && t.actor === actor);

/** The statuses a trip in `status` may still come to by the table's moves, itself included. */
function reachableFrom(status: TripStatus): Set<TripStatus> {
  const reached = new Set([status]);
  for (const at of reached) for (const t of TRIP_TRANSITIONS) if (t.from === at) reached.add(t.to);
  return reached;
}

/** True when no move of `actor` to `to` can ever be allowed on a trip now in `status`: it can never be where such a move starts. */
export function neverAllowedAgain(status: TripStatus, to: TripStatus, actor: TripActor): boolean {
  const reachable = reachableFrom(status);
  return !TRIP_TRANSITIONS.some((t) => t.to === to && t.actor === actor && reachable.has(t.from));
}

/** The decline rule: a trip is cancelled only when no agency it was offered to is still considering it. */
export const everyAgencyDeclined = (agenciesStillConsidering: number): boolean => agenciesStillConsidering === 0;

export const transitionRefusal = (from: TripStatus, to: TripStatus) => `Cannot change a trip from ${from} to ${to}`;

const reportedTime = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time, such as 2026-11-21T14:30:00Z' }).optional();

/** PUT /api/trips/{id}/status: the status, plus what the agency screens send with it (part 2 §7). */
export const tripStatusBody = z.object({
  status: z.enum(TRIP_STATUSES),
  reason: z.string().trim().max(500).optional(),
  // the original client sends the acting user's id here; the agency always comes from the session
  assignedAgencyId: z.string().max(100).optional(),
  // beyond the spec: the unit that will carry it, named as the agency accepts (the dispatch plan's accept)
  assignedUnitId: z.string().max(100).optional(),
  acceptedTimestamp: reportedTime,
  pickupTimestamp: reportedTime,
  completionTimestamp: reportedTime,
});
export type TripStatusBody = z.output<typeof tripStatusBody>;
