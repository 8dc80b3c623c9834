// The spec's texts of the EMS agency dashboard, its analytics included: screens and tests import these.

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
/** Recent Activity lists up to 3 available and 3 accepted or active trips. */
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

/** The red banner's texts when the server sends none. */
export const EMS_TRIP_ERRORS = {
  loadFailed: 'Failed to load trips',
  acceptFailed: 'Failed to accept trip',
  declineFailed: 'Failed to decline trip',
  updateFailed: 'Failed to update trip status',
} as const;

/** Analytics tab: its views and the text shown when its figures fail to load. */
export const AGENCY_ANALYTICS_TEXTS = {
  tabs: { overview: 'Overview', performance: 'Performance', units: 'Unit Management' },
  loadFailed: 'Failed to load analytics data',
} as const;

/** Settings tab: the agency information form. */
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
/** How long the agency success banner stays before the dashboard returns to Overview. */
export const AGENCY_BANNER_MS = 3000;
