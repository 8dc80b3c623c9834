// Every client route in one place; links and redirects use these, never literal strings.
export const paths = {
  home: '/',
  adminLogin: '/login',
  /** The crew app: its sign-in, then the unit's trips (an installable app of its own, docs/crew.md). */
  crew: '/crew',
  /** The e-mailed link that confirms an organisation's new address, `?token=<token>`, signed in or not. */
  confirmEmail: '/confirm-email',
  /** Where an organisation's own sign-in returns, `#code=` or `#error=` (SSO_PATHS.landing). */
  singleSignOn: '/sso',
  dashboard: {
    root: '/dashboard',
    trips: '/dashboard/trips',
    units: '/dashboard/units',
    liveMap: '/dashboard/map',
    hospitals: '/dashboard/hospitals',
    agencies: '/dashboard/agencies',
    analytics: '/dashboard/analytics',
    routeOptimization: '/dashboard/route-optimization',
    notifications: '/dashboard/notifications',
    settings: '/dashboard/settings',
    financial: '/dashboard/financial',
    /** Who opened or changed patients' trips (administrators only). */
    accessLog: '/dashboard/access-log',
    /** The region's expired and expiring credentials across agencies. */
    credentials: '/dashboard/credentials',
    healthcarePortal: '/dashboard/healthcare-portal',
    emsDashboard: '/dashboard/ems-dashboard',
    myTrips: '/dashboard/my-trips',
    myAssignments: '/dashboard/my-assignments',
  },
} as const;

/** The logged-out app's query parameters: `?register=healthcare|ems` and the e-mail links' `?verify=<token>`, `?reset=<token>`. */
export const LOGGED_OUT_QUERY = { register: 'register', verify: 'verify', reset: 'reset' } as const;

/**
 * Where a portal user is, in the query of `/` (the healthcare portal and the EMS agency dashboard are one page each):
 * `?tab=<tab>` (none for Overview), the request wizard's `&step=<1-5>`, an open request's `&trip=<id>`.
 */
export const PORTAL_QUERY = { tab: 'tab', step: 'step', trip: 'trip' } as const;

// the first tab's name; its address is `/` itself
const OVERVIEW = 'overview';

export const HEALTHCARE_TABS = {
  overview: OVERVIEW,
  requests: 'transport-requests',
  map: 'map',
  createRequest: 'create-request',
  standingOrders: 'standing-orders',
  settings: 'settings',
  hospitalSettings: 'hospital-settings',
  /** Who opened the facility's patients' trips. */
  accessLog: 'access-log',
} as const;

export const EMS_TABS = {
  overview: OVERVIEW,
  availableTrips: 'available-trips',
  myTrips: 'my-trips',
  units: 'units',
  map: 'map',
  crew: 'crew',
  credentials: 'credentials',
  routeOptimization: 'route-optimization',
  analytics: 'analytics',
  settings: 'settings',
} as const;

/** The address of a portal tab (Overview is `/` itself), with any further query parameters. */
export function portalTabHref(tab: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(tab === OVERVIEW ? extra : { [PORTAL_QUERY.tab]: tab, ...extra }).toString();
  return query ? `${paths.home}?${query}` : paths.home;
}
