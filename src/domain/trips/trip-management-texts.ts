// Texts of the control center's Trip Management screen and its Create Transport Request form.
// Spec texts are marked "spec"; the rest is the app's own wording. The form's messages live in admin-trip-request.ts.
import type { TransportLevel } from '../common/enums';
import { LIST_PAGING_TEXTS } from '../common/list-paging';
import { OTHER_TRANSPORT_LEVEL, UNASSIGNED_AGENCY, type TripDateRange, type TripSortField } from './trip-views';

const count = (n: number) => n.toLocaleString();

export const TRIP_MANAGEMENT = {
  title: 'Trip Management',
  subtitle: 'Every transport request across all facilities and agencies.',
  refresh: 'Refresh', // spec (refresh button)
  exportCsv: 'Export CSV', // spec
  exporting: 'Exporting...',
  exportFailed: 'The CSV file could not be downloaded. Try again.',
  dismiss: 'Dismiss',
  create: 'Create Transport Request', // spec
  counts: { total: 'Total', pending: 'Pending', inProgress: 'In Progress', completed: 'Completed' }, // spec
  countsLabel: 'Trip counts',
  showing: (shown: number, all: number) => `Showing ${count(shown)} of ${count(all)} trips`, // spec
  lastUpdated: (time: string) => `Last updated: ${time}`, // spec ("last-updated time")
  autoRefresh: 'Refreshes every 30 seconds',
  loading: 'Loading trips…',
  fetchFailed: 'Failed to fetch trips', // spec
  retry: 'Retry',
  empty: {
    title: 'No trips found', // spec
    filtered: 'Try adjusting your filters to see more results.', // spec
    none: 'No trips have been created yet.', // spec
  },
  filters: {
    toggle: 'Filters',
    active: (n: number) => `${n} active`,
    panelLabel: 'Trip filters',
    search: 'Search',
    searchPlaceholder: 'Trip number, patient ID or location',
    status: 'Status',
    allStatuses: 'All Statuses',
    priority: 'Priority',
    allPriorities: 'All Priorities',
    transportLevel: 'Transport Level',
    allLevels: 'All Levels',
    dateRange: 'Date Range',
    hospital: 'Hospital',
    allHospitals: 'All Hospitals', // spec
    findHospital: 'Find hospital',
    hospitalsCut: (shown: number, total: number) => `${count(shown)} of ${count(total)} hospitals listed: type a name to find the others`,
    clear: 'Clear filters',
    escalation: 'Escalation',
    allEscalation: 'All requests',
    escalatedOnly: 'Escalated only',
    notEscalated: 'Not escalated',
  },
  columns: {
    tripNumber: 'Trip Number', // spec
    patientId: 'Patient ID', // spec
    from: 'From', // spec
    to: 'To', // spec
    status: 'Status', // spec
    priority: 'Priority', // spec
    transportLevel: 'Transport Level', // spec
    scheduledTime: 'Scheduled Time', // spec
    assignedAgency: 'Assigned Agency', // spec
    actions: 'Actions', // spec
  },
  tableLabel: 'Trips',
  unassigned: UNASSIGNED_AGENCY, // spec
  view: 'View',
  viewTrip: (tripNumber: string) => `View trip ${tripNumber}`,
  /** what a screen reader says for a phone row's arrow between from and to */
  routeTo: 'to',
  sortBy: (column: string) => `Sort by ${column}`,
  sortLabel: 'Sort',
  sortedAscending: 'ascending',
  sortedDescending: 'descending',
  paging: LIST_PAGING_TEXTS,
  moreRows: (shown: number, total: number) => `Show more (${count(shown)} of ${count(total)} shown)`,
} as const;

/** The transport level filter: BLS, ALS, CCT and Other. */
export const TRANSPORT_LEVEL_FILTER_LABELS: Record<TransportLevel | typeof OTHER_TRANSPORT_LEVEL, string> = {
  BLS: 'BLS',
  ALS: 'ALS',
  CCT: 'CCT',
  [OTHER_TRANSPORT_LEVEL]: 'Other',
};

/** The date range filter: last 24 hours, 7 days, 30 days, all time. */
export const TRIP_DATE_RANGE_LABELS: Record<TripDateRange, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  all: 'All time',
};

/** The phone's sort menu (the table headers are not shown on a phone). */
export const TRIP_SORT_CHOICES: readonly { sort: TripSortField; order: 'asc' | 'desc'; label: string }[] = [
  { sort: 'createdAt', order: 'desc', label: 'Newest first' },
  { sort: 'createdAt', order: 'asc', label: 'Oldest first' },
  { sort: 'tripNumber', order: 'asc', label: 'Trip Number, ascending' },
  { sort: 'tripNumber', order: 'desc', label: 'Trip Number, descending' },
  { sort: 'scheduledTime', order: 'asc', label: 'Scheduled Time, earliest first' },
  { sort: 'scheduledTime', order: 'desc', label: 'Scheduled Time, latest first' },
];

/** The trip detail modal's additions for the control center: the Close button and the route. */
export const TRIP_DETAIL_TEXTS = {
  title: (tripNumber: string) => `Trip ${tripNumber}`,
  close: 'Close', // spec
  route: 'Route',
  mapLabel: 'Map of the route from origin to destination',
  origin: 'From',
  destination: 'To',
  straightLine: 'Straight line between the two points, not the road route',
  noCoordinates: 'This trip has no coordinates for one of its ends, so its route cannot be drawn.',
  tilesFailed: 'Map tiles could not be loaded; the points are drawn without the background map.',
  distance: (miles: number) => `${miles.toFixed(1)} loaded miles`,
  minutes: (minutes: number) => `about ${Math.round(minutes)} min`,
  revenue: 'Revenue',
} as const;

/** The admin form's labels (its messages are ADMIN_TRIP_MESSAGES). */
export const ADMIN_TRIP_FORM = {
  title: 'Create Transport Request', // spec
  intro: 'The request is offered to every eligible agency within 100 miles of the origin.',
  close: 'Close form',
  labels: {
    originFacilityId: 'Origin Facility',
    destinationFacilityId: 'Destination Facility',
    patientId: 'Patient ID',
    transportLevel: 'Transport Level',
    priority: 'Priority',
    specialRequirements: 'Special Requirements',
    readyStart: 'Ready Window Start',
    readyEnd: 'Ready Window End',
    isolation: 'Isolation',
    bariatric: 'Bariatric',
  },
  hints: {
    patientId: 'An ID only: never a name or a date of birth.',
    isolation: 'The patient needs isolation precautions.',
    bariatric: 'The patient needs bariatric equipment.',
  },
  choosePlace: 'Select a facility',
  placesLoading: 'Loading facilities…',
  generateId: 'Generate ID',
  submit: 'Create Request',
  submitting: 'Creating...',
  reset: 'Clear form',
} as const;
