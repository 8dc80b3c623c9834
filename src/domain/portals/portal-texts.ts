// The spec's texts of the three logged-in shells: the control center's dashboard, the facility portal and the agency
// dashboard.

/** Section names of the system dashboard: sidebar entries and the top bar's current section. */
export const DASHBOARD_SECTIONS = {
  overview: 'Overview',
  trips: 'Trips',
  units: 'Units',
  // TCC's own section, beside the spec's: where every unit is now
  liveMap: 'Live Map',
  hospitals: 'Healthcare Facilities',
  agencies: 'EMS Agencies',
  analytics: 'Analytics',
  routeOptimization: 'Route Optimization',
  notifications: 'Notifications',
  settings: 'Settings',
  financial: 'Financial',
  // TCC's own section: who opened or changed patients' trips
  accessLog: 'Access Log',
  // TCC's own section: the region's expired and expiring credentials
  credentials: 'Credentials',
  healthcarePortal: 'Healthcare Portal',
  emsDashboard: 'EMS Dashboard',
  myTrips: 'My Trips',
  myAssignments: 'My Assignments',
} as const;
export type DashboardSection = keyof typeof DASHBOARD_SECTIONS;

export const HEALTHCARE_PORTAL = {
  fallbackName: 'Healthcare Facility',
  title: 'Healthcare Portal',
  tabs: {
    overview: 'Overview',
    requests: 'Transport Requests',
    createRequest: 'Create Request',
    standingOrders: 'Standing Orders',
    settings: 'Settings',
    hospitalSettings: 'Hospital Settings',
  },
} as const;

export const EMS_DASHBOARD = {
  fallbackName: 'EMS Agency',
  subtitle: 'EMS Agency Dashboard',
  logout: 'Logout',
  tabs: {
    overview: 'Overview',
    availableTrips: 'Available Trips',
    myTrips: 'My Trips',
    units: 'Units',
    crew: 'Crew',
    routeOptimization: 'Route Optimization',
    analytics: 'Analytics',
    settings: 'Settings',
  },
} as const;
