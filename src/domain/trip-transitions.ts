// Who may move a trip from which status to which (spec part 2 §4). Data: adding a row is all a new move takes.
import { z } from 'zod';
import { TRIP_STATUSES, type TripStatus } from './enums';

/** The side of the transport a caller acts for: the requesting facility, an agency it was offered to, or the control center. */
export type TripActor = 'facility' | 'agency' | 'admin';

export interface TripTransition {
  from: TripStatus;
  to: TripStatus;
  actor: TripActor;
}

export const TRIP_TRANSITIONS: readonly TripTransition[] = [
  // the facility withdraws its request before or after an agency took it, not once the patient is aboard
  { from: 'PENDING', to: 'CANCELLED', actor: 'facility' },
  { from: 'ACCEPTED', to: 'CANCELLED', actor: 'facility' },
  { from: 'PENDING', to: 'CANCELLED', actor: 'admin' },
  { from: 'ACCEPTED', to: 'CANCELLED', actor: 'admin' },
];

export const findTransition = (from: TripStatus, to: TripStatus, actor: TripActor): TripTransition | undefined =>
  TRIP_TRANSITIONS.find((t) => t.from === from && t.to === to && t.actor === actor);

/** The statuses an actor may move a trip out of towards `to` (the conditional UPDATE's WHERE). */
export const fromStatusesFor = (to: TripStatus, actor: TripActor): TripStatus[] =>
  TRIP_TRANSITIONS.filter((t) => t.to === to && t.actor === actor).map((t) => t.from);

export const transitionRefusal = (from: TripStatus, to: TripStatus) => `Cannot change a trip from ${from} to ${to}`;

const reportedTime = z.iso.datetime({ offset: true }).optional();

/** PUT /api/trips/{id}/status: the status, plus what the agency screens send with it (part 2 §7). */
export const tripStatusBody = z.object({
  status: z.enum(TRIP_STATUSES),
  reason: z.string().trim().max(500).optional(),
  assignedAgencyId: z.string().max(100).optional(),
  acceptedTimestamp: reportedTime,
  pickupTimestamp: reportedTime,
  completionTimestamp: reportedTime,
});
export type TripStatusBody = z.output<typeof tripStatusBody>;
