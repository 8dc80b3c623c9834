// What the trip calls answer: a trip, and the lists of the control center, the facility and the agency dashboard.
import { z } from 'zod';
import { LIST_LIMIT, listSearch, pageLimit, pageOffset, sortOrder } from '../common/list-paging';
import { TRANSPORT_LEVELS, TRIP_PRIORITIES, TRIP_STATUSES, type AgencyResponse, type TransportLevel, type TripPriority, type TripStatus } from '../common/enums';

/** A row of GET /api/trips (newest first unless sorted otherwise). */
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
  /** With the mobility level, oxygen and escalation: what the row's need badges are read from (trip-needs.ts). */
  isolation: boolean;
  bariatric: boolean;
  patientWeight: number | null;
  actualStartTime: string | null;
  hospitalId: string | null;
  assignedAgencyId: string | null;
  acceptedTimestamp: string | null;
  pickupTimestamp: string | null;
  completionTimestamp: string | null;
  cancelledTimestamp: string | null;
  /** When the request, left waiting past the control center's delay, was escalated (src/domain/trips/escalation.ts); else null. */
  escalatedAt: string | null;
  /** Road miles, minutes and fee from `src/domain/planning/pricing.ts`, fixed when the trip was requested; null without coordinates. */
  loadedMiles: number | null;
  estimatedMinutes: number | null;
  revenue: number | null;
  /** The unit carrying the trip, once its agency named one. */
  assignedUnitId: string | null;
  /** In an agency's Available Trips: the unit the control center's dispatch plan offered the trip for; else null. */
  suggestedUnitId: string | null;
}

/** An agency the trip was offered to, with its answer so far; distance from the origin in miles (one decimal). */
export interface OfferedAgency {
  id: string;
  name: string;
  distanceMiles: number | null;
  response: AgencyResponse;
  respondedAt: string | null;
  /** Why it declined, in words (src/domain/trips/decline-reasons.ts); null when it did not say or has not declined. */
  declineReason: string | null;
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
  originFacilityId: string | null;
  destinationFacilityId: string | null;
  fromLatitude: number | null;
  fromLongitude: number | null;
  toLatitude: number | null;
  toLongitude: number | null;
  specialNeeds: string | null;
  insuranceCompany: string | null;
  generateQRCode: boolean;
  /** A data: URL of an SVG QR code encoding only the trip number, or null. */
  qrCode: string | null;
  readyStart: string | null;
  readyEnd: string | null;
  specialRequirements: string | null;
  notes: string | null;
  notificationRadius: number;
  /** The number of the unit carrying the trip, once its agency named one. */
  assignedUnitNumber: string | null;
  actualEndTime: string | null;
  cancellationReason: string | null;
  updatedAt: string;
  version: number;
  offeredAgencies: OfferedAgency[];
  history: TripHistoryEntry[];
}

/**
 * GET /api/trips/{id}/contacts: someone to call about a trip, the requesting facility's contact or the pickup's or the
 * destination's own line; only those with a contact name, phone or e-mail.
 */
export interface TripContact {
  role: 'requester' | 'pickup' | 'destination';
  name: string;
  contactName: string | null;
  phone: string | null;
  email: string | null;
}

export const TRIP_LIST_LIMIT = LIST_LIMIT;

/** The Trip Management date ranges, on the creation time; the hours each covers, null for all time. */
export const TRIP_DATE_RANGES = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24, all: null } as const;
export type TripDateRange = keyof typeof TRIP_DATE_RANGES;
export const TRIP_SORT_FIELDS = ['createdAt', 'tripNumber', 'scheduledTime'] as const;
export type TripSortField = (typeof TRIP_SORT_FIELDS)[number];
/** The transport level filter's extra choice: a level outside BLS, ALS and CCT. */
export const OTHER_TRANSPORT_LEVEL = 'Other';

const upperList = <T extends string>(values: readonly T[], example: string) =>
  z
    .string()
    .trim()
    .transform((s) => [...new Set(s.split(',').map((x) => x.trim().toUpperCase()).filter(Boolean))])
    .refine((xs) => xs.every((x) => (values as readonly string[]).includes(x)), `must list values such as ${example}`)
    .transform((xs) => xs as T[]);

/** The filters of GET /api/trips and GET /api/trips/export: each narrows the caller's own trips, never widens them. */
export const tripFilterQuery = z.object({
  status: upperList(TRIP_STATUSES, 'PENDING,ACCEPTED').optional(),
  priority: upperList(TRIP_PRIORITIES, 'HIGH,CRITICAL').optional(),
  transportLevel: z.enum([...TRANSPORT_LEVELS, OTHER_TRANSPORT_LEVEL]).optional(),
  /** Part of the trip number, patient id, origin or destination, any case. */
  search: listSearch.optional(),
  dateRange: z.enum(Object.keys(TRIP_DATE_RANGES) as [TripDateRange, ...TripDateRange[]]).default('all'),
  hospitalId: z.uuid({ error: 'hospitalId must be a hospital id' }).optional(),
  /** true: only the requests escalated for want of an agency (src/domain/trips/escalation.ts); false: none of them. */
  escalated: z.stringbool({ error: 'escalated must be true or false' }).optional(),
  sort: z.enum(TRIP_SORT_FIELDS).default('createdAt'),
  order: sortOrder.default('desc'),
});
export type TripFilterQuery = z.output<typeof tripFilterQuery>;

/** The list's sorts: a column, or `work`, the work order of trip-work-order.ts (fixed, so `order` does not apply to it). */
export const TRIP_LIST_SORTS = [...TRIP_SORT_FIELDS, 'work'] as const;
export type TripListSort = (typeof TRIP_LIST_SORTS)[number];

/** GET /api/trips?status=PENDING,ACCEPTED&search=&sort=scheduledTime&order=asc&limit=&offset=&summary=true */
export const tripListQuery = tripFilterQuery.extend({
  sort: z.enum(TRIP_LIST_SORTS).default('createdAt'),
  limit: pageLimit.default(TRIP_LIST_LIMIT.default),
  offset: pageOffset.default(0),
  summary: z.stringbool().default(false),
});
export type TripListQuery = z.output<typeof tripListQuery>;

/** Every trip the caller may see, unfiltered, by status: the Trip Management counts. */
export interface TripSummary {
  total: number;
  byStatus: Record<TripStatus, number>;
}

/** The answer of GET /api/trips: one page, how many trips match the filters, and the summary when asked for. */
export interface TripListAnswer {
  success: true;
  data: TripListItem[];
  total: number;
  summary?: TripSummary;
}

/** The answer of PUT /api/trips/{id}/status: the trip as it now is, or null when the move took it off the caller's list (a decline). */
export interface TripStatusAnswer {
  success: true;
  data: TripDetails | null;
}

/** GET /api/trips/export: the CSV columns, in the file's order. */
export const TRIP_CSV_COLUMNS = [
  'Trip Number',
  'Patient ID',
  'From Location',
  'To Location',
  'Status',
  'Priority',
  'Transport Level',
  'Scheduled Time',
  'Assigned Agency',
  'Created At',
  // beyond the spec's columns, after them so that its readers find its columns where it puts them
  'Scheduled Time (local)',
  'Created At (local)',
] as const;
export const UNASSIGNED_AGENCY = 'Unassigned';
/** trips-{date}.csv, the date as YYYY-MM-DD. */
export const tripCsvFileName = (date: string) => `trips-${date}.csv`;
