// Which patients a unit can carry: its level of care, how the patient travels (seated, in a wheelchair, lying down)
// and whether it is equipped for a bariatric patient. Data: one line per unit type and per capability; a unit carries
// what its type line allows, widened by its capability lines where the type leaves it to them. Every planner path
// (single-unit routes, backhaul pairs, the dispatch plan) and the units list's level of care read this table.
//
// A trip's level of care is always needed: a BLS trip whose patient walks or sits in a wheelchair still asked for a
// BLS ambulance crew, so a wheelchair van (which carries no level of care) never takes it.
import type { TransportLevel, UnitCapability, UnitType } from '../common/enums';

/** How the patient travels, from the trip's free-text mobility level (see `patientPosition`). */
export const PATIENT_POSITIONS = ['SEATED', 'WHEELCHAIR', 'LYING'] as const;
export type PatientPosition = (typeof PATIENT_POSITIONS)[number];

/**
 * How a trip's mobility level reads, first match wins: the request forms' defaults (Ambulatory, Wheelchair, Stretcher,
 * Bedbound) and the wordings facilities add to their own lists. Wording none of these lines knows is taken as lying
 * down, the only position every ambulance can carry.
 */
export const POSITION_OF_MOBILITY: readonly { wording: RegExp; position: PatientPosition }[] = [
  { wording: /stretcher|gurney|^bed$|bed[\s-]*(bound|ridden)/i, position: 'LYING' },
  { wording: /wheelchair/i, position: 'WHEELCHAIR' },
  { wording: /^$|ambulatory|walk|assist|seated|sitting/i, position: 'SEATED' },
];

/** 350 lb: above it a standard stretcher and a two-person lift no longer do, so the trip needs bariatric equipment. */
export const BARIATRIC_WEIGHT_KG = 159;

/** 'capabilities': the type leaves it to the unit's capability lines. */
type ByCapabilities = 'capabilities';

export interface UnitTypeFit {
  type: UnitType;
  levels: readonly TransportLevel[] | ByCapabilities;
  positions: readonly PatientPosition[] | ByCapabilities;
  /** 'equipped': when the unit lists bariatric equipment among its custom capabilities */
  bariatric: false | 'equipped';
}

export interface CapabilityFit {
  capability: UnitCapability;
  levels: readonly TransportLevel[];
  positions: readonly PatientPosition[];
}

const ALL_POSITIONS = PATIENT_POSITIONS;

export const UNIT_TYPE_FIT: readonly UnitTypeFit[] = [
  // an ambulance has a stretcher; its crew's capabilities say which levels of care it carries
  { type: 'AMBULANCE', levels: 'capabilities', positions: ALL_POSITIONS, bariatric: 'equipped' },
  { type: 'CRITICAL_CARE', levels: ['BLS', 'ALS', 'CCT'], positions: ALL_POSITIONS, bariatric: 'equipped' },
  // seated and wheelchair patients only, and never a level of care, whatever capabilities it lists
  { type: 'WHEELCHAIR_VAN', levels: [], positions: ['SEATED', 'WHEELCHAIR'], bariatric: false },
  { type: 'OTHER', levels: 'capabilities', positions: 'capabilities', bariatric: 'equipped' },
];

export const CAPABILITY_FIT: readonly CapabilityFit[] = [
  // levels nest: a crew able to do a level can do every level below it; a crew alone brings no wheelchair or stretcher
  { capability: 'BLS', levels: ['BLS'], positions: ['SEATED'] },
  { capability: 'ALS', levels: ['BLS', 'ALS'], positions: ['SEATED'] },
  { capability: 'CCT', levels: ['BLS', 'ALS', 'CCT'], positions: ['SEATED'] },
  { capability: 'WHEELCHAIR', levels: [], positions: ['SEATED', 'WHEELCHAIR'] },
  { capability: 'STRETCHER', levels: [], positions: ALL_POSITIONS },
  { capability: 'OXYGEN', levels: [], positions: [] },
  { capability: 'MONITORING', levels: [], positions: [] },
  { capability: 'VENTILATOR', levels: [], positions: [] },
  { capability: 'CUSTOM', levels: [], positions: [] },
];

/** What a planner knows of a unit's vehicle. */
export interface UnitVehicle {
  type: UnitType;
  capabilities: readonly UnitCapability[];
  /** Free-text equipment; one naming "bariatric" equips the unit for bariatric patients */
  customCapabilities?: readonly string[];
}

/** What a trip asks of the vehicle. */
export interface VehicleNeed {
  transportLevel: TransportLevel;
  /** The trip's mobility level as written; absent: the request form's default, Ambulatory */
  mobilityLevel?: string | null;
  /** Marked bariatric by the facility */
  bariatric?: boolean | null;
  patientWeight?: number | null;
}

/** What a unit can carry, from the table. */
export interface UnitCarries {
  levels: ReadonlySet<TransportLevel>;
  positions: ReadonlySet<PatientPosition>;
  bariatric: boolean;
}

export type VehicleMisfit = 'LEVEL_OF_CARE' | 'MOBILITY' | 'BARIATRIC';

const BARIATRIC = /bariatric/i;

export function patientPosition(mobilityLevel: string | null | undefined): PatientPosition {
  const wording = (mobilityLevel ?? 'Ambulatory').trim();
  return POSITION_OF_MOBILITY.find((row) => row.wording.test(wording))?.position ?? 'LYING';
}

/** Marked bariatric, a mobility level saying so, or a weight past what standard equipment carries. */
export const needsBariatric = (trip: Pick<VehicleNeed, 'bariatric' | 'mobilityLevel' | 'patientWeight'>): boolean =>
  Boolean(trip.bariatric) || BARIATRIC.test(trip.mobilityLevel ?? '') || (trip.patientWeight != null && trip.patientWeight >= BARIATRIC_WEIGHT_KG);

export function unitCarries(unit: UnitVehicle): UnitCarries {
  const typeFit = UNIT_TYPE_FIT.find((row) => row.type === unit.type)!;
  const capabilityFits = CAPABILITY_FIT.filter((row) => unit.capabilities.includes(row.capability));
  const levels = typeFit.levels === 'capabilities' ? capabilityFits.flatMap((row) => row.levels) : typeFit.levels;
  const positions = typeFit.positions === 'capabilities' ? capabilityFits.flatMap((row) => row.positions) : typeFit.positions;
  const bariatric = typeFit.bariatric === 'equipped' && (unit.customCapabilities ?? []).some((c) => BARIATRIC.test(c));
  return { levels: new Set(levels), positions: new Set(positions), bariatric };
}

/** The first thing about the trip the unit cannot carry, or null when it can carry it. */
export function vehicleMisfit(unit: UnitVehicle | UnitCarries, trip: VehicleNeed): VehicleMisfit | null {
  const carries = 'levels' in unit ? unit : unitCarries(unit);
  if (!carries.levels.has(trip.transportLevel)) return 'LEVEL_OF_CARE';
  if (!carries.positions.has(patientPosition(trip.mobilityLevel))) return 'MOBILITY';
  if (needsBariatric(trip) && !carries.bariatric) return 'BARIATRIC';
  return null;
}

export const unitCanCarry = (unit: UnitVehicle | UnitCarries, trip: VehicleNeed): boolean => vehicleMisfit(unit, trip) === null;

/** The levels a crew able to do `level` carries: the table's line for that capability. */
export const crewLevels = (level: TransportLevel): readonly TransportLevel[] => CAPABILITY_FIT.find((row) => row.capability === level)!.levels;

const LEVEL_ORDER: readonly TransportLevel[] = ['BLS', 'ALS', 'CCT'];

/** The highest level of care a unit carries; null when it carries none (a wheelchair van, a unit without a crew level). */
export function highestLevelCarried(unit: UnitVehicle): TransportLevel | null {
  const { levels } = unitCarries(unit);
  return [...LEVEL_ORDER].reverse().find((l) => levels.has(l)) ?? null;
}
