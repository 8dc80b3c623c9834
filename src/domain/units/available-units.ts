// GET /api/units/available: the units free to take work now, with what a planner needs of each.
import { dateInZone, parseScheduledTime } from '../trips/scheduled-time';

export const AVAILABLE_UNITS_PATH = '/api/units/available';

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
