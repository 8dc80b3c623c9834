// GET /api/units/available: the units free to take work now, with what a planner needs of each.
import type { TransportLevel, UnitCapability, UnitType } from './enums';
import type { LatLng } from './geo';
import { dateInZone, parseScheduledTime } from './scheduled-time';

export const AVAILABLE_UNITS_PATH = '/api/units/available';

export interface AvailableUnit {
  id: string;
  unitNumber: string;
  agencyId: string;
  agencyName: string;
  type: UnitType;
  /** The highest level of care it carries (null: none of BLS, ALS, CCT) */
  levelOfCare: TransportLevel | null;
  /** Where it starts from: its last drop-off, else its agency's base; null when neither is known */
  position: LatLng | null;
  positionSource: 'lastDropOff' | 'agencyBase' | null;
  /** Its shift as the agency wrote it (local HH:MM), and the next moment that shift ends */
  shiftStart: string | null;
  shiftEnd: string | null;
  shiftEndsAt: string | null;
}

const LEVEL_OF_CAPABILITY: Partial<Record<UnitCapability, TransportLevel>> = { BLS: 'BLS', ALS: 'ALS', CCT: 'CCT' };
const RANK: Record<TransportLevel, number> = { BLS: 1, ALS: 2, CCT: 3 };

/**
 * The highest level of care a unit carries: its BLS, ALS or CCT capability; a critical care unit carries CCT, and a
 * wheelchair van BLS (as a wheelchair van agency does in agency matching).
 */
export function unitLevelOfCare(unit: { type: UnitType; capabilities: readonly UnitCapability[] }): TransportLevel | null {
  const levels = unit.capabilities.map((c) => LEVEL_OF_CAPABILITY[c]).filter((l): l is TransportLevel => l !== undefined);
  if (unit.type === 'CRITICAL_CARE') levels.push('CCT');
  if (levels.length === 0 && (unit.type === 'WHEELCHAIR_VAN' || unit.capabilities.includes('WHEELCHAIR'))) levels.push('BLS');
  return levels.reduce<TransportLevel | null>((top, l) => (top === null || RANK[l] > RANK[top] ? l : top), null);
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The first moment at or after `now` when the zone's clock reads `hhmm` (a shift's end); null for a malformed time. */
export function nextWallClock(now: Date, hhmm: string | null, timeZone: string): Date | null {
  if (!hhmm || !HH_MM.test(hhmm)) return null;
  for (const dayOffset of [0, 1, 2]) {
    const day = dateInZone(new Date(now.getTime() + dayOffset * 86_400_000), timeZone);
    const at = parseScheduledTime(`${day}T${hhmm}`, timeZone);
    if (at && at.getTime() >= now.getTime()) return at;
  }
  return null;
}
