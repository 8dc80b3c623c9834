// Screen texts of the figures computed in ./figures: the route optimization page's block (spec part 2 §2 System Route
// Optimization) and the agency dashboard's revenue and performance figures.

export const SYSTEM_PERFORMANCE_TEXTS = {
  title: 'System Performance Analytics', // spec
  revenue: 'System Revenue (24h)', // spec
  totalRevenue: 'Total Revenue', // spec
  revenuePerHour: 'Revenue per Hour', // spec
  loadedMileRatio: 'Loaded Mile Ratio', // spec
  performance: 'System Performance (24h)', // spec
  totalTrips: 'Total Trips', // spec
  averageResponseTime: 'Average Response Time (min)', // spec
  efficiency: 'Efficiency (%)', // spec
  planningComing:
    'Planning routes for a unit and pairing return trips are not available yet. The figures below are computed from the trips of the last 24 hours.',
  loadFailed: 'Failed to load the system figures',
  retry: 'Retry',
  loading: 'Loading system figures…',
} as const;

/** Why a figure shows a dash instead of a number. */
export const NO_FIGURE = {
  noCompletedTrips: 'No completed trips in this window',
  noAcceptedTrips: 'No trips accepted in this window',
  noPickups: 'No pickups in this window',
  noMiles: 'No miles recorded in this window',
  noUnitTime: 'No unit time in service in this window',
} as const;
