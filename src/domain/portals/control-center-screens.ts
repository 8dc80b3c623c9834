// Texts of the control center's overview, units, user management, notification bell and financial screens.
// Texts the specification gives word for word are marked "spec"; the rest is the app's own wording.
// The units, users and overview messages the server also uses live in unit-forms.ts, user-forms.ts and overview.ts.
import type { UnitCapability, UnitStatus } from '../common/enums';
import { USER_FORM_TEXTS } from '../session/user-forms';
import { UNIT_STATUS_LABELS } from '../common/code-labels';

export const COMMON_TEXTS = {
  retry: 'Retry', // spec (error panels)
  refresh: 'Refresh', // spec
  cancel: 'Cancel', // spec
  active: 'Active', // spec (Active/Inactive)
  inactive: 'Inactive', // spec
  edit: 'Edit',
  delete: 'Delete',
  showMore: (shown: number, total: number) => `Show more (${shown.toLocaleString()} of ${total.toLocaleString()} shown)`,
  adminOnlyTitle: 'Administrators only',
  adminOnlyBody: (section: string) => `${section} is available to control-center administrators only. Ask an administrator if you need access.`,
} as const;

export const OVERVIEW_TEXTS = {
  heading: 'System Overview', // spec
  tiles: {
    hospitals: 'Healthcare Facilities', // spec
    agencies: 'EMS Agencies', // spec
    facilities: 'Facilities', // spec
    units: 'EMS Units', // spec
  },
  total: 'Total',
  activeCount: (n: number) => `${n.toLocaleString()} active`,
  quickActionsHeading: 'Quick actions',
  quickActions: {
    trips: { title: 'Manage Trips', body: 'Follow every transport request and its status.' }, // spec titles
    hospitals: { title: 'Manage Healthcare Facilities', body: 'Review registrations and keep facility details current.' },
    agencies: { title: 'Manage EMS Agencies', body: 'Review agencies, their capabilities and contacts.' },
    analytics: { title: 'View Analytics', body: 'Trip volumes, revenue and unit performance.' },
  },
} as const;

export const UNIT_CAPABILITY_LABELS: Record<UnitCapability, string> = {
  BLS: 'BLS',
  ALS: 'ALS',
  CCT: 'CCT',
  WHEELCHAIR: 'Wheelchair',
  STRETCHER: 'Stretcher',
  OXYGEN: 'Oxygen',
  MONITORING: 'Monitoring',
  VENTILATOR: 'Ventilator',
  CUSTOM: 'Custom',
};

/** The system-wide units screen's status filter offers these; the unit form offers all statuses. */
export const SYSTEM_UNIT_STATUS_FILTER: readonly UnitStatus[] = ['AVAILABLE', 'COMMITTED', 'OUT_OF_SERVICE', 'MAINTENANCE'];

export const UNITS_SCREEN = {
  // the spec's four cards, and one for each other status so that the cards add up to the total
  cards: {
    total: 'Total Units', // spec
    available: 'Available', // spec
    committed: 'Committed', // spec
    outOfService: 'Out of Service', // spec
    maintenance: UNIT_STATUS_LABELS.MAINTENANCE,
    offDuty: UNIT_STATUS_LABELS.OFF_DUTY,
  },
  efficiency: 'Efficiency',
  efficiencyHint: 'On-duty time committed, last 24 h',
  loading: 'Loading units…',
  tableLabel: 'Units',
  allAgencies: 'All Agencies', // spec
  allStatuses: 'All Statuses', // spec
  allTypes: 'All Types',
  agencyFilter: 'Agency',
  statusFilter: 'Status',
  typeFilter: 'Type',
  search: 'Search units',
  searchPlaceholder: 'Unit, agency or capability',
  columns: {
    unit: 'Unit', // spec
    agency: 'Agency', // spec
    type: 'Type', // spec
    status: 'Status', // spec
    capabilities: 'Capabilities', // spec
    tripsCompleted: 'Trips Completed', // spec
    lastUpdate: 'Last Update', // spec
    actions: 'Actions',
  },
  agencyFallback: (id: string) => `Agency ${id}`, // spec
  fetchUnitsFailed: (statusText: string) => `Failed to fetch units: ${statusText}`, // spec
  fetchAgenciesFailed: (statusText: string) => `Failed to fetch agencies: ${statusText}`, // spec
  tabsLabel: 'Units views',
  tabs: { all: 'All Units', manage: 'Manage Units' },
  manageIntro: 'Add, edit and remove units; figures count the units in the chosen agency or all agencies.',
  addUnit: 'Add Unit',
  /** the Add/Edit Unit modal's title and buttons */
  dialogs: {
    add: { title: 'Add Unit', submitLabel: 'Create Unit', busyLabel: 'Saving...', cancelLabel: 'Cancel' },
    edit: { title: 'Edit Unit', submitLabel: 'Update Unit', busyLabel: 'Saving...', cancelLabel: 'Cancel' },
  },
  form: {
    agency: 'Agency',
    chooseAgency: 'Select an agency',
    unitNumber: 'Unit Number',
    unitNumberPlaceholder: (example: string) => `e.g. ${example}`,
    type: 'Unit Type',
    capabilities: 'Capabilities',
    customCapability: 'Custom capability',
    customCapabilityPlaceholder: 'e.g. Bariatric stretcher',
    addCustom: 'Add',
    removeCustom: (name: string) => `Remove ${name}`,
    status: 'Status',
    active: 'Active',
    unitNumberRequired: 'Unit number is required',
    agencyRequired: 'Please select the agency this unit belongs to',
  },
} as const;

export const USERS_SCREEN = {
  heading: 'User Management',
  subtitle: 'Control-center accounts: administrators and standard users',
  columns: { user: 'User', role: 'Role', status: 'Status', created: 'Created', actions: 'Actions' }, // spec
  tableLabel: 'Users',
  loading: 'Loading users…',
  emptyTitle: 'No users yet',
  you: 'you',
  form: {
    name: 'Name', // spec
    email: 'Email', // spec
    password: 'Password', // spec
    userType: 'User Type', // spec
    active: 'Active',
    activeHint: 'An inactive account cannot sign in; its open sessions end.',
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
  },
  deleteFailed: 'Failed to delete user',
  /** the Add New User / Edit User modal's title and buttons (spec texts from user-forms.ts) */
  dialogs: {
    add: { title: USER_FORM_TEXTS.addTitle, submitLabel: USER_FORM_TEXTS.create, busyLabel: 'Saving...', cancelLabel: USER_FORM_TEXTS.cancel },
    edit: { title: USER_FORM_TEXTS.editTitle, submitLabel: USER_FORM_TEXTS.update, busyLabel: 'Saving...', cancelLabel: USER_FORM_TEXTS.cancel },
  },
} as const;

/** The bell's badge: the unread count, "99+" beyond 99. */
const unreadBadge = (n: number) => (n > 99 ? '99+' : String(n));

export const NOTIFICATION_TEXTS = {
  bell: 'Notifications',
  unreadBadge,
  // the count as the badge shows it, so that the bell's name holds its visible text
  bellWithCount: (n: number) => `Notifications, ${unreadBadge(n)} unread`,
  markAllRead: 'Mark all read', // spec
  refresh: 'Refresh', // spec
  close: 'Close notifications',
  empty: 'No notifications', // spec
  unread: 'Unread',
} as const;

export const FINANCIAL_TEXTS = {
  summary: 'Financial summary',
  completedTrips: 'Completed trips',
  totalRevenue: 'Total revenue',
  averageRevenue: 'Average revenue per trip',
  period: (days: number, from: string, to: string) => `Trips completed in the last ${days === 1 ? '24 hours' : `${days} days`} (${from} – ${to})`,
  loadFailed: 'Failed to load the financial summary',
} as const;
