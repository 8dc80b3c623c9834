// The web app's own wording for the Healthcare Facilities and EMS Agencies screens, where the spec gives none.
// Spec texts live in src/domain (org-messages.ts, org-list-texts.ts); tests import both.
import { REGISTRATION_LABELS } from './ui-texts';

const showing = (shown: number, total: number, noun: string) =>
  shown === total ? `${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;

export const ORG_UI = {
  notSet: '—',
  showMore: (shown: number, total: number) => `Show more (${shown} of ${total} shown)`,
  awaitingReview: (n: number) => `${n} awaiting review`,
  approved: (name: string) => `${name} was approved; its staff can now sign in.`,
  rejected: (name: string) => `${name} was rejected; its staff accounts are closed.`,
  deleted: (name: string) => `${name} was deleted.`,
  updated: (name: string) => `${name} was updated.`,
  created: (name: string) => `${name} was added.`,
  dismiss: 'Dismiss',
  inReviewHint: 'This registration is awaiting review: approve or reject it from the list.',
  requiredField: (label: string) => `${label} is required`,
  invalidEmail: 'Please enter a valid email address',
  invalidZip: 'ZIP code must be 5 digits, or 5+4 (12345 or 12345-6789)',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  hospitals: {
    intro: 'Registered healthcare facilities. Registrations awaiting review are listed first.',
    search: 'Search facilities by name, e-mail, city, ZIP or type',
    count: (shown: number, total: number) => showing(shown, total, 'facilities'),
    noMatch: 'No facilities match your search and filter.',
    statusFilter: 'Status',
    addHospital: 'Add Facility',
    addHospitalHint: 'Signs you out and opens the healthcare facility registration',
    editTitle: 'Edit Facility',
    activeLabel: 'Active',
    activeHint: 'An inactive facility’s staff cannot sign in.',
    coordinatesHint: 'Used to find agencies near this facility.',
  },
  agencies: {
    intro: 'EMS agencies that receive and carry out transport requests.',
    search: 'Search agencies by name, contact, city or ID',
    statusFilter: 'Status',
    count: (shown: number, total: number) => showing(shown, total, 'agencies'),
    empty: 'No agencies found',
    loadFailedBody: 'The agency list could not be loaded. Check the connection and try again.',
    approveFailed: 'Failed to approve agency',
    rejectFailed: 'Failed to reject agency',
    noMatch: 'No agencies match your search and filter.',
    creating: 'Adding...',
    createFailed: 'Failed to add agency',
    capabilitiesHint: 'Levels of care the agency provides.',
    activeLabel: 'Active',
    activeHint: 'An inactive agency receives no transport requests and its staff cannot sign in.',
    agencyId: (id: string) => `ID ${id.slice(0, 8)}`,
    keepServiceType: (current: string) => `${current} (as registered)`,
    coordinatesHint: 'Used to offer the agency transports near it.',
  },
} as const;

/** Labels of the facility edit and agency forms. */
const R = REGISTRATION_LABELS;
export const ORG_FORM_LABELS = {
  contactName: R.contactName,
  email: R.email,
  phone: R.phone,
  address: R.address,
  city: R.city,
  state: R.state,
  zipCode: R.zipCode,
  latitude: R.latitude,
  longitude: R.longitude,
  serviceType: R.serviceType,
  chooseType: R.chooseType,
  name: 'Name',
  agencyName: 'Agency Name',
  type: 'Type',
  region: 'Region',
  capabilities: 'Capabilities',
} as const;
