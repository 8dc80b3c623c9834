// Distance, time and fee of a transport: one table for the agency screens, analytics and the route optimizer.
// The specification gives no rates; these are typical US inter-facility figures.
import { greatCircleMiles, type LatLng } from '../places/geo';
import type { TransportLevel, TripPriority } from '../common/enums';

/** Roads are longer than the straight line: loaded miles = great-circle miles × this factor. */
export const ROAD_FACTOR = 1.3;
/** Average speed of a non-emergency transport in mixed urban and highway traffic, in miles per hour. */
export const AVERAGE_SPEED_MPH = 30;
/** Minutes at each end for loading and handing over the patient, added to the driving time. */
export const HANDLING_MINUTES = 10;

/** The fee schedule: a base fee by level, a rate per loaded mile by level, and a multiplier by priority. */
export const FEE_SCHEDULE = {
  base: { BLS: 425, ALS: 650, CCT: 1150 } satisfies Record<TransportLevel, number>,
  perLoadedMile: { BLS: 14.5, ALS: 16.5, CCT: 22 } satisfies Record<TransportLevel, number>,
  // a HIGH or CRITICAL transfer ties up a crew at short notice and is billed higher
  priorityMultiplier: { LOW: 1, MEDIUM: 1, HIGH: 1.15, CRITICAL: 1.3 } satisfies Record<TripPriority, number>,
} as const;

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** Road miles between two points, to one decimal. */
export const loadedMilesBetween = (from: LatLng, to: LatLng): number => round(greatCircleMiles(from, to) * ROAD_FACTOR, 1);

/** Minutes of driving over some road miles at the average speed, unrounded. */
export const drivingMinutesFor = (roadMiles: number): number => (roadMiles / AVERAGE_SPEED_MPH) * 60;

/** Whole minutes from ready at the origin to handed over at the destination. */
export const estimatedMinutesFor = (loadedMiles: number): number => Math.round(HANDLING_MINUTES + drivingMinutesFor(loadedMiles));

/** The fee in dollars, to the cent. */
export const tripRevenue = (level: TransportLevel, priority: TripPriority, loadedMiles: number): number =>
  round((FEE_SCHEDULE.base[level] + FEE_SCHEDULE.perLoadedMile[level] * loadedMiles) * FEE_SCHEDULE.priorityMultiplier[priority], 2);

export interface TripPricing {
  loadedMiles: number | null;
  estimatedMinutes: number | null;
  revenue: number | null;
}

/** What a trip is worth; all null when either end has no coordinates (the screens then show a dash, never a guess). */
export function priceTrip(trip: { from: LatLng | null; to: LatLng | null; level: TransportLevel; priority: TripPriority }): TripPricing {
  if (!trip.from || !trip.to) return { loadedMiles: null, estimatedMinutes: null, revenue: null };
  const loadedMiles = loadedMilesBetween(trip.from, trip.to);
  return { loadedMiles, estimatedMinutes: estimatedMinutesFor(loadedMiles), revenue: tripRevenue(trip.level, trip.priority, loadedMiles) };
}
