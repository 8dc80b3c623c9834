import { useState } from 'react';
import type { TripListItem } from '../../../../domain/trip-views';
import { useAgencyUnits, useDispatchRules } from '../api/unit-choice';
import { unitChoices } from './unit-select';

/**
 * The unit each Available Trips row would send with Accept. Optional: "No unit" until the dispatcher picks one, so one
 * click still accepts. Required by the agency: the soonest free unit able to carry the trip, which the dispatcher may change.
 */
export function useAcceptUnits() {
  const units = useAgencyUnits();
  const rules = useDispatchRules();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const required = rules.data?.requireUnitOnAccept ?? false;
  const choicesFor = (t: TripListItem) => unitChoices(units.data, t);
  return {
    /** The chooser shows once the agency has an active unit, or must name one. */
    shown: required || (units.data ?? []).some((u) => u.isActive),
    required,
    choicesFor,
    chosenFor: (t: TripListItem) => chosen[t.id] ?? (required ? (choicesFor(t)[0]?.id ?? '') : ''),
    choose: (tripId: string, unitId: string) => setChosen((c) => ({ ...c, [tripId]: unitId })),
  };
}
