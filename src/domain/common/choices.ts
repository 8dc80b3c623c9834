// Choice lists of the registration and edit forms; the counts are part of the contract.
export const FACILITY_TYPES = [
  'Hospital',
  'Clinic',
  'Urgent Care',
  'Rehabilitation Facility',
  "Doctor's Office",
  'Dialysis Center',
  'Nursing Home',
  'Assisted Living',
  'Other',
] as const;

export const REGISTRATION_SERVICE_TYPES = [
  'EMS',
  'Wheelchair Van',
  'Non-Emergency Medical Transport',
  'Air Ambulance',
  'Ground Ambulance',
  'Other',
] as const;

export const REGISTRATION_CAPABILITIES = [
  'BLS',
  'ALS',
  'CCT',
  'Critical Care',
  'Neonatal',
  'Pediatric',
  'Bariatric',
  'Isolation',
] as const;

/** Service types of the control center's agency edit and the agency's own Settings: value and label. */
export const AGENCY_SERVICE_TYPES = [
  { value: 'BLS', label: 'BLS Only' },
  { value: 'ALS', label: 'ALS Only' },
  { value: 'BLS/ALS', label: 'BLS/ALS' },
  { value: 'Critical Care', label: 'Critical Care' },
] as const;

export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA',
  'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ',
  'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
