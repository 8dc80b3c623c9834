// The clinical side of a demo trip: level, urgency, patient needs, drawn so they agree with each other.
import type { TransportLevel, TripPriority } from '@/domain/common/enums';
import {
  CRITICAL_DIAGNOSES,
  DEFAULT_DROPDOWN_OPTIONS,
  SPECIAL_NEEDS,
  SPECIAL_REQUIREMENTS,
  TRIP_NOTES,
} from './catalogue';
import { patientId, type Rng } from './random';

export type Urgency = 'Routine' | 'Urgent' | 'Emergent';

export interface ClinicalProfile {
  patientId: string;
  patientWeight: number;
  insuranceCompany: string;
  transportLevel: TransportLevel;
  urgencyLevel: Urgency;
  priority: TripPriority;
  diagnosis: string;
  mobilityLevel: string;
  oxygenRequired: boolean;
  monitoringRequired: boolean;
  isolation: boolean;
  bariatric: boolean;
  specialNeeds: string | null;
  specialRequirements: string | null;
  notes: string | null;
  notificationRadius: number;
}

const PRIORITY_BY_URGENCY: Record<Urgency, readonly (readonly [TripPriority, number])[]> = {
  Routine: [['LOW', 4], ['MEDIUM', 6]],
  Urgent: [['MEDIUM', 3], ['HIGH', 7]],
  Emergent: [['HIGH', 4], ['CRITICAL', 6]],
};

const INSURANCE_WEIGHTS = DEFAULT_DROPDOWN_OPTIONS.insurance.map(
  (name) => [name, name === 'Medicare' ? 8 : name === 'Medicaid' ? 4 : name === 'Self-Pay' ? 0.5 : 1.5] as const,
);

/** A patient and the care the trip needs; `level` and `urgency` may be fixed by the trip's plan. */
export function clinicalProfile(rng: Rng, fixed: { level?: TransportLevel; urgency?: Urgency }): ClinicalProfile {
  const transportLevel = fixed.level ?? rng.weighted<TransportLevel>([['BLS', 55], ['ALS', 30], ['CCT', 15]]);
  const critical = transportLevel === 'CCT';
  const urgencyLevel =
    fixed.urgency ??
    rng.weighted<Urgency>(critical ? [['Routine', 3], ['Urgent', 4], ['Emergent', 3]] : [['Routine', 7], ['Urgent', 2.5], ['Emergent', 0.5]]);
  const mobilityLevel =
    transportLevel === 'BLS'
      ? rng.weighted([['Ambulatory', 15], ['Wheelchair', 35], ['Stretcher', 40], ['Bedbound', 10]])
      : rng.weighted([['Stretcher', 6], ['Bedbound', 4]]);
  const isolation = rng.chance(0.08);
  const bariatric = !critical && rng.chance(0.07);
  const requirements = [
    critical ? rng.pick(SPECIAL_REQUIREMENTS.CCT) : null,
    isolation ? SPECIAL_REQUIREMENTS.isolation : null,
    bariatric ? SPECIAL_REQUIREMENTS.bariatric : null,
  ].filter((r): r is string => r !== null);
  return {
    patientId: patientId(rng),
    patientWeight: bariatric ? rng.int(160, 230) : rng.int(480, 1180) / 10,
    insuranceCompany: rng.weighted(INSURANCE_WEIGHTS),
    transportLevel,
    urgencyLevel,
    priority: rng.weighted(PRIORITY_BY_URGENCY[urgencyLevel]),
    diagnosis: critical ? rng.pick(CRITICAL_DIAGNOSES) : rng.pick(DEFAULT_DROPDOWN_OPTIONS.diagnosis),
    mobilityLevel,
    oxygenRequired: critical || rng.chance(transportLevel === 'ALS' ? 0.7 : 0.25),
    monitoringRequired: transportLevel !== 'BLS',
    isolation,
    bariatric,
    specialNeeds: rng.chance(0.25) ? rng.pick(SPECIAL_NEEDS) : null,
    specialRequirements: requirements.length > 0 ? requirements.join('; ') : null,
    notes: rng.chance(0.4) ? rng.pick(TRIP_NOTES) : null,
    notificationRadius: rng.pick([100, 100, 100, 50, 25]),
  };
}
