// Texts of the access log's screens: the control center's Access Log and the facility's "Who opened our patients'
// trips". The app's own wording (the spec has no such screen); the CSV keeps the calls and codes as stored.
import { FHIR_BASE_PATH } from '../fhir/fhir-systems';

const count = (n: number) => n.toLocaleString();

export const ACCESS_LOG_TEXTS = {
  title: 'Access Log',
  subtitle: 'Every time someone opened or changed patients’ trips: who, when, what and from where.',
  facilityTab: 'Access Log',
  facilityTitle: 'Who opened our patients’ trips',
  facilitySubtitle: 'Everyone who opened or changed one of our facility’s trips: control center, agencies, crews and our own staff.',
  filters: {
    label: 'Access log filters',
    patientId: 'Patient ID',
    from: 'From',
    to: 'To',
    backwards: 'From must be on or before To.',
    clear: 'Clear filters',
    user: (name: string) => `User: ${name}`,
    removeUser: (name: string) => `Remove the filter User: ${name}`,
  },
  columns: {
    when: 'When',
    who: 'Who',
    what: 'What',
    patientIds: 'Patient IDs',
    trips: 'Trips',
    address: 'Address',
  },
  tableLabel: 'Access log entries',
  filterByUser: (name: string) => `Show only ${name}’s entries`,
  viaApiKey: 'via API key',
  change: 'Change',
  morePatients: (n: number) => `Show all ${count(n)}`,
  fewerPatients: 'Show fewer',
  tripCount: (n: number) => (n === 1 ? '1 trip' : `${count(n)} trips`),
  moreRows: (shown: number, total: number) => `Show more (${count(shown)} of ${count(total)} shown)`,
  loading: 'Loading the access log…',
  fetchFailed: 'The access log could not be loaded.',
  retry: 'Retry',
  refresh: 'Refresh',
  empty: {
    title: 'No entries found',
    filtered: 'No one opened or changed a matching trip. Try other filters.',
    none: 'No one has opened or changed a patient’s trip yet.',
  },
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  exportFailed: 'The CSV file could not be downloaded. Try again.',
  dismiss: 'Dismiss',
} as const;

/** The calls people make most, in words; any other call is shown as it is stored ("GET /api/…"). */
export const ACCESS_VIEW_WORDS: Readonly<Record<string, string>> = {
  'GET /api/trips/:id': 'Opened trip details',
  'GET /api/trips': 'Trip list',
  'GET /api/trips/export': 'Exported trips (CSV)',
  'POST /api/trips': 'Created a request',
  'POST /api/trips/enhanced': 'Created a request',
  'PUT /api/trips/:id/status': 'Changed trip status',
  'PUT /api/trips/:id/unit': 'Changed the trip’s unit',
  'PUT /api/trips/:id/schedule': 'Changed the trip’s time or destination',
  'POST /api/trips/:id/notes': 'Added a note',
  'GET /api/trips/:id/offers': 'Read the trip’s offers',
  'GET /api/trips/:id/contacts': 'Read trip contacts',
  'GET /api/tcc/overview/attention': 'Needs attention panel',
  'GET /api/standing-orders': 'Standing orders list',
  'GET /api/standing-orders/:id': 'Opened a standing order',
  'GET /api/crew/trips': 'Crew’s trip list',
  'GET /api/crew/trips/:id/sheet': 'Crew opened the trip sheet',
  'POST /api/crew/steps': 'Crew step',
  [`GET ${FHIR_BASE_PATH}/Task/:id`]: 'FHIR Task read',
  [`POST ${FHIR_BASE_PATH}/ServiceRequest`]: 'FHIR order received',
  [`POST ${FHIR_BASE_PATH}`]: 'FHIR order received',
};

/** A call as people read it: its words when it is a known one (with or without a closing slash), else the call itself. */
export const accessViewWords = (view: string): string => ACCESS_VIEW_WORDS[view.replace(/\/$/, '')] ?? view;
