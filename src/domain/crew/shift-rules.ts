// Which units a crew member may sign on to, and what the crew may do to its unit's status (docs/crew.md).
import type { UnitStatus } from '../common/enums';

/**
 * A crew signs on to an active unit of its agency that is in service: AVAILABLE, or COMMITTED to trips already.
 * OUT_OF_SERVICE, MAINTENANCE and OFF_DUTY units are the dispatcher's to put back first.
 */
export const SHIFT_UNIT_STATUSES: readonly UnitStatus[] = ['AVAILABLE', 'COMMITTED'];
export const canTakeShiftOn = (unit: { isActive: boolean; currentStatus: UnitStatus }) =>
  unit.isActive && SHIFT_UNIT_STATUSES.includes(unit.currentStatus);

/** Trips the crew's list keeps after they are completed, so the last one can still be read back. */
export const CREW_COMPLETED_HOURS = 12;

export const SHIFT_MESSAGES = {
  unitNotFound: 'Unit not found',
  notInService: (unitNumber: string) => `Unit ${unitNumber} is not in service: pick a unit that is available or committed`,
  signedOnMeanwhile: 'You signed on to another unit at the same moment; reload to see which',
  patientAboard: 'The unit carries a patient: set it out of service once the patient is handed over',
} as const;

/**
 * The status the crew's choice sets: out of service (refused while a patient is aboard), or back in service, which is
 * COMMITTED while the unit still holds an accepted trip, so that no planner takes it for a free unit.
 */
export function crewUnitStatus(
  asked: 'AVAILABLE' | 'OUT_OF_SERVICE',
  trips: { accepted: boolean; inProgress: boolean },
): { status: UnitStatus } | { refusal: string } {
  if (asked === 'OUT_OF_SERVICE') return trips.inProgress ? { refusal: SHIFT_MESSAGES.patientAboard } : { status: 'OUT_OF_SERVICE' };
  return { status: trips.accepted || trips.inProgress ? 'COMMITTED' : 'AVAILABLE' };
}
