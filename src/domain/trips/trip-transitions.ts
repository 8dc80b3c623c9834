// Who may move a trip from which status to which (docs/rules.md, "Status transitions"). Data: adding a row is all a
// new move takes.
import { z } from 'zod';
import { DECLINE_REASONS } from './decline-reasons';
import { TRIP_STATUSES, type TripStatus } from '../common/enums';

/** The side of the transport a caller acts for: the requesting facility, an agency it was offered to, or the control center. */
export type TripActor = 'hospital' | 'agency' | 'admin';

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
  /** Taking back an acceptance just made (a slip of the hand): allowed only within the undo window. */
  undo?: true;
}

export const TRIP_TRANSITIONS: readonly TripTransition[] = [
  // the agency that takes a trip first gets it; the others it was offered to see it leave their lists
  { from: 'PENDING', to: 'ACCEPTED', actor: 'agency', needs: 'offered' },
  { from: 'PENDING', to: 'CANCELLED', actor: 'agency', needs: 'offered', decline: true },
  { from: 'ACCEPTED', to: 'IN_PROGRESS', actor: 'agency', needs: 'assigned' },
  { from: 'IN_PROGRESS', to: 'COMPLETED', actor: 'agency', needs: 'assigned' },
  // the agency that accepted undoes it within seconds: offered again to every agency that had not declined it
  { from: 'ACCEPTED', to: 'PENDING', actor: 'agency', needs: 'assigned', undo: true },
  // the facility withdraws its request before or after an agency took it, not once the patient is aboard
  { from: 'PENDING', to: 'CANCELLED', actor: 'hospital', needs: 'requester' },
  { from: 'ACCEPTED', to: 'CANCELLED', actor: 'hospital', needs: 'requester' },
  { from: 'PENDING', to: 'CANCELLED', actor: 'admin', needs: 'none' },
  { from: 'ACCEPTED', to: 'CANCELLED', actor: 'admin', needs: 'none' },
];

export const findTransition = (from: TripStatus, to: TripStatus, actor: TripActor): TripTransition | undefined =>
  TRIP_TRANSITIONS.find((t) => t.from === from && t.to === to && t.actor === actor);

/** Seconds the web app offers Undo after an Accept. */
export const ACCEPT_UNDO_SECONDS = 10;
// the server allows a little more, for the Undo click's trip across the network
const ACCEPT_UNDO_SERVER_SECONDS = ACCEPT_UNDO_SECONDS + 5;

/** Whether an acceptance made at `acceptedAt` may still be undone at `now`. */
export const undoStillOpen = (acceptedAt: Date | null, now: Date): boolean =>
  acceptedAt !== null && now.getTime() - acceptedAt.getTime() <= ACCEPT_UNDO_SERVER_SECONDS * 1000;

/**
 * The statuses a trip in `status` may still come to by the table's moves, itself included. An undo is left out: it
 * lasts seconds, and a move refused on the trip as it stood just before one is refused as it would have been then.
 */
function reachableFrom(status: TripStatus): Set<TripStatus> {
  const reached = new Set([status]);
  for (const at of reached) for (const t of TRIP_TRANSITIONS) if (t.from === at && !t.undo) reached.add(t.to);
  return reached;
}

/** True when no move of `actor` to `to` can ever be allowed on a trip now in `status`: it can never be where such a move starts. */
export function neverAllowedAgain(status: TripStatus, to: TripStatus, actor: TripActor): boolean {
  const reachable = reachableFrom(status);
  return !TRIP_TRANSITIONS.some((t) => t.to === to && t.actor === actor && reachable.has(t.from));
}

/** The decline rule: a trip is cancelled only when no agency it was offered to is still considering it. */
export const everyAgencyDeclined = (agenciesStillConsidering: number): boolean => agenciesStillConsidering === 0;

/** Where the trip already is, in words: the refusal of a move to where it is, or from where nothing moves on. */
const ALREADY: Record<TripStatus, string> = {
  PENDING: 'This trip is already waiting for an agency',
  ACCEPTED: 'This trip has already been accepted',
  IN_PROGRESS: 'This trip has already started',
  COMPLETED: 'This trip has already been completed',
  CANCELLED: 'This trip has been cancelled',
};

/** Where the trip is, in words, for a call it is no longer in a state for. */
export const tripIsAlready = (status: TripStatus): string => ALREADY[status];

type Refusal = { when: (from: TripStatus, to: TripStatus, actor: TripActor) => boolean; text: (from: TripStatus) => string };
const says = (text: string) => () => text;

/** Why the table refuses a move, in words a person reads (never a status name): the first rule that applies. */
const REFUSALS: readonly Refusal[] = [
  { when: (from, to) => from === 'IN_PROGRESS' && to === 'CANCELLED', text: says('This trip has already started and can no longer be cancelled') },
  { when: (from, to) => from === to || from === 'IN_PROGRESS' || from === 'COMPLETED' || from === 'CANCELLED', text: (from) => ALREADY[from] },
  { when: (_from, to, actor) => to === 'ACCEPTED' && actor !== 'agency', text: says('Only an EMS agency can accept a trip') },
  { when: (_from, to, actor) => to !== 'CANCELLED' && to !== 'PENDING' && actor !== 'agency', text: says('Only the agency carrying a trip can start or complete it') },
  { when: (from, to) => from === 'PENDING' && to === 'IN_PROGRESS', text: says('This trip must be accepted before it can start') },
  { when: (_from, to) => to === 'COMPLETED', text: says('This trip must be started before it can be completed') },
  { when: (_from, to) => to === 'CANCELLED', text: says('A trip your agency has accepted can be cancelled only by the facility or the control center') },
  { when: () => true, text: says('Only the agency that accepted a trip can undo it, within seconds of accepting') },
];

export const transitionRefusal = (from: TripStatus, to: TripStatus, actor: TripActor): string =>
  REFUSALS.find((r) => r.when(from, to, actor))!.text(from);

export const UNDO_MESSAGES = {
  tooLate: `The acceptance can no longer be undone: Undo lasts ${ACCEPT_UNDO_SECONDS} seconds. Ask the control center to reassign the trip.`,
} as const;

const reportedTime = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time, such as 2026-11-21T14:30:00Z' }).optional();

/** PUT /api/trips/{id}/status: the status, plus what the agency screens send with it. */
export const tripStatusBody = z.strictObject({
  status: z.enum(TRIP_STATUSES),
  reason: z.string().trim().max(500).optional(),
  // beyond the spec: why an agency declines a trip offered to it
  declineReason: z.enum(DECLINE_REASONS).optional(),
  // the original client sends the acting user's id here; the agency always comes from the session
  assignedAgencyId: z.string().max(100).optional(),
  // beyond the spec: the unit that will carry it, named as the agency accepts (the dispatch plan's accept)
  assignedUnitId: z.string().max(100).optional(),
  acceptedTimestamp: reportedTime,
  pickupTimestamp: reportedTime,
  completionTimestamp: reportedTime,
  // beyond the spec: whether cancelling an outbound trip cancels its return too; left out, the return stays
  cancelReturn: z.boolean().optional(),
});
export type TripStatusBody = z.output<typeof tripStatusBody>;
