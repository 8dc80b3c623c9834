// The spec's texts of the EMS agency dashboard (part 2 §2, §8, §9; part 1 §2 "Agency analytics", §8): screens and tests import these.

/** Overview tab: the four cards, Recent Activity and its footer. */
export const EMS_OVERVIEW = {
  availableTrips: 'Available Trips',
  activeTrips: 'Active Trips',
  completedToday: 'Completed Today',
  todaysRevenue: "Today's Revenue",
  recentActivity: 'Recent Activity',
  footer: (total: number) => `Showing recent activity - ${total} total trips`,
  empty: 'No recent trip activity found.',
} as const;
/** Recent Activity lists up to 3 available and 3 accepted or active trips (part 2 §9). */
export const EMS_RECENT_LIMIT = 3;

/** Available Trips tab. */
export const AVAILABLE_TRIPS = {
  title: 'Available Transport Requests',
  subtitle: 'Accept or decline available transport requests',
  refresh: 'Refresh',
  loading: 'Loading...',
  accept: 'Accept',
  decline: 'Decline',
  empty: 'No available transport requests at this time.',
} as const;

/** My Trips tab. */
export const MY_TRIPS = {
  title: 'My Accepted Trips',
  notStarted: 'Not started',
  startTrip: 'Start Trip',
  completeTrip: 'Complete Trip',
  completed: 'Completed',
  empty: 'No accepted trips at this time.',
} as const;

/** The red banner's texts when the server sends none (part 2 §8). */
export const EMS_TRIP_ERRORS = {
  loadFailed: 'Failed to load trips',
  acceptFailed: 'Failed to accept trip',
  declineFailed: 'Failed to decline trip',
  updateFailed: 'Failed to update trip status',
} as const;

/** Analytics tab (part 1 §2 "Agency analytics", §8). */
export const AGENCY_ANALYTICS_TEXTS = {
  tabs: { overview: 'Overview', performance: 'Performance', units: 'Unit Management' },
  loadFailed: 'Failed to load analytics data',
} as const;

/** Settings tab: the agency information form (part 2 §2, §3, §5, §8). */
export const AGENCY_SETTINGS_TEXTS = {
  title: 'Agency Settings',
  subtitle: 'Update your agency information',
  labels: {
    agencyName: 'Agency Name',
    contactName: 'Contact Name',
    email: 'Email',
    phone: 'Phone',
    serviceType: 'Service Type',
    address: 'Address',
    city: 'City',
    state: 'State',
    zipCode: 'ZIP Code',
    timeZone: 'Time Zone',
  },
  cancel: 'Cancel',
  save: 'Save Changes',
  saving: 'Saving...',
  updated: 'Agency information updated successfully!',
  updateFailed: 'Failed to update agency information',
} as const;
/** How long the agency success banner stays before the dashboard returns to Overview (part 2 §9). */
export const AGENCY_BANNER_MS = 3000;
