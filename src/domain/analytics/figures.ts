// Every figure the analytics, revenue, performance and financial screens show, defined once, in words and in code.
// The server computes them in SQL over all trips; these functions are the reference its tests compare against, on
// trips built by hand. Shares (rates, ratios, efficiency) are fractions from 0 to 1 with three decimals, which the
// screens show as percentages with one; money has two decimals, miles one, minutes one. A figure with nothing to
// measure (no completed trip, no answered offer) is null, shown as a dash, never a made-up zero.
import { greatCircleMiles, type LatLng } from '../places/geo';
import { ROAD_FACTOR } from '../planning/pricing';
import type { TripStatus } from '../common/enums';
import type { TripStep } from '../trips/trip-steps';
import { offerKept } from '../trips/pickup-offers';

/** A half-open window of time: from ≤ t < to. */
export interface Window {
  from: Date;
  to: Date;
}

/** What the figures read of a trip. */
export interface TripFacts {
  status: TripStatus;
  requestedAt: Date;
  acceptedAt: Date | null;
  pickupAt: Date | null;
  completedAt: Date | null;
  /** The end of the ready window: the latest pickup that is on time. */
  readyEnd: Date | null;
  revenue: number | null;
  loadedMiles: number | null;
  agencyId: string | null;
  unitId: string | null;
  from: LatLng | null;
  to: LatLng | null;
  /** When the crew recorded each live step of the trip; none for a trip carried without the crew's app. */
  steps?: Partial<Record<TripStep, Date>>;
  /** The pickup time the agency committed to in its awarded offer (a compare-offers request); else none. */
  committedPickupAt?: Date | null;
}

/** One agency's answer to an offered trip; a trip another agency took leaves this one unanswered. */
export interface OfferFacts {
  response: 'OFFERED' | 'ACCEPTED' | 'DECLINED';
  respondedAt: Date | null;
}

/** A stretch of a unit's status history (each row holds until the unit's next change). */
export interface UnitStatusSpan {
  status: string;
  from: Date;
  to: Date;
}

/** The days of pickups an agency's on-time record counts where its pickup offers are compared. */
export const ON_TIME_RECORD_DAYS = 90;

/** A drop-off this long before a pickup still places the unit there (one shift); older, the unit is back at base. */
export const SAME_SHIFT_HOURS = 12;

export const roundTo = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
/** part ÷ whole to three decimals; null when there is no whole. */
export const share = (part: number, whole: number) => (whole === 0 ? null : roundTo(part / whole, 3));
const minutesBetween = (a: Date, b: Date) => (b.getTime() - a.getTime()) / 60_000;
export const inWindow = (t: Date | null, w: Window): t is Date => t !== null && t >= w.from && t < w.to;

/** Completed trips: status COMPLETED with the completion inside the window. Revenue and miles count these only. */
export const completedIn = (trips: readonly TripFacts[], w: Window) => trips.filter((t) => t.status === 'COMPLETED' && inWindow(t.completedAt, w));

/** Total revenue: the sum of the fees of the trips completed in the window (a trip without a fee counts $0). */
export const totalRevenue = (completed: readonly TripFacts[]) => roundTo(completed.reduce((s, t) => s + (t.revenue ?? 0), 0), 2);

/** Average revenue per trip: total revenue ÷ trips completed. */
export const averageRevenuePerTrip = (completed: readonly TripFacts[]) =>
  completed.length === 0 ? null : roundTo(totalRevenue(completed) / completed.length, 2);

/** Unit hours: the time each completed trip held its unit, from acceptance to completion. */
export const unitHours = (completed: readonly TripFacts[]) =>
  completed.reduce((s, t) => s + (t.acceptedAt && t.completedAt ? minutesBetween(t.acceptedAt, t.completedAt) / 60 : 0), 0);

/** Revenue per hour: total revenue ÷ unit hours. */
export function revenuePerHour(completed: readonly TripFacts[]) {
  const hours = unitHours(completed);
  return hours === 0 ? null : roundTo(totalRevenue(completed) / hours, 2);
}

/** Loaded miles: the road miles driven with the patient aboard, summed over the completed trips. */
export const loadedMiles = (completed: readonly TripFacts[]) => roundTo(completed.reduce((s, t) => s + (t.loadedMiles ?? 0), 0), 1);

/** Road miles between two points, as the pricing module measures loaded miles (unrounded, so sums stay exact). */
const roadMiles = (a: LatLng, b: LatLng) => greatCircleMiles(a, b) * ROAD_FACTOR;

/**
 * Deadhead miles: the road miles driven empty to each completed trip's pickup: from the drop-off of the same unit's
 * previous completed trip when that was within the shift before the pickup, else from the agency's base. A trip
 * without a known pickup point or starting point adds nothing (unknown, not zero-cost).
 * `all` is every trip (earlier drop-offs may lie before the window); `bases` the agencies' coordinates. The server
 * records each trip's deadhead by this rule as the trip is completed (src/server/modules/trips/deadhead.ts).
 */
export function deadheadMiles(completed: readonly TripFacts[], all: readonly TripFacts[], bases: ReadonlyMap<string, LatLng>) {
  let miles = 0;
  for (const trip of completed) {
    if (!trip.from || !trip.pickupAt) continue;
    const start = previousDropOff(trip, all) ?? (trip.agencyId ? bases.get(trip.agencyId) : undefined);
    if (start) miles += roadMiles(start, trip.from);
  }
  return roundTo(miles, 1);
}

function previousDropOff(trip: TripFacts, all: readonly TripFacts[]): LatLng | null {
  if (!trip.unitId || !trip.pickupAt) return null;
  const shiftStart = trip.pickupAt.getTime() - SAME_SHIFT_HOURS * 3_600_000;
  let latest: TripFacts | null = null;
  for (const t of all) {
    if (t === trip || t.unitId !== trip.unitId || t.status !== 'COMPLETED' || !t.completedAt || !t.to) continue;
    const at = t.completedAt.getTime();
    if (at <= trip.pickupAt.getTime() && at > shiftStart && (!latest || at > latest.completedAt!.getTime())) latest = t;
  }
  return latest?.to ?? null;
}

/** Loaded-mile ratio: loaded miles ÷ (loaded + deadhead miles), the share of driving that earns. */
export const loadedMileRatio = (loaded: number, deadhead: number) => share(loaded, loaded + deadhead);

/** Minutes from each trip's request to its acceptance, for the trips accepted in the window. */
export const responseMinutes = (trips: readonly TripFacts[], w: Window) =>
  trips.flatMap((t) => (inWindow(t.acceptedAt, w) ? [minutesBetween(t.requestedAt, t.acceptedAt)] : []));

/**
 * When the unit reached the patient: the crew's At pickup step, or, for a trip without it, its pickup time (when the
 * patient was loaded, the time the dispatcher's Start Trip keeps).
 */
export const arrivedAt = (t: TripFacts): Date | null => t.steps?.AT_PICKUP ?? t.pickupAt;

/** Minutes from each trip's acceptance to the unit's arrival at the pickup, for the trips picked up in the window. */
export const pickupMinutes = (trips: readonly TripFacts[], w: Window) =>
  trips.flatMap((t) => (t.acceptedAt && inWindow(t.pickupAt, w) ? [minutesBetween(t.acceptedAt, arrivedAt(t)!)] : []));

/** The trips picked up in the window: how many, and how many of them the crew's At pickup step timed. */
export function pickupsTimedBySteps(trips: readonly TripFacts[], w: Window) {
  const picked = trips.filter((t) => inWindow(t.pickupAt, w));
  return { trips: picked.length, timedBySteps: picked.filter((t) => t.steps?.AT_PICKUP).length };
}

/** Minutes between two steps of each trip that has both. */
const minutesBetweenSteps = (trips: readonly TripFacts[], from: TripStep, to: TripStep) =>
  trips.flatMap((t) => (t.steps?.[from] && t.steps[to] ? [minutesBetween(t.steps[from], t.steps[to])] : []));

/** Time at the bedside: minutes from At pickup to Patient loaded, for the trips picked up in the window with both steps. */
export const bedsideMinutes = (trips: readonly TripFacts[], w: Window) =>
  minutesBetweenSteps(
    trips.filter((t) => inWindow(t.pickupAt, w)),
    'AT_PICKUP',
    'PATIENT_LOADED',
  );

/** Time to hand over: minutes from At destination to Handed over, for the trips completed in the window with both steps. */
export const handoverMinutes = (trips: readonly TripFacts[], w: Window) => minutesBetweenSteps(completedIn(trips, w), 'AT_DESTINATION', 'HANDED_OVER');

/** The mean of some minutes, to one decimal. */
export const averageMinutes = (minutes: readonly number[]) =>
  minutes.length === 0 ? null : roundTo(minutes.reduce((s, m) => s + m, 0) / minutes.length, 1);

/** The median of some minutes (the mean of the middle two for an even count), to one decimal. */
export function medianMinutes(minutes: readonly number[]) {
  if (minutes.length === 0) return null;
  const sorted = [...minutes].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return roundTo(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2, 1);
}

/**
 * On-time pickup rate: of the trips picked up in the window, the share whose unit reached the patient (arrivedAt) no
 * later than the end of the ready window the scheduled time opens.
 */
export function onTimePickupRate(trips: readonly TripFacts[], w: Window) {
  const picked = trips.filter((t) => inWindow(t.pickupAt, w) && t.readyEnd);
  return share(picked.filter((t) => arrivedAt(t)! <= t.readyEnd!).length, picked.length);
}

/**
 * Offers kept: of the trips picked up in the window whose agency won them with a pickup offer, those whose unit reached
 * the patient (arrivedAt) no later than the committed time and the tolerance.
 */
export function offersKept(trips: readonly TripFacts[], w: Window) {
  const awarded = trips.filter((t) => inWindow(t.pickupAt, w) && t.committedPickupAt);
  const kept = awarded.filter((t) => offerKept(t.committedPickupAt!, arrivedAt(t)!)).length;
  return { awardedOffers: awarded.length, offersKept: kept, offersKeptRate: share(kept, awarded.length) };
}

/** Acceptance rate: offers accepted ÷ offers answered (accepted or declined) in the window; unanswered offers do not count. */
export function acceptanceRate(offers: readonly OfferFacts[], w: Window) {
  const answered = offers.filter((o) => o.response !== 'OFFERED' && inWindow(o.respondedAt, w));
  return share(answered.filter((o) => o.response === 'ACCEPTED').length, answered.length);
}

/**
 * Unit efficiency: time on task ÷ time in service over the window: seconds COMMITTED ÷ seconds AVAILABLE or
 * COMMITTED (out of service and maintenance are not in service).
 */
export function unitEfficiency(spans: readonly UnitStatusSpan[], w: Window) {
  let onTask = 0;
  let inService = 0;
  for (const s of spans) {
    const seconds = Math.max(0, Math.min(s.to.getTime(), w.to.getTime()) - Math.max(s.from.getTime(), w.from.getTime())) / 1000;
    if (s.status === 'COMMITTED') onTask += seconds;
    if (s.status === 'COMMITTED' || s.status === 'AVAILABLE') inService += seconds;
  }
  return share(onTask, inService);
}
