import { useState } from 'react';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { useAgencyUnits, useDispatchRules } from '../api/unit-choice';
import { unitChoices } from './unit-select';

/**
 * The unit each Available Trips row would send with Accept: the unit the control center's plan offered the trip for,
 * while it can still go; else, optional, "No unit" until the dispatcher picks one, so one click still accepts; required
 * by the agency, the soonest free unit able to carry the trip. The dispatcher may change it.
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
    chosenFor: (t: TripListItem) => {
      const choices = choicesFor(t);
      const suggested = choices.find((u) => u.id === t.suggestedUnitId);
      return chosen[t.id] ?? suggested?.id ?? (required ? (choices[0]?.id ?? '') : '');
    },
    choose: (tripId: string, unitId: string) => setChosen((c) => ({ ...c, [tripId]: unitId })),
  };
}
