// Times of the demo data, relative to now and in the region's local time (Pittsburgh: America/New_York).
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The demo region's zone (western Pennsylvania). */
export const DEMO_ZONE = 'America/New_York';

/** Minutes the zone is ahead of UTC at this instant (negative in the Americas). */
export function zoneOffsetMinutes(at: Date, timeZone = DEMO_ZONE): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(at.getTime() / MINUTE) * MINUTE) / MINUTE);
}

export interface RegionClock {
  /** Now, on the whole minute, so every demo time reads as a clock time. */
  now: number;
  /** The instant of a local time of day (minutes after midnight), `daysAgo` local days before today. */
  at(daysAgo: number, minuteOfDay: number): number;
  /** The first instant at this local time of day that is not before `notBefore`. */
  upcoming(minuteOfDay: number, notBefore: number): number;
}

/** One offset for the whole month: a daylight-saving change shifts a few demo trips by an hour, which is harmless. */
export function regionClock(instant: number): RegionClock {
  const now = Math.floor(instant / MINUTE) * MINUTE;
  const offset = zoneOffsetMinutes(new Date(now)) * MINUTE;
  const todayStart = Math.floor((now + offset) / DAY) * DAY - offset;
  const at = (daysAgo: number, minuteOfDay: number) => todayStart - daysAgo * DAY + minuteOfDay * MINUTE;
  return {
    now,
    at,
    upcoming(minuteOfDay, notBefore) {
      let daysAgo = 0;
      while (at(daysAgo, minuteOfDay) < notBefore) daysAgo--;
      return at(daysAgo, minuteOfDay);
    },
  };
}
