// Texts of the Healthcare Facilities, facilities directory and EMS Agencies calls and screens.
// Texts the specification gives word for word are marked; the others are the server's own answers.

export const HOSPITAL_MESSAGES = {
  notFound: 'Hospital not found',
  notAwaitingReview: 'This hospital is not awaiting review: it has already been approved or rejected.',
  reviewFirst: 'This hospital is awaiting review. Approve or reject it instead of changing its status.',
  hasTrips: 'This hospital has transport requests; deactivate it instead.',
  hasHistory: "This hospital's staff appear in the history of transport requests; deactivate it instead.",
  // no two active facilities share a name, whatever its case
  nameTaken: 'A facility with this name is already registered',
  // spec
  emptyList: 'No hospitals found',
  loadErrorHeading: 'Error loading hospitals',
  fetchFailed: 'Failed to fetch hospitals',
  approveFailed: 'Failed to approve hospital',
  rejectFailed: 'Failed to reject hospital',
  deleteFailed: 'Failed to delete hospital',
  updateFailed: 'Failed to update hospital',
  deleteConfirm: 'Are you sure you want to delete this hospital? This action cannot be undone.',
  updateButton: 'Update Facility',
  updating: 'Updating...',
} as const;

export const PLACE_MESSAGES = {
  notFound: 'Facility not found',
  unknownHospital: 'hospitalId does not match a registered hospital',
  hasTrips: 'This facility is the origin or destination of transport requests; deactivate it instead.',
  // spec
  loadFailed: 'Failed to load facilities',
} as const;

export const AGENCY_MESSAGES = {
  notFound: 'Agency not found',
  notAwaitingReview: 'This agency is not awaiting review: it has already been approved or rejected.',
  reviewFirst: 'This agency is awaiting review. Approve or reject it instead of changing its status.',
  hasTrips: 'This agency has transport requests assigned to it; deactivate it instead.',
  hasHistory: "This agency's staff appear in the history of transport requests; deactivate it instead.",
  hasUnits: 'This agency still has units. Delete its units or deactivate the agency first.',
  // no two active agencies share a name, whatever its case
  nameTaken: 'An agency with this name is already registered',
  // spec
  loadFailed: 'Failed to load agencies',
  deleteFailed: 'Failed to delete agency',
  updateFailed: 'Failed to update agency',
  deleteConfirm: 'Are you sure you want to delete this agency?',
  noCapabilities: 'No capabilities',
  saveButton: 'Save Changes',
  saving: 'Saving...',
} as const;
