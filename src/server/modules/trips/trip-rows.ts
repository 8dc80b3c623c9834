// The rows of every trip list: the columns a list item shows (not the whole trip: fewer columns, less to read, map
// and send for every row) and the name of the agency the trip is assigned to.
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { agencies, trips } from '@/server/db/schema';

const LIST_COLUMNS = {
  id: trips.id,
  tripNumber: trips.tripNumber,
  patientId: trips.patientId,
  fromLocation: trips.fromLocation,
  toLocation: trips.toLocation,
  status: trips.status,
  priority: trips.priority,
  transportLevel: trips.transportLevel,
  urgencyLevel: trips.urgencyLevel,
  scheduledTime: trips.scheduledTime,
  createdAt: trips.createdAt,
  diagnosis: trips.diagnosis,
  mobilityLevel: trips.mobilityLevel,
  oxygenRequired: trips.oxygenRequired,
  monitoringRequired: trips.monitoringRequired,
  // two flags and a number for the need badges; the free texts (special needs, notes) come with the details alone
  isolation: trips.isolation,
  bariatric: trips.bariatric,
  patientWeight: trips.patientWeight,
  actualStartTime: trips.actualStartTime,
  hospitalId: trips.hospitalId,
  assignedAgencyId: trips.assignedAgencyId,
  acceptedTimestamp: trips.acceptedTimestamp,
  pickupTimestamp: trips.pickupTimestamp,
  completionTimestamp: trips.completionTimestamp,
  cancelledTimestamp: trips.cancelledTimestamp,
  escalatedAt: trips.escalatedAt,
  loadedMiles: trips.loadedMiles,
  estimatedMinutes: trips.estimatedMinutes,
  revenue: trips.revenue,
  assignedUnitId: trips.assignedUnitId,
  latestStep: trips.latestStep,
  latestStepAt: trips.latestStepAt,
  returnTripId: trips.returnTripId,
  returnKind: trips.returnKind,
  returnOpenedAt: trips.returnOpenedAt,
  acceptanceMode: trips.acceptanceMode,
  offerDeadline: trips.offerDeadline,
  committedPickupAt: trips.committedPickupAt,
  phoneAcceptedBy: trips.phoneAcceptedBy,
  phoneRecordedBy: trips.phoneRecordedBy,
  phoneRecordedAt: trips.phoneRecordedAt,
};

/** What a list item is made of: these columns of a trip. */
export type TripListRow = Pick<typeof trips.$inferSelect, keyof typeof LIST_COLUMNS>;

/** A list row's selection, for a query that adds columns of its own to it. */
export const TRIP_ROW_SELECTION = { trip: LIST_COLUMNS, agencyName: agencies.name };
export const withAssignedAgency = eq(agencies.id, trips.assignedAgencyId);

export const selectTripRows = (db: Db) => db.select(TRIP_ROW_SELECTION).from(trips).leftJoin(agencies, withAssignedAgency);

/** One page of a list and how many trips match its filters. */
export interface TripPage {
  rows: { trip: TripListRow; agencyName: string | null; suggestedUnitId?: string | null }[];
  total: number;
}
