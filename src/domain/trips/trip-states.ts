// The states a facility narrows its Transport Requests by: each groups the specification's statuses (and, for an
// accepted trip, whether its crew has set out) into what a nurse asks, "is it booked, is it on the way".
import type { TripStatus } from '../common/enums';

export const TRIP_STATES = ['waiting', 'booked', 'on-the-way', 'done', 'cancelled'] as const;
export type TripState = (typeof TRIP_STATES)[number];

/** One status of a state; `crewStarted` narrows it to trips whose crew has (true) or has not (false) recorded a step. */
export interface TripStateClause {
  status: TripStatus;
  crewStarted?: boolean;
}

/** Every trip is in exactly one state. */
export const TRIP_STATE_RULES: Readonly<Record<TripState, readonly TripStateClause[]>> = {
  waiting: [{ status: 'PENDING' }],
  booked: [{ status: 'ACCEPTED', crewStarted: false }],
  'on-the-way': [{ status: 'ACCEPTED', crewStarted: true }, { status: 'IN_PROGRESS' }],
  done: [{ status: 'COMPLETED' }],
  cancelled: [{ status: 'CANCELLED' }],
};

/** The words a facility reads for each state. */
export const TRIP_STATE_LABELS: Readonly<Record<TripState, string>> = {
  waiting: 'Waiting for an agency',
  booked: 'Booked',
  'on-the-way': 'On the way',
  done: 'Done',
  cancelled: 'Cancelled',
};
