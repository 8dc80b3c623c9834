// Every enumerated value of the data model, shared by schema, server and web.
export const USER_TYPES = ['ADMIN', 'USER', 'HEALTHCARE', 'EMS', 'CREW'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Every role but the crew: the accounts of the web app's desks. The crew app has calls of its own (/api/crew). */
export const STAFF_USER_TYPES = ['ADMIN', 'USER', 'HEALTHCARE', 'EMS'] as const satisfies readonly UserType[];

/** Account states: registration → verification → approval → active; DISABLED keeps a user out. */
export const USER_STATUSES = ['PENDING_VERIFICATION', 'PENDING_APPROVAL', 'ACTIVE', 'DISABLED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const TRIP_STATUSES = ['PENDING', 'ACCEPTED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

export const TRIP_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type TripPriority = (typeof TRIP_PRIORITIES)[number];

export const TRANSPORT_LEVELS = ['BLS', 'ALS', 'CCT'] as const;
export type TransportLevel = (typeof TRANSPORT_LEVELS)[number];
/** A trip written before the three levels were enforced may hold another (the list filter's Other). */
export const isTransportLevel = (level: string): level is TransportLevel => (TRANSPORT_LEVELS as readonly string[]).includes(level);

export const UNIT_TYPES = ['AMBULANCE', 'WHEELCHAIR_VAN', 'CRITICAL_CARE', 'OTHER'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const UNIT_STATUSES = ['AVAILABLE', 'COMMITTED', 'OUT_OF_SERVICE', 'MAINTENANCE', 'OFF_DUTY'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export const UNIT_CAPABILITIES = [
  'BLS', 'ALS', 'CCT', 'WHEELCHAIR', 'STRETCHER', 'OXYGEN', 'MONITORING', 'VENTILATOR', 'CUSTOM',
] as const;
export type UnitCapability = (typeof UNIT_CAPABILITIES)[number];

export const AGENCY_RESPONSES = ['OFFERED', 'ACCEPTED', 'DECLINED'] as const;
export type AgencyResponse = (typeof AGENCY_RESPONSES)[number];

export const NOTIFICATION_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Dropdown option categories with the labels of the Hospital Settings screen. */
export const DROPDOWN_CATEGORIES = [
  { value: 'insurance', label: 'Insurance Companies' },
  { value: 'diagnosis', label: 'Primary Diagnosis' },
  { value: 'mobility', label: 'Mobility Levels' },
  { value: 'transport-level', label: 'Transport Levels' },
  { value: 'urgency', label: 'Urgency Levels' },
] as const;
export type DropdownCategory = (typeof DROPDOWN_CATEGORIES)[number]['value'];
export const DROPDOWN_CATEGORY_VALUES = DROPDOWN_CATEGORIES.map((c) => c.value) as [
  DropdownCategory,
  ...DropdownCategory[],
];
