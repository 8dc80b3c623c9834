// What a trip asks of the vehicle sent for it, as badges on an agency's trip rows: read from the fields the facility
// entered, so a dispatcher sees before accepting whether a stretcher, bariatric kit, oxygen or isolation is needed.
import { ESCALATION_SCREEN } from './escalation';

export const TRIP_NEEDS = ['stretcher', 'bariatric', 'oxygen', 'isolation', 'escalated'] as const;
export type TripNeed = (typeof TRIP_NEEDS)[number];

export const TRIP_NEED_LABELS: Record<TripNeed, string> = {
  stretcher: 'Stretcher',
  bariatric: 'Bariatric',
  oxygen: 'Oxygen',
  isolation: 'Isolation',
  escalated: ESCALATION_SCREEN.badge,
};

/** 350 lb: above it a standard stretcher and a two-person lift no longer do, so the trip needs bariatric equipment. */
export const BARIATRIC_WEIGHT_KG = 159;

// mobility levels are a facility's own dropdown options: the patient lies down when the level says so in any wording
const LYING_DOWN = /stretcher|gurney|bed[\s-]*(?:bound|ridden)/i;
const BARIATRIC = /bariatric/i;

/** The fields of a list row that the needs are read from. */
export interface TripNeedFacts {
  mobilityLevel: string;
  oxygenRequired: boolean;
  isolation: boolean;
  bariatric: boolean;
  patientWeight: number | null;
  escalatedAt: string | null;
}

/** Whether the patient travels lying down: a stretcher-capable vehicle, not a wheelchair van. */
export const needsStretcher = (mobilityLevel: string) => LYING_DOWN.test(mobilityLevel);

/** Marked bariatric, a mobility level saying so, or a weight past what standard equipment carries. */
export const needsBariatric = (t: Pick<TripNeedFacts, 'bariatric' | 'mobilityLevel' | 'patientWeight'>) =>
  t.bariatric || BARIATRIC.test(t.mobilityLevel) || (t.patientWeight !== null && t.patientWeight >= BARIATRIC_WEIGHT_KG);

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
