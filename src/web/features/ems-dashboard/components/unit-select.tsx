import { isTransportLevel } from '@/domain/common/enums';
import { unitsForTrip } from '@/domain/units/unit-assignment';
import type { UnitView } from '@/domain/units/unit-answers';
import { highestLevelCarried, type VehicleNeed } from '@/domain/units/vehicle-fit';
import { Select } from '@/web/components/ui/field';
import { readerToday } from '@/web/lib/format';
import { UNIT_CHOICE } from '../unit-choice-texts';

/** The units that may carry the trip's patient, soonest free first (the server's own rule, expired credentials included); none for a level outside the three. */
export function unitChoices(units: readonly UnitView[] | undefined, trip: Omit<VehicleNeed, 'transportLevel'> & { transportLevel: string }) {
  const level = trip.transportLevel;
  return isTransportLevel(level) ? unitsForTrip(units ?? [], { ...trip, transportLevel: level }, readerToday()) : [];
}

/**
 * The unit that goes, for one trip: "No unit" first when naming one is optional; when none can go, a disabled select
 * says so rather than vanishing.
 */
export function UnitSelect({
  patientId,
  choices,
  value,
  optional,
  heldId,
  onChange,
}: {
  patientId: string;
  choices: readonly UnitView[];
  value: string;
  optional: boolean;
  /** The unit the trip already has: committed to this very trip, so not marked as busy. */
  heldId?: string;
  onChange(unitId: string): void;
}) {
  const none = choices.length === 0;
  return (
    <Select
      aria-label={UNIT_CHOICE.selectLabel(patientId)}
      className="max-w-full sm:w-52 sm:py-1.5"
      value={none ? '' : value}
      disabled={none}
      onChange={(e) => onChange(e.target.value)}
    >
      {none ? <option value="">{UNIT_CHOICE.noneCanGo}</option> : optional ? <option value="">{UNIT_CHOICE.noUnit}</option> : !value && <option value="">{UNIT_CHOICE.chooseUnit}</option>}
      {choices.map((u) => (
        <option key={u.id} value={u.id}>
          {UNIT_CHOICE.option(u.unitNumber, highestLevelCarried(u), u.id === heldId ? null : u.currentStatus)}
        </option>
      ))}
    </Select>
  );
}
