// GET /api/trips/facility-overview: the healthcare portal Overview's three cards, over all the facility's trips.
import type { TripStatus } from '../common/enums';

export interface HospitalOverview {
  /** Requests still waiting for an agency (PENDING). */
  pendingRequests: number;
  /** Trips completed since local midnight in the server's zone, by their completion time (not the scheduled one). */
  completedToday: number;
  /** HIGH or CRITICAL requests still under way. */
  highPriority: number;
}

/** A nurse watches the urgent requests still under way, not last month's finished ones. */
export const OPEN_TRIP_STATUSES: readonly TripStatus[] = ['PENDING', 'ACCEPTED', 'IN_PROGRESS'];
