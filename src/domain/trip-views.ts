// What the trip calls answer (spec part 1 §3 Trip, part 2 §3 facility list and agency dashboard).
import { z } from 'zod';
import { TRIP_STATUSES, type AgencyResponse, type TransportLevel, type TripPriority, type TripStatus } from './enums';

/** A row of GET /api/trips, newest first. */
export interface TripListItem {
  id: string;
  tripNumber: string;
  patientId: string;
  /** The spec's facility list reads `patientName`: it holds the patient id, never a person's name (HIPAA). */
  patientName: string;
  fromLocation: string;
  toLocation: string;
  status: TripStatus;
  priority: TripPriority;
  transportLevel: TransportLevel;
  urgencyLevel: string;
  scheduledTime: string;
  createdAt: string;
  assignedAgency: { id: string; name: string } | null;
  diagnosis: string | null;
  mobilityLevel: string;
  oxygenRequired: boolean;
  monitoringRequired: boolean;
  actualStartTime: string | null;
}

/** An agency the trip was offered to, with its answer so far; distance from the origin in miles (one decimal). */
export interface OfferedAgency {
  id: string;
  name: string;
  distanceMiles: number | null;
  response: AgencyResponse;
  respondedAt: string | null;
}

/** One status change of the trip's timeline (oldest first). */
export interface TripHistoryEntry {
  fromStatus: TripStatus | null;
  toStatus: TripStatus;
  at: string;
  actorName: string | null;
  actorRole: string | null;
  actorOrganisation: string | null;
  note: string | null;
}

/** GET /api/trips/{id}, and the answer of every create and status call. */
export interface TripDetails extends TripListItem {
  hospitalId: string | null;
  originFacilityId: string | null;
  destinationFacilityId: string | null;
  fromLatitude: number | null;
  fromLongitude: number | null;
  toLatitude: number | null;
  toLongitude: number | null;
  patientWeight: number | null;
  specialNeeds: string | null;
  insuranceCompany: string | null;
  generateQRCode: boolean;
  /** A data: URL of an SVG QR code encoding only the trip number, or null. */
  qrCode: string | null;
  readyStart: string | null;
  readyEnd: string | null;
  isolation: boolean;
  bariatric: boolean;
  specialRequirements: string | null;
  notes: string | null;
  notificationRadius: number;
  assignedAgencyId: string | null;
  assignedUnitId: string | null;
  acceptedTimestamp: string | null;
  pickupTimestamp: string | null;
  completionTimestamp: string | null;
  actualEndTime: string | null;
  cancelledTimestamp: string | null;
  cancellationReason: string | null;
  updatedAt: string;
  version: number;
  offeredAgencies: OfferedAgency[];
  history: TripHistoryEntry[];
}

export const TRIP_LIST_LIMIT = { default: 100, max: 500 } as const;

const statusList = z
  .string()
  .trim()
  .transform((s) => [...new Set(s.split(',').map((x) => x.trim().toUpperCase()).filter(Boolean))])
  .pipe(z.array(z.enum(TRIP_STATUSES, { error: 'must list trip statuses such as PENDING,ACCEPTED' })));

/** GET /api/trips?status=PENDING,ACCEPTED&limit=&offset= */
export const tripListQuery = z.object({
  status: statusList.optional(),
  limit: z.coerce.number().int().min(1).max(TRIP_LIST_LIMIT.max).default(TRIP_LIST_LIMIT.default),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TripListQuery = z.output<typeof tripListQuery>;
