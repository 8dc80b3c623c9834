// A request that repeats an open one by mistake: the same patient to the same place at about the same time. Every way a
// request is made (wizard, control center form, FHIR, API) asks this rule, and is refused with the match unless the
// body says a second transport is intended (docs/rules.md, "No duplicate by mistake").
import { z } from 'zod';
import { errorAnswer, instant } from '../common/answers';
import { TRIP_STATUSES, type TripStatus } from '../common/enums';
import { readableTime } from '../common/time-zones';

/** Two requests of one patient to one place whose times are at most this far apart are the same transport. */
export const DUPLICATE_WINDOW_MINUTES = 60;

/** The statuses of a request still to be carried out: a cancelled or completed one is never a match. */
export const OPEN_TRIP_STATUSES = ['PENDING', 'ACCEPTED', 'IN_PROGRESS'] as const satisfies readonly TripStatus[];

/** The optional body field saying a second transport of the same patient is intended. */
export const allowDuplicateField = z
  .boolean()
  .optional()
  .describe('true when a second request of the same patient to the same destination within 60 minutes of an open one is intended; without it such a request is refused with 409 naming the match');

/** Who goes where: the patient (a facility's own id) and the destination (a place of the directory, else its name). */
export interface RequestKey {
  patientId: string;
  destinationFacilityId: string | null;
  toLocation: string;
}

export interface OpenRequest extends RequestKey {
  id: string;
  tripNumber: string;
  scheduledTime: Date;
  status: TripStatus;
}

const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The same patient to the same destination: a place by its id, a typed destination by its name whatever its case. */
export function sameTransport(a: RequestKey, b: RequestKey): boolean {
  if (plain(a.patientId) !== plain(b.patientId)) return false;
  if (a.destinationFacilityId || b.destinationFacilityId) return a.destinationFacilityId === b.destinationFacilityId;
  return plain(a.toLocation) === plain(b.toLocation);
}

/** Minutes between two instants. */
const minutesApart = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) / 60_000;

/** The open request the wanted one repeats (the nearest in time), or null. */
export function duplicateOf(wanted: RequestKey & { scheduledTime: Date }, open: readonly OpenRequest[]): OpenRequest | null {
  const matches = open.filter(
    (o) =>
      (OPEN_TRIP_STATUSES as readonly TripStatus[]).includes(o.status) &&
      sameTransport(wanted, o) &&
      minutesApart(wanted.scheduledTime, o.scheduledTime) <= DUPLICATE_WINDOW_MINUTES,
  );
  return matches.sort((a, b) => minutesApart(wanted.scheduledTime, a.scheduledTime) - minutesApart(wanted.scheduledTime, b.scheduledTime))[0] ?? null;
}

/** The match a 409 names: the open request, with what a person needs to recognise it. */
export const duplicateTripSchema = z
  .object({
    id: z.uuid(),
    tripNumber: z.string(),
    patientId: z.string(),
    toLocation: z.string(),
    scheduledTime: instant,
    status: z.enum(TRIP_STATUSES),
  })
  .meta({ id: 'DuplicateTrip' });

/** The refusal of a request that repeats an open one: the error, and the match in `duplicateOf`. */
export const duplicateTripAnswer = errorAnswer.extend({ duplicateOf: duplicateTripSchema.optional() }).meta({ id: 'DuplicateTripAnswer' });

export const DUPLICATE_MESSAGES = {
  trip: (m: Pick<OpenRequest, 'tripNumber' | 'patientId' | 'toLocation' | 'scheduledTime'>, timeZone: string) =>
    `Patient ${m.patientId} already has an open request to ${m.toLocation} within ${DUPLICATE_WINDOW_MINUTES} minutes of this time: trip ${m.tripNumber} at ${readableTime(m.scheduledTime, timeZone)}`,
  /** How an API client says the second transport is intended. */
  apiHint: 'send "allowDuplicate": true if a second transport is intended',
} as const;
