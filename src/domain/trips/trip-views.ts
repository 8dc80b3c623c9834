// What the trip lists take: their filters, sorts and paging, and the CSV export's columns and file name.
import { z } from 'zod';
import { LIST_LIMIT, listSearch, pageLimit, pageOffset, sortOrder } from '../common/list-paging';
import { TRANSPORT_LEVELS, TRIP_PRIORITIES, TRIP_STATUSES } from '../common/enums';
import { pickupDayFields, pickupDayProblem, type PickupDayQuery } from './pickup-days';
import { TRIP_STATES, type TripState } from './trip-states';

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

const stateList = z
  .string()
  .trim()
  .transform((s) => [...new Set(s.split(',').map((x) => x.trim().toLowerCase()).filter(Boolean))])
  .refine((xs) => xs.length > 0 && xs.every((x) => (TRIP_STATES as readonly string[]).includes(x)), `state must list values among ${TRIP_STATES.join(', ')}`)
  .transform((xs) => xs as TripState[]);

/** A query whose pickup day, first and last date disagree is refused, naming the field. */
const refusingDayProblems = (q: PickupDayQuery, ctx: z.RefinementCtx) => {
  const problem = pickupDayProblem(q);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
};

/** The filters of GET /api/trips and GET /api/trips/export: each narrows the caller's own trips, never widens them. */
const tripFilterFields = z.object({
  status: upperList(TRIP_STATUSES, 'PENDING,ACCEPTED').optional(),
  /** The facility's states (src/domain/trips/trip-states.ts), any of them: waiting,booked. */
  state: stateList.optional(),
  /** The pickup's day in the caller's zone: today, upcoming (after today), past (before today), or range from..to. */
  ...pickupDayFields,
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
export const tripFilterQuery = tripFilterFields.superRefine(refusingDayProblems);
export type TripFilterQuery = z.output<typeof tripFilterQuery>;

/** The list's sorts: a column, or `work`, the work order of trip-work-order.ts (fixed, so `order` does not apply to it). */
export const TRIP_LIST_SORTS = [...TRIP_SORT_FIELDS, 'work'] as const;
export type TripListSort = (typeof TRIP_LIST_SORTS)[number];

/** GET /api/trips?status=PENDING,ACCEPTED&search=&sort=scheduledTime&order=asc&limit=&offset=&summary=true */
export const tripListQuery = tripFilterFields
  .extend({
    sort: z.enum(TRIP_LIST_SORTS).default('createdAt'),
    limit: pageLimit.default(TRIP_LIST_LIMIT.default),
    offset: pageOffset.default(0),
    summary: z.stringbool().default(false),
  })
  .superRefine(refusingDayProblems);
export type TripListQuery = z.output<typeof tripListQuery>;

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
  // beyond the spec's columns, after them so that its readers find its columns where it puts them: the times in the
  // reader's zone and the status and priority in words
  'Scheduled Time (local)',
  'Created At (local)',
  'Status (words)',
  'Priority (words)',
] as const;
export const UNASSIGNED_AGENCY = 'Unassigned';
/** trips-{date}.csv, the date as YYYY-MM-DD. */
export const tripCsvFileName = (date: string) => `trips-${date}.csv`;
