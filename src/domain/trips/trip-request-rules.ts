// The rules every transport request obeys, however it is made (the wizard, the control center's form, the API).

export const TRIP_REQUEST_RULE_MESSAGES = {
  samePlace: 'Origin and destination must be different facilities',
  longPast: 'The transport cannot be scheduled more than 60 minutes in the past',
  readyWindowOrder: 'The ready window must end after it starts',
} as const;

/** A time up to this long ago is a transport wanted now: a nurse filling in the form takes a few minutes. */
export const PAST_TIME_GRACE_MINUTES = 60;

/** One end of a trip: the directory place, when it is one, and the names it goes by (typed or the place's own). */
export interface TripEnd {
  placeId?: string | null | undefined;
  names: readonly (string | null | undefined)[];
}

/** A place's name as people type it: case, accents, punctuation and spacing do not make another place. */
export const normalisedPlace = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Two ends that are places of the directory are the same when they are one place; otherwise when a name matches. */
export function sameTripEnds(origin: TripEnd, destination: TripEnd): boolean {
  if (origin.placeId && destination.placeId) return origin.placeId.toLowerCase() === destination.placeId.toLowerCase();
  const names = (end: TripEnd) => end.names.map((n) => normalisedPlace(n ?? '')).filter((n) => n !== '');
  const from = new Set(names(origin));
  return names(destination).some((n) => from.has(n));
}

/** A requested time as the request keeps it: one in the last hour means now; one further back is refused (null). */
export function requestedTime(at: Date, now: Date): Date | null {
  if (at.getTime() >= now.getTime()) return at;
  return now.getTime() - at.getTime() <= PAST_TIME_GRACE_MINUTES * 60_000 ? now : null;
}

export interface TripRequestFacts {
  origin: TripEnd;
  destination: TripEnd;
  /** The scheduled time, or the ready window's start. */
  start: Date;
  /** The ready window's end, where the request names one. */
  end?: Date | undefined;
}

/** The times a request keeps (start read against `now`), or the one message that refuses it. */
export type TripRequestReading = { ok: true; start: Date; end: Date | undefined } | { ok: false; message: string };

/** Checks a request in one order on every path: different places, not long past, a window that ends after it starts. */
export function readTripRequest(r: TripRequestFacts, now: Date): TripRequestReading {
  if (sameTripEnds(r.origin, r.destination)) return { ok: false, message: TRIP_REQUEST_RULE_MESSAGES.samePlace };
  const start = requestedTime(r.start, now);
  if (!start) return { ok: false, message: TRIP_REQUEST_RULE_MESSAGES.longPast };
  if (r.end && r.end.getTime() <= start.getTime()) return { ok: false, message: TRIP_REQUEST_RULE_MESSAGES.readyWindowOrder };
  return { ok: true, start, end: r.end };
}
