// When the unit carrying an accepted trip should reach the pickup: the facility's "Arriving about 14:20". Only from
// what the agency's side reported: the unit's last reported position (driven with the pricing module's speed model)
// or the pickup time its agency committed to. The scheduled time is the facility's own wish, never an estimate.
import type { TripStatus } from '../common/enums';
import type { LatLng } from '../places/geo';
import { drivingMinutesFor, loadedMilesBetween } from '../planning/pricing';
import type { TripStep } from './trip-steps';

export const ARRIVAL_ORIGINS = ['UNIT_POSITION', 'COMMITTED_PICKUP'] as const;
export type ArrivalOrigin = (typeof ARRIVAL_ORIGINS)[number];

/** What the estimate reads of a trip and its unit. */
export interface ArrivalFacts {
  status: TripStatus;
  assignedUnitId: string | null;
  latestStep: TripStep | null;
  latestStepAt: Date | null;
  /** The pickup time the agency committed to when it won the trip with an offer; else null. */
  committedPickupAt: Date | null;
  pickup: LatLng | null;
  /** Where the assigned unit last reported itself; null when it never did. */
  unitPosition: LatLng | null;
}

export interface EstimatedArrival {
  /** When the unit should reach the pickup. */
  at: Date;
  /** Whole minutes of driving from the unit's position to the pickup; null for a committed pickup, which is no drive. */
  minutes: number | null;
  from: ArrivalOrigin;
}

/** The drive from the unit's reported position to the pickup, in whole minutes; null without both points. */
function minutesToPickup(f: ArrivalFacts): number | null {
  if (f.assignedUnitId === null || !f.unitPosition || !f.pickup) return null;
  return Math.round(drivingMinutesFor(loadedMilesBetween(f.unitPosition, f.pickup)));
}

/**
 * The estimate, while the trip is ACCEPTED and its crew has not gone past En route:
 * - En route, from a reported position: the step's time plus the drive, never before now (UNIT_POSITION);
 * - otherwise the pickup time the agency committed to (COMMITTED_PICKUP), or later when the unit could not make it
 *   from where it reported itself (UNIT_POSITION).
 * Null otherwise: a trip whose crew has not set out and whose agency committed to no time has no estimate.
 */
export function estimatedArrival(f: ArrivalFacts, now: Date): EstimatedArrival | null {
  if (f.status !== 'ACCEPTED') return null;
  if (f.latestStep !== null && f.latestStep !== 'EN_ROUTE') return null;
  const minutes = minutesToPickup(f);
  const drive = minutes === null ? null : minutes * 60_000;
  if (f.latestStep === 'EN_ROUTE' && f.latestStepAt && drive !== null) {
    return { at: new Date(Math.max(f.latestStepAt.getTime() + drive, now.getTime())), minutes, from: 'UNIT_POSITION' };
  }
  if (f.committedPickupAt === null) return null;
  if (drive !== null && now.getTime() + drive > f.committedPickupAt.getTime()) {
    return { at: new Date(now.getTime() + drive), minutes, from: 'UNIT_POSITION' };
  }
  return { at: f.committedPickupAt, minutes: null, from: 'COMMITTED_PICKUP' };
}
