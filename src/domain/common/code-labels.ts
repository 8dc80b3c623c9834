// The words a person reads for each code of the data model: every screen, bell notice, e-mail, text message and the
// CSV's own columns write a code through these. The API and the spec's CSV columns keep the codes themselves.
// Words the specification gives are marked "spec".
import type { AgencyResponse, TripPriority, TripStatus, UnitStatus, UnitType, UserType } from './enums';
import type { AcceptanceMode, PickupOfferStatus } from '../trips/pickup-offers';
import type { DeclineReason } from '../trips/decline-reasons';
import type { BadgeStatus } from '../portals/healthcare-portal-texts';

export const TRIP_STATUS_LABELS: Record<TripStatus, string> = {
  PENDING: 'Pending', // spec (the count)
  ACCEPTED: 'Accepted',
  IN_PROGRESS: 'In Progress', // spec (the count)
  COMPLETED: 'Completed', // spec (the count)
  CANCELLED: 'Cancelled',
};

/** A status badge's words: the five statuses, and the two the badges also style (EN_ROUTE, PICKUP). */
export const BADGE_STATUS_LABELS: Record<BadgeStatus, string> = { ...TRIP_STATUS_LABELS, EN_ROUTE: 'En Route', PICKUP: 'Pickup' };

export const TRIP_PRIORITY_LABELS: Record<TripPriority, string> = { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High', CRITICAL: 'Critical' };

export const UNIT_TYPE_LABELS: Record<UnitType, string> = {
  AMBULANCE: 'Ambulance',
  WHEELCHAIR_VAN: 'Wheelchair Van',
  CRITICAL_CARE: 'Critical Care',
  OTHER: 'Other',
};

export const UNIT_STATUS_LABELS: Record<UnitStatus, string> = {
  AVAILABLE: 'Available', // spec
  COMMITTED: 'Committed', // spec
  OUT_OF_SERVICE: 'Out of Service', // spec
  MAINTENANCE: 'Maintenance', // spec
  OFF_DUTY: 'Off Duty',
};

/** A user's role as a badge reads it; the user form's choices are the spec's own (USER_TYPE_OPTIONS). */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  ADMIN: 'Admin', // spec ("Admin (Full Access)")
  USER: 'User', // spec ("User (Standard Access)")
  HEALTHCARE: 'Healthcare facility',
  EMS: 'EMS agency',
  CREW: 'Crew member',
};

export const ACCEPTANCE_MODE_LABELS: Record<AcceptanceMode, string> = {
  FIRST_TO_ACCEPT: 'First to accept',
  COMPARE_OFFERS: 'Compare offers',
};

/** A compare-offers request's offer, as the facility's offers table reads it. */
export const PICKUP_OFFER_STATUS_LABELS: Record<PickupOfferStatus, string> = {
  OFFERED: 'Offered',
  TO_CONFIRM: 'To confirm',
  WITHDRAWN: 'Withdrawn',
  AWARDED: 'Awarded',
  NOT_AWARDED: 'Not awarded',
};

/** An agency's answer to a request offered to it, as "Agencies asked" reads it. */
export const AGENCY_RESPONSE_LABELS: Record<AgencyResponse, string> = {
  OFFERED: 'Awaiting answer',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
};

export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  NO_UNIT: 'No unit available',
  LEVEL_OF_CARE: 'Level of care',
  DISTANCE: 'Distance',
  OTHER: 'Other',
};

/** A code's word, or the code itself for a value a newer server sends that this table does not know yet. */
export const labelOf = (labels: Readonly<Record<string, string>>, code: string): string => labels[code] ?? code;
