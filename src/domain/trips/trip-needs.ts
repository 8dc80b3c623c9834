// What a trip asks of the vehicle sent for it, as badges on an agency's trip rows: read from the fields the facility
// entered, so a dispatcher sees before accepting whether a stretcher, bariatric kit, oxygen or isolation is needed.
// Stretcher and bariatric are read as the vehicle-fit table reads them, so a badge never contradicts the unit list.
import { ESCALATION_SCREEN } from './escalation';
import { needsBariatric, patientPosition } from '../units/vehicle-fit';

export const TRIP_NEEDS = ['stretcher', 'bariatric', 'oxygen', 'isolation', 'escalated'] as const;
export type TripNeed = (typeof TRIP_NEEDS)[number];

export const TRIP_NEED_LABELS: Record<TripNeed, string> = {
  stretcher: 'Stretcher',
  bariatric: 'Bariatric',
  oxygen: 'Oxygen',
  isolation: 'Isolation',
  escalated: ESCALATION_SCREEN.badge,
};

/** The fields of a list row that the needs are read from. */
export interface TripNeedFacts {
  mobilityLevel: string;
  oxygenRequired: boolean;
  isolation: boolean;
  bariatric: boolean;
  patientWeight: number | null;
  escalatedAt: string | null;
}

/** Whether the patient travels lying down, as the vehicle-fit table reads the mobility level: a stretcher is needed. */
export const needsStretcher = (mobilityLevel: string) => patientPosition(mobilityLevel) === 'LYING';

/** The trip's needs in a fixed order (the vehicle's first, then escalation), each once. */
export function tripNeeds(t: TripNeedFacts): TripNeed[] {
  const has: Record<TripNeed, boolean> = {
    stretcher: needsStretcher(t.mobilityLevel),
    bariatric: needsBariatric(t),
    oxygen: t.oxygenRequired,
    isolation: t.isolation,
    escalated: t.escalatedAt !== null,
  };
  return TRIP_NEEDS.filter((need) => has[need]);
}
