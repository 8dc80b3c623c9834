// Spec texts of the Healthcare Facilities and EMS Agencies screens that org-messages.ts does not hold.

/** The three states both lists show: Active = isActive, Pending Review = awaiting review, else Inactive. */
export type OrgListStatus = 'active' | 'pending' | 'inactive';
export const ORG_STATUS_LABELS: Readonly<Record<OrgListStatus, string>> = { active: 'Active', pending: 'Pending Review', inactive: 'Inactive' };

export function orgListStatus(org: { isActive: boolean; requiresReview: boolean }): OrgListStatus {
  if (org.isActive) return 'active';
  return org.requiresReview ? 'pending' : 'inactive';
}

/** The status filter of both lists: All, and each state (the spec names All, Active, Inactive for agencies). */
export const ORG_STATUS_FILTER = { all: 'All', ...ORG_STATUS_LABELS } as const;

/** Row actions and dialog buttons of both lists. */
export const ORG_ACTIONS = {
  approve: 'Approve',
  reject: 'Reject',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  retry: 'Retry',
  refresh: 'Refresh',
} as const;

/** Healthcare Facilities list columns: name, email, city/state/zip, address, type, status, actions. */
export const HOSPITAL_COLUMNS = {
  name: 'Name',
  email: 'Email',
  location: 'City/State/ZIP',
  address: 'Address',
  type: 'Type',
  status: 'Status',
  actions: 'Actions',
} as const;

/** EMS Agencies list: columns, the status filter (All, Active, Inactive), Add Agency and the Edit Agency modal. */
export const AGENCY_SCREEN = {
  columns: {
    agency: 'Agency',
    contact: 'Contact',
    location: 'Location',
    capabilities: 'Capabilities',
    status: 'Status',
    actions: 'Actions',
  },
  statusFilter: ORG_STATUS_FILTER,
  addAgency: 'Add Agency',
  editAgency: 'Edit Agency',
} as const;
