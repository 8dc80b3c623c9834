// Times the wizard sends: ISO 8601 with an offset, or a browser datetime-local value read in the configured zone.
import { TZDate, tzOffset } from '@date-fns/tz';

const WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})$/i;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

function wallTimeOf(m: RegExpMatchArray): WallTime | null {
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as [number, number, number, number, number, number];
  const ms = Number((m[7] ?? '0').padEnd(3, '0').slice(0, 3));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second, ms };
}

const asUtc = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.ms);

/** True for the two accepted shapes with a real calendar date; the zone is applied later. */
export function isDateTimeText(text: string): boolean {
  const m = text.match(WITH_OFFSET) ?? text.match(LOCAL);
  return m !== null && wallTimeOf(m) !== null;
}

/** The zone's offset from UTC in milliseconds at this instant (east positive). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  return tzOffset(timeZone, new Date(instant)) * 60_000;
}

/**
 * The instant a wall-clock time (given as if it were UTC) names in a zone. A time skipped by a spring-forward gap
 * moves forward by the gap (02:30 becomes 03:30 daylight time), and a time that occurs twice in autumn is the first
 * one, as browsers do; `TZDate` resolves both that way.
 */
export function zonedWallTimeToInstant(wall: number, timeZone: string): number {
  const w = new Date(wall);
  return +new TZDate(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate(), w.getUTCHours(), w.getUTCMinutes(), w.getUTCSeconds(), w.getUTCMilliseconds(), timeZone);
}

/** A scheduled time as an instant, or null when the text is neither shape; local values are read in `timeZone`. */
export function parseScheduledTime(text: string, timeZone: string): Date | null {
  const offsetMatch = text.match(WITH_OFFSET);
  if (offsetMatch) {
    const w = wallTimeOf(offsetMatch);
    if (!w) return null;
    const zone = offsetMatch[8]!.toUpperCase();
    const sign = zone.startsWith('-') ? -1 : 1;
    const offsetMinutes = zone === 'Z' ? 0 : sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
    return new Date(asUtc(w) - offsetMinutes * 60_000);
  }
  const localMatch = text.match(LOCAL);
  const w = localMatch ? wallTimeOf(localMatch) : null;
  return w ? new Date(zonedWallTimeToInstant(asUtc(w), timeZone)) : null;
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone: the date in a file name the user will recognise. */
export function dateInZone(instant: Date, timeZone: string): string {
  const z = new TZDate(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${z.getFullYear()}-${two(z.getMonth() + 1)}-${two(z.getDate())}`;
}
