// The spec's texts of the healthcare facility portal: screens and tests import these.
import type { TripPriority, TripStatus } from '../common/enums';

/** Overview tab: the three cards, Recent Activity and its footer. */
export const PORTAL_OVERVIEW = {
  pendingRequests: 'Pending Requests',
  completedToday: 'Completed Today',
  highPriority: 'High Priority',
  recentActivity: 'Recent Activity',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} recent requests`,
  empty: 'No recent transport requests found.',
} as const;
/** Recent Activity lists the first 5 requests. */
export const RECENT_ACTIVITY_LIMIT = 5;
/** Priorities the overview counts as high. */
export const HIGH_PRIORITIES: readonly TripPriority[] = ['HIGH', 'CRITICAL'];

/** Transport Requests tab: the table's columns in the spec's order. */
export const TRANSPORT_REQUESTS_COLUMNS = {
  patientId: 'Patient ID',
  destination: 'Destination',
  level: 'Level',
  status: 'Status',
  priority: 'Priority',
  requestTime: 'Request Time',
} as const;

/** Every status a badge can show: the five trip statuses plus EN_ROUTE and PICKUP. */
export const BADGE_STATUSES = ['PENDING', 'ACCEPTED', 'EN_ROUTE', 'PICKUP', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export type BadgeStatus = (typeof BADGE_STATUSES)[number];
/** The statuses a facility may still cancel its own request from. */
export const CANCELLABLE_STATUSES: readonly TripStatus[] = ['PENDING', 'ACCEPTED'];

/** Catalogue texts of trip calls, shown when the server sends none. */
export const TRIP_MESSAGES = {
  loadFailed: 'Failed to load trips',
  updateStatusFailed: 'Failed to update trip status',
  createFailed: 'Failed to create transport request',
  created: 'Transport request created successfully!',
} as const;

/** The enhanced transport request wizard. */
export const WIZARD = {
  title: 'Enhanced Transport Request',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  steps: ['Patient Info', 'Trip Details', 'Clinical Info', 'Agency Selection', 'Review & Submit'],
  cancel: 'Cancel',
  previous: 'Previous',
  next: 'Next',
  create: 'Create Request',
  creating: 'Creating...',
  generateId: 'Generate ID',
} as const;
/** The success banner shows for 2 s, then the wizard closes. */
export const WIZARD_CLOSE_MS = 2000;

/** Settings tab: the facility information form. */
export const HOSPITAL_SETTINGS = {
  labels: {
    facilityName: 'Facility Name',
    facilityType: 'Facility Type',
    email: 'Contact Email',
    phone: 'Phone Number',
    address: 'Address',
    city: 'City',
    state: 'State',
    zipCode: 'Zip Code',
    timeZone: 'Time Zone',
  },
  cancel: 'Cancel',
  save: 'Save Changes',
  saving: 'Saving...',
  updated: 'Facility information updated successfully!',
  updateFailed: 'Failed to update facility information',
} as const;
/** How long the facility and option success messages stay. */
export const PORTAL_BANNER_MS = 3000;

/** Hospital Settings tab: dropdown option management. */
export const DROPDOWN_OPTION_TEXTS = {
  added: 'Option added successfully',
  updated: 'Option updated successfully',
  deleted: 'Option deleted successfully',
  loadCategoriesFailed: 'Failed to load categories',
  loadOptionsFailed: 'Failed to load options',
  addFailed: 'Failed to add option',
  updateFailed: 'Failed to update option',
  deleteFailed: 'Failed to delete option',
  dismiss: 'Dismiss',
  deleteConfirm: 'Are you sure you want to delete this option?',
  empty: 'No options found for this category.',
} as const;
