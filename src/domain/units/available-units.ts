// GET /api/units/available: the units free to take work now, with what a planner needs of each.
import type { TransportLevel, UnitCapability, UnitType } from '../common/enums';
import type { LatLng } from '../places/geo';
import { dateInZone, parseScheduledTime } from '../trips/scheduled-time';

export const AVAILABLE_UNITS_PATH = '/api/units/available';

export interface AvailableUnit {
  id: string;
  unitNumber: string;
  agencyId: string;
  agencyName: string;
  type: UnitType;
  /** What it is equipped with: with its type, what it can carry (see vehicle-fit.ts) */
  capabilities: UnitCapability[];
  customCapabilities: string[];
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
