// Every client route in one place; links and redirects use these, never literal strings.
export const paths = {
  home: '/',
  adminLogin: '/login',
  dashboard: {
    root: '/dashboard',
    trips: '/dashboard/trips',
    units: '/dashboard/units',
    hospitals: '/dashboard/hospitals',
    agencies: '/dashboard/agencies',
    analytics: '/dashboard/analytics',
    routeOptimization: '/dashboard/route-optimization',
    notifications: '/dashboard/notifications',
    settings: '/dashboard/settings',
    financial: '/dashboard/financial',
    healthcarePortal: '/dashboard/healthcare-portal',
    emsDashboard: '/dashboard/ems-dashboard',
    myTrips: '/dashboard/my-trips',
    myAssignments: '/dashboard/my-assignments',
  },
} as const;

/** The logged-out app's query parameters: `?register=healthcare|ems` and the e-mail links' `?verify=<token>`, `?reset=<token>`. */
export const LOGGED_OUT_QUERY = { register: 'register', verify: 'verify', reset: 'reset' } as const;
