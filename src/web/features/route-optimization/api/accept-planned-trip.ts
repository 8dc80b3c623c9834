import { updateTripStatus } from '@/web/features/ems-dashboard';

/** PUT /api/trips/{id}/status: the agency accepts a planned request for the unit the plan gave it to. */
export const acceptPlannedTrip = (tripId: string, unitId: string, now = new Date()) =>
  updateTripStatus({ id: tripId, body: { status: 'ACCEPTED', assignedUnitId: unitId, acceptedTimestamp: now.toISOString() } });
