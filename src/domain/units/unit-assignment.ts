// Which unit goes: the rules for naming a unit on a trip, shared by the server that enforces them and the screens that
// offer only the units they would accept.
import { z } from 'zod';
import type { AgencyDispatchRules } from '../organisations/agency-answers';
import { TRIP_STATUSES, type TransportLevel, type TripStatus, type UnitCapability, type UnitStatus, type UnitType } from '../common/enums';
import { vehicleMisfit, type VehicleMisfit, type VehicleNeed } from './vehicle-fit';
import { TRIP_STATUS_LABELS, UNIT_STATUS_LABELS } from '../common/code-labels';
import { unitCredentialRefusal, type CredentialExpiry } from '../credentials/credential-rules';

/** PUT /api/trips/{id}/unit: names (or replaces) the unit carrying an accepted or in-progress trip. */
export const tripUnitPath = (tripId: string) => `/api/trips/${encodeURIComponent(tripId)}/unit`;
export const tripUnitBody = z.strictObject({ unitId: z.string({ error: 'unitId is required: name the unit that will carry the trip' }).trim().min(1).max(100) });
/** Its answer: the trip's new unit and version (the lists reload for the rest). */
export const tripUnitAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.string(),
    status: z.enum(TRIP_STATUSES),
    assignedUnitId: z.string(),
    assignedUnitNumber: z.string(),
    version: z.number().int(),
  }),
});
export type TripUnitAnswer = z.output<typeof tripUnitAnswer>['data'];

/** The trip statuses in which a trip holds its unit: the unit is COMMITTED to it until it leaves them. */
export const UNIT_HOLDING_STATUSES: readonly TripStatus[] = ['ACCEPTED', 'IN_PROGRESS'];
export const holdsUnit = (status: TripStatus) => UNIT_HOLDING_STATUSES.includes(status);

/** What the rules read of a unit. */
export interface NameableUnit {
  unitNumber: string;
  type: UnitType;
  capabilities: readonly UnitCapability[];
  customCapabilities: readonly string[];
  isActive: boolean;
  currentStatus: UnitStatus;
  /** Its credential that expires first (src/domain/credentials/credential-rules.ts), or null without any. */
  firstExpiry: CredentialExpiry | null;
}

/**
 * The statuses in which a unit may be named: free now, or committed and taking the trip after its current work (a
 * planned route names one unit for several trips). Out of service, in maintenance or off duty, it cannot go.
 */
export const NAMEABLE_STATUSES: readonly UnitStatus[] = ['AVAILABLE', 'COMMITTED'];

export const UNIT_ASSIGNMENT_MESSAGES = {
  unitRequired: 'Your agency requires a unit when accepting: choose the unit that will carry this trip (assignedUnitId)',
  cannotCarry: (unitNumber: string, level: TransportLevel) => `Unit ${unitNumber} cannot carry ${level} trips: choose a unit equipped for ${level}`,
  cannotCarryPatient: (unitNumber: string, mobilityLevel: string) =>
    `Unit ${unitNumber} cannot carry a patient whose mobility is ${mobilityLevel}: choose a unit that can`,
  notBariatric: (unitNumber: string) => `Unit ${unitNumber} is not equipped for a bariatric patient: choose a unit that is`,
  notInService: (unitNumber: string, status: UnitStatus) =>
    `Unit ${unitNumber} is ${UNIT_STATUS_LABELS[status].toLowerCase()} and cannot be sent: choose an available unit`,
  inactive: (unitNumber: string) => `Unit ${unitNumber} is inactive and cannot be sent`,
  notHolding: (status: TripStatus) => `A unit can be named only on an accepted or in-progress trip; this one is ${TRIP_STATUS_LABELS[status].toLowerCase()}`,
  unitNotFound: 'unitId must name one of your own agency’s active units',
  assigned: (unitNumber: string) => `Unit ${unitNumber} assigned`,
  replaced: (unitNumber: string, before: string) => `Unit ${unitNumber} assigned in place of ${before}`,
} as const;

const MISFIT_TEXT: Record<VehicleMisfit, (unitNumber: string, trip: VehicleNeed) => string> = {
  LEVEL_OF_CARE: (n, trip) => UNIT_ASSIGNMENT_MESSAGES.cannotCarry(n, trip.transportLevel),
  MOBILITY: (n, trip) => UNIT_ASSIGNMENT_MESSAGES.cannotCarryPatient(n, trip.mobilityLevel ?? 'Ambulatory'),
  BARIATRIC: (n) => UNIT_ASSIGNMENT_MESSAGES.notBariatric(n),
};

/**
 * Why the unit cannot be named on the trip, or null when it can: it must be able to go, hold no credential expired by
 * `today` (the control center's date) and carry the patient (vehicle-fit.ts).
 */
export function unitRefusal(unit: NameableUnit, trip: VehicleNeed, today: string): string | null {
  const M = UNIT_ASSIGNMENT_MESSAGES;
  if (!unit.isActive) return M.inactive(unit.unitNumber);
  if (!NAMEABLE_STATUSES.includes(unit.currentStatus)) return M.notInService(unit.unitNumber, unit.currentStatus);
  const lapsed = unitCredentialRefusal(unit, today);
  if (lapsed) return lapsed;
  const misfit = vehicleMisfit(unit, trip);
  return misfit === null ? null : MISFIT_TEXT[misfit](unit.unitNumber, trip);
}

/** The units that may be named on the trip, soonest free first: available ones, then committed, each by number. */
export function unitsForTrip<U extends NameableUnit>(units: readonly U[], trip: VehicleNeed, today: string): U[] {
  const order = (u: U) => NAMEABLE_STATUSES.indexOf(u.currentStatus);
  return units
    .filter((u) => unitRefusal(u, trip, today) === null)
    .sort((a, b) => order(a) - order(b) || a.unitNumber.localeCompare(b.unitNumber, undefined, { numeric: true }));
}

/** GET and PUT: the agency's own rule for naming units, from its EMS Settings tab. */
export const AGENCY_DISPATCH_PATH = '/api/auth/ems/agency/dispatch';
export const agencyDispatchBody = z.strictObject({
  requireUnitOnAccept: z.boolean({ error: 'requireUnitOnAccept must be true or false' }),
});
export const DISPATCH_RULES_DEFAULTS: AgencyDispatchRules = { requireUnitOnAccept: false };
