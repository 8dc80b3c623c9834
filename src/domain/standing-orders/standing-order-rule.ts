// A standing order's rule as pure data: which calendar dates it falls on, at what instant each trip is scheduled in
// the facility's zone, and which dates are due to become trips now.
import { TZDate } from '@date-fns/tz';
import { STANDING_ORDER_MAX_OCCURRENCES, STANDING_ORDER_MESSAGES } from './standing-order-messages';

export const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface StandingOrderRule {
  /** Days of the week the trips fall on; null when the series repeats every `everyDays` days instead. */
  daysOfWeek: Weekday[] | null;
  everyDays: number | null;
  /** Wall-clock time in the facility's zone, HH:MM. */
  time: string;
  /** YYYY-MM-DD, the first possible date (included). */
  startDate: string;
  /** YYYY-MM-DD, the last possible date (included); null when the series ends after `count` trips. */
  endDate: string | null;
  count: number | null;
}

/** The rule of a series as it is stored: its days are plain text there, written only from a checked rule. */
export const ruleOfRow = (
  s: Omit<StandingOrderRule, 'daysOfWeek'> & { daysOfWeek: string[] | null },
): StandingOrderRule => ({
  daysOfWeek: (s.daysOfWeek as Weekday[] | null) ?? null,
  everyDays: s.everyDays,
  time: s.time,
  startDate: s.startDate,
  endDate: s.endDate,
  count: s.count,
});

/** One date changed on its own: skipped, or moved to another time of the same day. */
export interface OccurrenceException {
  date: string;
  skipped: boolean;
  time: string | null;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOfDay = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => dateOfDay(dayNumber(date) + days);

export type DatesReading = { ok: true; dates: string[] } | { ok: false; message: string };

/**
 * Every date of the series in order, or the reason it cannot be made (no day, an end before the start, more than
 * the most a series may make). Counting stops one past the limit, so an endless end date costs nothing.
 */
export function occurrenceDates(rule: StandingOrderRule): DatesReading {
  const days = rule.daysOfWeek;
  if (days !== null && days.length === 0) return { ok: false, message: STANDING_ORDER_MESSAGES.noDays };
  if (days === null && !rule.everyDays) return { ok: false, message: STANDING_ORDER_MESSAGES.noDays };
  if (rule.endDate !== null && rule.endDate < rule.startDate) return { ok: false, message: STANDING_ORDER_MESSAGES.endBeforeStart };
  const wanted = rule.count ?? Infinity;
  const last = rule.endDate === null ? Infinity : dayNumber(rule.endDate);
  const step = days === null ? rule.everyDays! : 1;
  const dates: string[] = [];
  for (let n = dayNumber(rule.startDate); n <= last && dates.length < wanted; n += step) {
    if (days !== null && !days.includes(WEEKDAYS[new Date(n * DAY_MS).getUTCDay()]!)) continue;
    dates.push(dateOfDay(n));
    if (dates.length > STANDING_ORDER_MAX_OCCURRENCES) return { ok: false, message: STANDING_ORDER_MESSAGES.tooMany(dates.length) };
  }
  if (dates.length === 0) return { ok: false, message: STANDING_ORDER_MESSAGES.noOccurrences };
  return { ok: true, dates };
}

export interface ZonedTime {
  /** The instant the trip is scheduled at. */
  at: Date;
  /** The wall-clock time it falls at, HH:MM: the asked time, or the next valid one when the clocks skipped it. */
  time: string;
  /** True when the asked time does not exist on that date (spring forward). */
  shifted: boolean;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The instant of a wall-clock time on a date in a zone. A time the spring-forward change skips becomes the next valid
 * time (02:30 is 03:30 daylight time); one the fall-back change repeats is the first of the two.
 */
export function zonedTime(date: string, time: string, timeZone: string): ZonedTime {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const z = new TZDate(y, m - 1, d, hh, mm, timeZone);
  const actual = `${two(z.getHours())}:${two(z.getMinutes())}`;
  return { at: new Date(+z), time: actual, shifted: actual !== time || z.getDate() !== d };
}

/** Today's date (YYYY-MM-DD) in the zone. */
export function todayInZone(now: Date, timeZone: string): string {
  const z = new TZDate(now, timeZone);
  return `${z.getFullYear()}-${two(z.getMonth() + 1)}-${two(z.getDate())}`;
}

export interface Occurrence {
  date: string;
  /** The time asked for this date: the series' own or the date's change. */
  time: string;
  at: Date;
  /** The wall-clock time the trip falls at: `time`, or the next valid one when the clocks skip it. */
  localTime: string;
  shifted: boolean;
  skipped: boolean;
}

/** The series' dates with their exceptions applied, each with its instant in the zone. */
export function occurrencesOf(dates: string[], rule: Pick<StandingOrderRule, 'time'>, exceptions: OccurrenceException[], timeZone: string): Occurrence[] {
  const byDate = new Map(exceptions.map((e) => [e.date, e]));
  return dates.map((date) => {
    const e = byDate.get(date);
    const time = e?.time ?? rule.time;
    const z = zonedTime(date, time, timeZone);
    return { date, time, at: z.at, localTime: z.time, shifted: z.shifted, skipped: e?.skipped ?? false };
  });
}

/**
 * The occurrences due to become trips now: not skipped, not yet past, and on a date no later than `daysAhead` days
 * after today in the facility's zone.
 */
export function dueOccurrences(occurrences: Occurrence[], now: Date, daysAhead: number, timeZone: string): Occurrence[] {
  const last = addDays(todayInZone(now, timeZone), daysAhead);
  return occurrences.filter((o) => !o.skipped && o.at > now && o.date <= last);
}

/**
 * When the series is over and makes no more trips: when it was ended, else at the end of its last date in the
 * facility's zone. Null while a rule that cannot be read says nothing of its end.
 */
export function seriesOverAt(rule: StandingOrderRule, endedAt: Date | null, timeZone: string): Date | null {
  if (endedAt) return endedAt;
  const reading = occurrenceDates(rule);
  return reading.ok ? zonedTime(addDays(reading.dates.at(-1)!, 1), '00:00', timeZone).at : null;
}
