// When a trip reached each step after its request: the lifecycle times (accept, start, complete) and a cancellation.
import type { TripListItem } from './trip-answers';

/** The lifecycle times a trip row carries, in the order a trip reaches them. */
export const TRIP_MILESTONES = ['acceptedTimestamp', 'pickupTimestamp', 'completionTimestamp', 'cancelledTimestamp'] as const;
export type TripMilestone = (typeof TRIP_MILESTONES)[number];

/** The steps the trip has reached so far, each with its time (ISO 8601); none while it is still pending. */
export const reachedMilestones = (trip: Pick<TripListItem, TripMilestone>): { step: TripMilestone; at: string }[] =>
  TRIP_MILESTONES.flatMap((step) => {
    const at = trip[step];
    return at ? [{ step, at }] : [];
  });
