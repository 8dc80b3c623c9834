// A facility changes a request no agency has taken yet: its time, its destination, or both (docs/rules.md, "Changing a
// waiting request"). On a compare-offers request every standing offer is then to be confirmed by its agency.
import { z } from 'zod';
import { REOFFER_MINUTES } from './pickup-offers';
import { dateTimeField, destinationFields } from './trip-request';

/** PUT /api/trips/{id}/schedule: the new scheduled time (the ready window moves with it), the new destination, or both. */
export const tripScheduleBody = z
  .strictObject({ scheduledTime: dateTimeField.optional(), toLocation: destinationFields.toLocation.optional(), toFacilityId: destinationFields.toFacilityId })
  .refine((b) => b.scheduledTime !== undefined || b.toLocation !== undefined || b.toFacilityId !== undefined, {
    path: ['scheduledTime'],
    message: 'scheduledTime is required unless toLocation or toFacilityId names the new destination',
  });
export type TripScheduleBody = z.output<typeof tripScheduleBody>;

/** What a change moved: the time (from, to) and the destination's name (from, to), each when it changed. */
export interface RequestChange {
  time?: { from: Date; to: Date };
  place?: { from: string; to: string };
}

/** The history note of a change of time or destination, and of the offers it puts to their agencies again. */
export function requestChangedNote(change: RequestChange, toConfirm: number): string {
  const parts = [
    ...(change.time ? [`Scheduled time changed from ${change.time.from.toISOString()} to ${change.time.to.toISOString()}`] : []),
    ...(change.place ? [`Destination changed from ${change.place.from} to ${change.place.to}`] : []),
  ];
  const offers = toConfirm > 0 ? `: ${toConfirm} pickup ${toConfirm === 1 ? 'offer' : 'offers'} to confirm within ${REOFFER_MINUTES} minutes` : '';
  return parts.join('; ') + offers;
}

/** What the agencies asked to confirm are told changed, in their alert. */
export const changedWhat = (change: RequestChange) => (change.time && change.place ? 'time and destination' : change.place ? 'destination' : 'time') as 'time' | 'destination' | 'time and destination';
