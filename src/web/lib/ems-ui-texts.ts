// The EMS agency dashboard's own wording, where the spec gives none. Spec texts live in src/domain/ems-dashboard-texts.ts.

import { AVAILABLE_TRIPS, MY_TRIPS } from '../../domain/ems-dashboard-texts';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;
// a trip button's name starts with its visible words, so "click Start Trip" finds it (WCAG 2.5.3 Label in Name)
const forPatient = (action: string) => (patientId: string) => `${action}, patient ${patientId}`;

export const EMS_UI = {
  notSet: '—',
  retry: 'Try again',
  loadingTrips: 'Loading trips…',
  route: (from: string, to: string) => `${from} → ${to}`,
  overviewHints: {
    availableTrips: 'Offered to your agency, awaiting an answer',
    activeTrips: 'Accepted or under way',
    completedToday: 'Delivered since midnight',
    todaysRevenue: 'Fees of the trips completed today',
  },
  unitsIntro: 'Add, edit and remove your agency’s units; the figures count all of them.',
  trip: {
    level: 'Level',
    distance: 'Distance',
    time: 'Time',
    revenue: 'Revenue',
    scheduled: 'Scheduled',
    pickup: 'Pickup time',
    miles: (miles: number) => `${miles.toFixed(1)} mi`,
    minutes: (minutes: number) => `${Math.round(minutes)} min`,
    acceptLabel: forPatient(AVAILABLE_TRIPS.accept),
    declineLabel: forPatient(AVAILABLE_TRIPS.decline),
    startLabel: forPatient(MY_TRIPS.startTrip),
    completeLabel: forPatient(MY_TRIPS.completeTrip),
  },
  showMore: (shown: number, total: number) => `Show more (${shown.toLocaleString()} of ${total.toLocaleString()} shown)`,
  /** Under a list holding every trip that matches; a cut list says 'Showing N of M trips' (tripListCutText). */
  tripCount: (total: number) => plural(total, 'trip', 'trips'),
  analytics: {
    tabsLabel: 'Analytics views',
    loading: 'Loading analytics…',
    period: (days: number) => `Last ${days} days`,
    completedInPeriod: 'Completed trips',
    revenueInPeriod: 'Revenue',
    acceptanceRate: 'Acceptance rate',
    acceptanceHint: (accepted: number, answered: number) => `${accepted.toLocaleString()} accepted of ${plural(answered, 'offer', 'offers')} answered`,
    noOffers: 'No offers answered yet',
    activeTrips: 'Active trips',
    byStatus: 'Trips by status',
    byStatusHint: 'Pending: offered to you and not declined. Others: trips assigned to your agency.',
    chartTitle: 'Completed trips per day',
    chartLabel: (days: number, total: number, best: string | null) =>
      `Completed trips per day over the last ${days} days: ${plural(total, 'trip', 'trips')} in all${best ? `, most on ${best}` : ''}.`,
    chartDay: (date: string, completed: number, revenue: string) => `${date}: ${plural(completed, 'trip', 'trips')}, ${revenue}`,
    tableDate: 'Day',
    tableCompleted: 'Completed',
    tableRevenue: 'Revenue',
    offers: 'Offers',
    offered: 'Offered to you',
    accepted: 'Accepted',
    declined: 'Declined',
    responseTimes: 'Response times',
    medianToAcceptance: 'Median time to accept',
    medianToAcceptanceHint: 'From the request to your acceptance',
    medianToPickup: 'Median time to pickup',
    medianToPickupHint: 'From your acceptance to the patient picked up',
    noMedian: 'No trips yet',
    duration: (minutes: number) =>
      minutes < 1 ? 'under 1 min' : minutes < 60 ? `${Math.round(minutes)} min` : `${Math.floor(minutes / 60)} h ${Math.round(minutes % 60)} min`,
    unitsIntro: 'Your units now, and how much of their on-duty time they spent on trips in the last 24 hours.',
    unitTrips: 'Trips completed by unit',
  },
  settings: {
    loading: 'Loading agency information…',
    loadFailed: 'The agency information could not be loaded.',
    chooseState: '—',
    chooseServiceType: 'Select a service type',
    currentServiceType: (value: string) => `${value} (current)`,
  },
} as const;
