// When the unit carrying an accepted trip should reach the pickup: the facility's "Arriving about 14:20". Measured with
// the pricing module's speed model from the unit's last reported position, else from its agency's base.
import type { TripStatus } from '../common/enums';
import type { LatLng } from '../places/geo';
import { drivingMinutesFor, loadedMilesBetween } from '../planning/pricing';
import type { TripStep } from './trip-steps';

export const ARRIVAL_ORIGINS = ['UNIT_POSITION', 'AGENCY_BASE'] as const;
export type ArrivalOrigin = (typeof ARRIVAL_ORIGINS)[number];

/** What the estimate reads of a trip, its unit and its agency. */
export interface ArrivalFacts {
  status: TripStatus;
  assignedUnitId: string | null;
  latestStep: TripStep | null;
  latestStepAt: Date | null;
  scheduledTime: Date;
  /** The pickup time the agency committed to when it won the trip with an offer; else null. */
  committedPickupAt: Date | null;
  pickup: LatLng | null;
  unitPosition: LatLng | null;
  agencyBase: LatLng | null;
}

export interface EstimatedArrival {
  /** When the unit should reach the pickup. */
  at: Date;
  /** Whole minutes of driving from where it was measured to the pickup. */
  minutes: number;
  from: ArrivalOrigin;
}

/**
 * The estimate, while the unit is on its way: the trip is ACCEPTED with a unit named and no step past En route. Before
 * En route the unit is expected at the pickup time its agency committed to (else the scheduled time), or later when it
 * could not make it from where it is now; once En route, at the step's time plus the drive, never before now. Null
 * otherwise, or when no point to measure from is known: a guess is never shown.
 */
export function estimatedArrival(f: ArrivalFacts, now: Date): EstimatedArrival | null {
  if (f.status !== 'ACCEPTED' || f.assignedUnitId === null || !f.pickup) return null;
  if (f.latestStep !== null && f.latestStep !== 'EN_ROUTE') return null;
  const origin = f.unitPosition ?? f.agencyBase;
  if (!origin) return null;
  const minutes = Math.round(drivingMinutesFor(loadedMilesBetween(origin, f.pickup)));
  const drive = minutes * 60_000;
  const enRouteAt = f.latestStep === 'EN_ROUTE' ? f.latestStepAt : null;
  const at = enRouteAt
    ? Math.max(enRouteAt.getTime() + drive, now.getTime())
    : Math.max((f.committedPickupAt ?? f.scheduledTime).getTime(), now.getTime() + drive);
  return { at: new Date(at), minutes, from: f.unitPosition ? 'UNIT_POSITION' : 'AGENCY_BASE' };
}
