// The wording of naming the unit that goes: beside Accept, on My Trips and in the Settings tab.
import { UNIT_STATUS_LABELS } from '@/domain/common/code-labels';
import type { UnitStatus } from '@/domain/common/enums';

export const UNIT_CHOICE = {
  /** The unit select's name, beginning with what it is for (one per trip row). */
  selectLabel: (patientId: string) => `Unit for patient ${patientId}`,
  noUnit: 'No unit',
  chooseUnit: 'Choose a unit',
  noneCanGo: 'No unit free for this level',
  /** A unit's option: its number and level, and "Committed" when it would take the trip after its current work. */
  option: (unitNumber: string, level: string | null, status: UnitStatus | null) =>
    [unitNumber, level, status === 'COMMITTED' ? UNIT_STATUS_LABELS.COMMITTED : null].filter(Boolean).join(' · '),
  fact: 'Unit',
  notNamed: 'Not named yet',
  assign: 'Assign unit',
  assignLabel: (patientId: string) => `Assign unit, patient ${patientId}`,
  assignFailed: 'The unit could not be assigned',
  settings: {
    title: 'Dispatch',
    intro: 'How your dispatchers accept trips.',
    requireUnit: 'Require a unit when accepting',
    requireUnitHint: 'Accept then sends the unit chosen beside it; an accept without a unit is refused.',
    loading: 'Loading dispatch settings…',
    loadFailed: 'The dispatch settings could not be loaded',
    saving: 'Saving…',
    saved: 'Saved',
    saveFailed: 'The setting could not be saved',
  },
} as const;
