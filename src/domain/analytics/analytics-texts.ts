// Screen texts of the figures computed in ./figures: the route optimization page's block and the agency dashboard's
// revenue and performance figures.
import { OFFER_KEPT_TOLERANCE_MINUTES } from '../trips/pickup-offers';

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

/** The control center's Analytics screen: four tabs over one window. */
export const ANALYTICS_SCREEN = {
  tabsLabel: 'Analytics views',
  tabs: {
    overview: 'System Overview', // spec
    revenue: 'Revenue Optimization', // spec
    performance: 'Performance', // spec
    units: 'Unit Management', // spec
  },
  windowLabel: 'Window',
  windows: { '24h': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days', '90d': 'Last 90 days' },
  requested: 'Trips requested',
  completed: 'Trips completed',
  totalRevenue: 'Total revenue',
  averageResponse: 'Average response time',
  medianResponse: 'Median response time',
  averageToPickup: 'Average time to pickup',
  onTimePickup: 'On-time pickups',
  /** The share of trips won with a pickup offer whose unit arrived by the time committed to (figures.ts, offersKept). */
  offersKept: 'Offers kept',
  offersKeptOf: (kept: number, awarded: number) =>
    awarded === 0
      ? 'No trip picked up in the window was won with a pickup offer'
      : `${kept.toLocaleString()} of ${awarded.toLocaleString()} trips won with a pickup offer reached the patient by the committed time (${OFFER_KEPT_TOLERANCE_MINUTES} minutes' grace)`,
  averageBedside: 'Average time at the bedside',
  averageHandover: 'Average time to hand over',
  /** Under the pickup figures: how many of the trips they cover the crew's steps timed (the others by their pickup time). */
  timedBySteps: (timed: number, total: number) => `${timed.toLocaleString()} of ${total.toLocaleString()} trips timed by the crew's steps`,
  activeAgencies: 'Active agencies',
  activeFacilities: 'Active facilities',
  ofTotal: (active: number, total: number) => `of ${total.toLocaleString()} registered`,
  requestsPerDay: 'Requests per day',
  revenuePerDay: 'Revenue per day',
  responseTimes: 'Time from request to acceptance',
  chartDay: 'Day',
  chartBand: 'Minutes',
  chartTrips: 'Trips',
  chartRevenue: 'Revenue',
  revenuePerHour: 'Revenue per hour',
  averageRevenuePerTrip: 'Average revenue per trip',
  loadedMiles: 'Loaded miles',
  deadheadMiles: 'Deadhead miles',
  totalMiles: 'Total miles',
  loadedMileRatio: 'Loaded-mile ratio',
  backhaulTitle: 'Backhaul pairs',
  backhaulIntro: 'Pending requests a unit could carry back to back, the first drop-off near the second pickup; the best first.',
  backhaulShown: (shown: number, total: number, requests: number) =>
    `${shown < total ? `The best ${shown} of ${total}` : `${total}`} ${total === 1 ? 'pair' : 'pairs'} among ${requests.toLocaleString()} pending ${requests === 1 ? 'request' : 'requests'}.`,
  noBackhaulPairs: 'No backhaul pairs',
  noBackhaulPairsBody: 'No two pending requests are close enough in place and ready time for one unit to carry them back to back.',
  backhaulLink: 'Plan routes',
  backhaulLoading: 'Looking for backhaul pairs…',
  agenciesTitle: 'Agencies',
  hospitalsTitle: 'Healthcare facilities',
  agencyColumns: {
    agency: 'Agency',
    offers: 'Offers',
    accepted: 'Accepted',
    declined: 'Declined',
    acceptanceRate: 'Acceptance rate',
    medianResponse: 'Median response',
    onTime: 'On-time pickups',
    completed: 'Completed',
    revenue: 'Revenue',
  },
  hospitalColumns: {
    hospital: 'Facility',
    requests: 'Requests',
    cancelled: 'Cancelled',
    medianWait: 'Median wait to acceptance',
    completed: 'Completed',
  },
  noAgencies: 'No agency received or answered an offer in this window.',
  noHospitals: 'No facility requested a transport in this window.',
  efficiency: 'Efficiency',
  unitsIntro: 'The fleet now, and how much of the units’ time in service went to trips in the window.',
  efficiencyInWindow: 'Time in service on trips, in the window',
  unitsLink: 'Manage units',
  showMore: (shown: number, total: number) => `Show more (${shown.toLocaleString()} of ${total.toLocaleString()} shown)`,
  loadFailed: 'Failed to load analytics',
  retry: 'Retry',
  minutes: (m: number) => `${m.toLocaleString(undefined, { maximumFractionDigits: 1 })} min`,
} as const;

export const ANALYTICS_WINDOWS = ['24h', '7d', '30d', '90d'] as const;
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];
/** The screen opens on the last 24 hours, the window of the spec's revenue panel. */
export const DEFAULT_ANALYTICS_WINDOW: AnalyticsWindow = '24h';
/** The revenue panel lists the first five backhaul pairs, best first. */
export const BACKHAUL_PANEL_PAIRS = 5;
