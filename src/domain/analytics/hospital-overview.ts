// GET /api/trips/facility-overview: which trips the healthcare portal Overview's cards count (the answer: ./overview-answers).
import type { TripStatus } from '../common/enums';

/** A nurse watches the urgent requests still under way, not last month's finished ones. */
export const OPEN_TRIP_STATUSES: readonly TripStatus[] = ['PENDING', 'ACCEPTED', 'IN_PROGRESS'];
