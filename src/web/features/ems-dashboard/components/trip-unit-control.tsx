import { useState } from 'react';
import type { TripListItem } from '@/domain/trips/trip-answers';
import type { UnitView } from '@/domain/units/unit-answers';
import { Button } from '@/web/components/ui/button';
import { errorText } from '@/web/lib/api-client';
import { UNIT_CHOICE } from '../unit-choice-texts';
import { useAssignUnit } from '../api/unit-choice';
import { unitChoices, UnitSelect } from './unit-select';

/** The unit number a trip row shows: its unit's, once named. */
export const unitNumberOf = (trip: TripListItem, units: readonly UnitView[] | undefined) =>
  (trip.assignedUnitId && units?.find((u) => u.id === trip.assignedUnitId)?.unitNumber) || UNIT_CHOICE.notNamed;

/** Names or replaces the unit of an accepted or in-progress trip: a select of the units able to go, and Assign unit. */
export function TripUnitControl({ trip, units }: { trip: TripListItem; units: readonly UnitView[] | undefined }) {
  const assign = useAssignUnit();
  const current = trip.assignedUnitId ?? '';
  const [picked, setPicked] = useState<string | null>(null);
  const value = picked ?? current;
  const choices = unitChoices(units, trip);
  // the unit it has stays listed even once it could no longer be named (set out of service meanwhile)
  const held = units?.find((u) => u.id === current);
  const listed = held && !choices.includes(held) ? [held, ...choices] : choices;
  return (
    <form
      className="flex flex-wrap items-center gap-2 pt-1"
      onSubmit={(e) => {
        e.preventDefault();
        assign.mutate({ tripId: trip.id, unitId: value }, { onSuccess: () => setPicked(null) });
      }}
    >
      <UnitSelect patientId={trip.patientId} choices={listed} value={value} optional={false} heldId={current} onChange={setPicked} />
      <Button type="submit" size="sm" variant="secondary" aria-label={UNIT_CHOICE.assignLabel(trip.patientId)} busy={assign.isPending} disabled={!value || value === current || assign.isPending}>
        {UNIT_CHOICE.assign}
      </Button>
      {assign.isError && (
        <p role="alert" className="w-full text-sm text-red-700">
          {errorText(assign.error, UNIT_CHOICE.assignFailed)}
        </p>
      )}
    </form>
  );
}
