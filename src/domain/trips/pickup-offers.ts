// How a request is taken: by the first agency to accept (the default), or by comparing the pickup times agencies offer
// until a deadline and awarding one (docs/rules.md, "Offers with a pickup time"). The rules every path uses.
import { z } from 'zod';
import { uuidPattern } from '../common/form-fields';
import { readableTime } from '../common/time-zones';
import type { AgencyResponse, TripStatus } from '../common/enums';
import { TRIP_ERRORS } from './trip-errors';
import { neverAllowedAgain } from './trip-transitions';

export const ACCEPTANCE_MODES = ['FIRST_TO_ACCEPT', 'COMPARE_OFFERS'] as const;
export type AcceptanceMode = (typeof ACCEPTANCE_MODES)[number];

/** Minutes agencies have to offer a pickup time on a compare-offers request. */
export const OFFER_DEADLINE_MINUTES = { default: 15, min: 5, max: 120 } as const;

/**
 * An offer's life: made (and changed) until the award, withdrawn by its agency, or the award's winner or loser; after the
 * facility changed the request's time, TO_CONFIRM until its agency offers again (the same time or another).
 */
export const PICKUP_OFFER_STATUSES = ['OFFERED', 'TO_CONFIRM', 'WITHDRAWN', 'AWARDED', 'NOT_AWARDED'] as const;
export type PickupOfferStatus = (typeof PICKUP_OFFER_STATUSES)[number];

/** The offers an award, or the deadline without one, closes as NOT_AWARDED: those not withdrawn nor decided. */
export const UNDECIDED_OFFER_STATUSES = ['OFFERED', 'TO_CONFIRM'] as const satisfies readonly PickupOfferStatus[];

/** Minutes the offering agencies have to confirm or change their offers after the facility changes the request's time. */
export const REOFFER_MINUTES = 5;

/** A unit arriving this many minutes after the pickup time its agency committed to still kept its offer. */
export const OFFER_KEPT_TOLERANCE_MINUTES = 5;

/** A wizard request's ready window lasts this long from its scheduled time when the trip keeps no end of its own. */
const READY_WINDOW_MS = 60 * 60 * 1000;

export const PICKUP_OFFER_MESSAGES = {
  deadlineOnlyWhenComparing: 'offerDeadlineMinutes can be given only when acceptanceMode is COMPARE_OFFERS',
  deadlineRange: `must be a whole number of minutes from ${OFFER_DEADLINE_MINUTES.min} to ${OFFER_DEADLINE_MINUTES.max}`,
  firstToAccept: 'This request is taken by the first agency to accept it: accept it instead of offering a pickup time',
  offerInstead: 'This request compares offers: offer the pickup time your agency commits to instead of accepting it',
  closed: 'Offers for this request are closed: it has been awarded or is no longer waiting for an agency',
  pastDeadline: (deadline: Date, timeZone: string) => `Offers for this request closed at ${readableTime(deadline, timeZone)}`,
  outsideWindow: (start: Date, end: Date, timeZone: string) =>
    `pickupTime must be within the request's ready window, from ${readableTime(start, timeZone)} to ${readableTime(end, timeZone)}`,
  noOfferOfYours: 'Your agency has no offer on this request',
  offerNotFound: 'Offer not found',
  withdrawn: (agency: string) => `The offer of ${agency} was withdrawn, so it cannot be awarded`,
  toConfirm: (agency: string) => `The offer of ${agency} awaits its confirmation of the changed time, so it cannot be awarded yet`,
  onlyWaiting: 'Only a request still waiting for an agency can be changed',
  alreadyAwarded: 'This request has already been awarded',
  noUndoOfAward: 'An awarded trip cannot be undone: ask the facility or the control center to cancel it',
  notYourRequest: 'Only the facility that requested the transport or the control center can award it',
} as const;

// A number input sends '' when cleared and may send the number as text.
const numberInput = (v: unknown) => (v === '' ? undefined : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v);

/** The request body's fields choosing how it is taken (POST /api/trips/enhanced); leaving them out is first to accept. */
export const acceptanceFields = {
  acceptanceMode: z.enum(ACCEPTANCE_MODES).default('FIRST_TO_ACCEPT'),
  offerDeadlineMinutes: z.preprocess(
    numberInput,
    z
      .number()
      .refine((n) => Number.isInteger(n) && n >= OFFER_DEADLINE_MINUTES.min && n <= OFFER_DEADLINE_MINUTES.max, PICKUP_OFFER_MESSAGES.deadlineRange)
      .optional(),
  ),
};

/** When offers close for a request made at `now`, or null for first to accept; a refusal text for a deadline without compare. */
export function offerDeadlineOf(mode: AcceptanceMode, minutes: number | undefined, now: Date): { deadline: Date | null } | { refusal: string } {
  if (mode === 'FIRST_TO_ACCEPT') return minutes === undefined ? { deadline: null } : { refusal: PICKUP_OFFER_MESSAGES.deadlineOnlyWhenComparing };
  return { deadline: new Date(now.getTime() + (minutes ?? OFFER_DEADLINE_MINUTES.default) * 60_000) };
}

const isoWithOffset = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time with its zone, such as 2026-11-21T14:30:00Z' });

/** PUT /api/trips/{id}/offers/mine: the pickup time the agency commits to, and the unit if it names one. */
export const pickupOfferBody = z.strictObject({
  pickupTime: isoWithOffset,
  unitId: z.string().regex(uuidPattern, 'must be a unit id').optional(),
});
export type PickupOfferBody = z.output<typeof pickupOfferBody>;

/** What an offer is judged against: the request as it stands. */
export interface OfferableRequest {
  status: TripStatus;
  acceptanceMode: AcceptanceMode;
  offerDeadline: Date | null;
  offersClosedAt: Date | null;
  scheduledTime: Date;
  readyStart: Date | null;
  readyEnd: Date | null;
}

/** The ready window a pickup must fall in: the request's own, else from its scheduled time to an hour later. */
export function readyWindowOf(r: Pick<OfferableRequest, 'scheduledTime' | 'readyStart' | 'readyEnd'>): { start: Date; end: Date } {
  const start = r.readyStart ?? r.scheduledTime;
  return { start, end: r.readyEnd ?? new Date(start.getTime() + READY_WINDOW_MS) };
}

export const withinWindow = (at: Date, w: { start: Date; end: Date }) => at >= w.start && at <= w.end;

/** What decides whether a request's offers are open. */
export type ClosableRequest = Pick<OfferableRequest, 'status' | 'acceptanceMode' | 'offerDeadline' | 'offersClosedAt'>;

/** Why the request takes no offer now (409), or null when it does; times in the reader's zone. */
export function offersClosedRefusal(r: ClosableRequest, now: Date, timeZone: string): string | null {
  if (r.acceptanceMode !== 'COMPARE_OFFERS') return PICKUP_OFFER_MESSAGES.firstToAccept;
  if (r.status !== 'PENDING' || r.offersClosedAt !== null) return PICKUP_OFFER_MESSAGES.closed;
  if (r.offerDeadline && now >= r.offerDeadline) return PICKUP_OFFER_MESSAGES.pastDeadline(r.offerDeadline, timeZone);
  return null;
}

/** An offer's refusal: 409 when the request takes none now, 400 for a pickup time outside its ready window; else null. */
export function offerRefusal(r: OfferableRequest, pickupAt: Date, now: Date, timeZone: string): { status: 400 | 409; message: string } | null {
  const closed = offersClosedRefusal(r, now, timeZone);
  if (closed) return { status: 409, message: closed };
  const window = readyWindowOf(r);
  if (!withinWindow(pickupAt, window)) return { status: 400, message: PICKUP_OFFER_MESSAGES.outsideWindow(window.start, window.end, timeZone) };
  return null;
}

/** The request as an award is judged on it: where it stands, and whether one of its offers has been awarded. */
export type AwardableRequest = Pick<OfferableRequest, 'status' | 'offersClosedAt'> & { awarded: boolean };

/** Why the offer cannot be awarded (409), or null when it can: the request must still be open, the offer standing. */
export function awardRefusal(r: AwardableRequest, offer: { agencyName: string; status: PickupOfferStatus }): string | null {
  if (r.offersClosedAt !== null || r.status !== 'PENDING') return r.awarded ? PICKUP_OFFER_MESSAGES.alreadyAwarded : PICKUP_OFFER_MESSAGES.closed;
  if (offer.status === 'WITHDRAWN') return PICKUP_OFFER_MESSAGES.withdrawn(offer.agencyName);
  if (offer.status === 'TO_CONFIRM') return PICKUP_OFFER_MESSAGES.toConfirm(offer.agencyName);
  return null;
}

/** An offer's status once its request's award is made: the winner's AWARDED, another undecided one NOT_AWARDED. */
export const statusAfterAward = (status: PickupOfferStatus, won: boolean): PickupOfferStatus =>
  won ? 'AWARDED' : (UNDECIDED_OFFER_STATUSES as readonly PickupOfferStatus[]).includes(status) ? 'NOT_AWARDED' : status;

/**
 * Whether no agency can ever take the request again (taken, or ended): its offers, the agencies' answers to it and the
 * close of its offers then stay as they are, and an award or a withdrawal refused on it is refused for good.
 */
export const neverOpenAgain = (r: Pick<OfferableRequest, 'status'>): boolean => neverAllowedAgain(r.status, 'ACCEPTED', 'agency');

/** An agency's standing for an offer of its own: 404 when the request was never offered to it (it may not see it), 409 when it declined it. */
export function standingRefusal(response: AgencyResponse | null): { status: 404 | 409; message: string } | null {
  if (response === null) return { status: 404, message: TRIP_ERRORS.notFound };
  return response === 'DECLINED' ? { status: 409, message: TRIP_ERRORS.declinedByYou } : null;
}

/**
 * Why the agency (its answer to the request, and its offer's status, null without one) cannot withdraw its offer now,
 * or null when it can: its standing, then its offer, then whether offers are still open.
 */
export function withdrawalRefusal(
  r: ClosableRequest,
  response: AgencyResponse | null,
  offer: PickupOfferStatus | null,
  now: Date,
  timeZone: string,
): { status: 403 | 404 | 409; message: string } | null {
  const standing = standingRefusal(response);
  if (standing) return standing;
  if (offer === null) return { status: 404, message: PICKUP_OFFER_MESSAGES.noOfferOfYours };
  const closed = offersClosedRefusal(r, now, timeZone);
  return closed ? { status: 409, message: closed } : null;
}

/**
 * What ranks an offer: its pickup time, then its agency's place among the requesting facility's preferred agencies,
 * then its agency's on-time record, then how near the agency is.
 */
export interface RankedOfferFacts {
  pickupAt: Date;
  /** The agency's place in the facility's preferred agencies (0 first), null when it is not one of them. */
  preferredRank: number | null;
  /** The agency's on-time pickup rate (0–1), null with nothing measured. */
  onTimeRate: number | null;
  distanceMiles: number | null;
}

/**
 * Offers in the order the facility sees them: earliest pickup first; on a tie the facility's preferred agencies before
 * the others, in its order, then the better on-time record, then the nearer agency.
 */
export function rankOffers<T extends RankedOfferFacts>(offers: readonly T[]): T[] {
  return [...offers].sort(
    (a, b) =>
      a.pickupAt.getTime() - b.pickupAt.getTime() ||
      (a.preferredRank ?? Infinity) - (b.preferredRank ?? Infinity) ||
      (b.onTimeRate ?? -1) - (a.onTimeRate ?? -1) ||
      (a.distanceMiles ?? Infinity) - (b.distanceMiles ?? Infinity),
  );
}

/** The offer awarded at the deadline: the best ranked one still standing whose pickup meets the ready window; null when none does. */
export function offerToAwardAtDeadline<T extends RankedOfferFacts & { status: PickupOfferStatus }>(
  offers: readonly T[],
  r: Pick<OfferableRequest, 'scheduledTime' | 'readyStart' | 'readyEnd'>,
): T | null {
  const window = readyWindowOf(r);
  return rankOffers(offers.filter((o) => o.status === 'OFFERED' && withinWindow(o.pickupAt, window)))[0] ?? null;
}

/**
 * The offer deadline after the facility changed the request's time with offers standing: never sooner than the
 * agencies' time to confirm or change them.
 */
export function deadlineAfterChange(deadline: Date | null, now: Date): Date {
  const confirmBy = now.getTime() + REOFFER_MINUTES * 60_000;
  return new Date(Math.max(deadline?.getTime() ?? 0, confirmBy));
}

/** Whether an awarded offer was kept: the unit arrived no later than the committed time and the tolerance. */
export const offerKept = (committedAt: Date, arrivedAt: Date) => arrivedAt.getTime() <= committedAt.getTime() + OFFER_KEPT_TOLERANCE_MINUTES * 60_000;

/** The history note of an award: who awarded it (person and organisation), to which agency, for what pickup. */
export const awardNote = (awarder: { name: string; organisation: string }, agency: string, pickupAt: Date) =>
  `Awarded by ${awarder.name}, ${awarder.organisation} to ${agency}; pickup committed for ${pickupAt.toISOString()}`;
/** The history note of an automatic award at the deadline. */
export const automaticAwardNote = (pickupAt: Date, agency: string) =>
  `Awarded automatically to ${agency} at the offer deadline; pickup committed for ${pickupAt.toISOString()}`;
/** The history note when the deadline passed without an offer meeting the ready window. */
export const noOfferNote = 'No offer met the ready window by the offer deadline: waiting for an agency to accept';
