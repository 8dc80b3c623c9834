// Display formats: every time in the reader's organisation's zone with the zone's abbreviation (the same in every
// list), shares as percentages, money in dollars.
import { dateInZone, parseScheduledTime } from '@/domain/trips/scheduled-time';

// the zone the signed-in user's organisation reads times in; the browser's own until a session says
let readerZone: string | undefined;

/** Every time formatted from now on is in this zone (the session user's `timeZone`); undefined: the browser's. */
export function setReaderTimeZone(zone: string | undefined): void {
  readerZone = zone;
}

/** Today's date (YYYY-MM-DD) in the reader's zone: what the screens judge credentials on (the server has the last word). */
export const readerToday = () => dateInZone(new Date(), readerZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);

/** A date-time input's value ("2026-12-01T14:30") as the instant it means in the reader's zone; null when it is none. */
export function instantOfLocalInput(local: string): string | null {
  return parseScheduledTime(local, readerZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone)?.toISOString() ?? null;
}

/** An instant as a date-time input's value ("2026-12-01T14:30") in the reader's zone: the inverse of instantOfLocalInput. */
export function localInputOf(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: readerZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const inZone = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions => ({ ...options, timeZone: readerZone });
const withZone = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions => ({ ...inZone(options), timeZoneName: 'short' });

// dateStyle and timeStyle cannot be combined with timeZoneName: the same formats spelled out
const MEDIUM_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const SHORT_DATE: Intl.DateTimeFormatOptions = { year: '2-digit', month: 'numeric', day: 'numeric' };
const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** "Nov 19, 2026, 10:42 PM EST". */
export const formatDateTime = (iso: string): string => new Date(iso).toLocaleString(undefined, withZone({ ...MEDIUM_DATE, ...CLOCK }));

// an instant as the history keeps it inside a note ("pickup committed for 2026-12-01T14:20:00.000Z")
const NOTED_INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?Z\b/g;

/** A history note with each instant it names read in the reader's zone, as every other time on screen is. */
export const readableNote = (note: string): string => note.replace(NOTED_INSTANT, formatDateTime);

/** The compact form for table cells: "11/19/26, 10:42 PM EST". */
export const formatShortDateTime = (iso: string): string => new Date(iso).toLocaleString(undefined, withZone({ ...SHORT_DATE, ...CLOCK }));

/** The two halves of a narrow table cell: "11/19/26" and "10:42 PM EST". */
export const formatShortDate = (iso: string): string => new Date(iso).toLocaleDateString(undefined, inZone(SHORT_DATE));
export const formatTime = (iso: string): string => new Date(iso).toLocaleTimeString(undefined, withZone(CLOCK));

/** A clock time to the second, for "last updated": "10:42:07 PM EST". */
export const formatClockTime = (ms: number): string =>
  new Date(ms).toLocaleTimeString(undefined, withZone({ ...CLOCK, second: '2-digit' }));

/** The calendar day of a moment in the reader's zone, to tell whether two moments fall on the same day there. */
const dayOf = (d: Date): string => d.toLocaleDateString('en-CA', inZone({}));

/** A planned moment: the clock time alone today, with the date on any other day ("11/26/26, 1:15 PM EST"). */
export const formatPlanTime = (iso: string, now = new Date()): string =>
  dayOf(new Date(iso)) === dayOf(now) ? formatTime(iso) : formatShortDateTime(iso);

export const formatDate = (iso: string): string => new Date(iso).toLocaleDateString(undefined, inZone(MEDIUM_DATE));

/** A wait in whole minutes, to the two largest units: "42 min", "3 h 5 min", "2 d 4 h". */
export function formatWaited(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return hours % 24 ? `${Math.floor(hours / 24)} d ${hours % 24} h` : `${Math.floor(hours / 24)} d`;
}

/** 0.873 → "87.3%". */
export const formatPercent = (share: number): string =>
  `${(share * 100).toLocaleString(undefined, { maximumFractionDigits: 1 })}%`;

/** Dollars with two decimals: money is always shown to the cent. */
export const formatMoney = (amount: number): string =>
  amount.toLocaleString(undefined, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

const RELATIVE = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "5 minutes ago", "yesterday": how long ago `iso` was, seen from `now`. */
export function formatRelativeTime(iso: string, now = Date.now()): string {
  let amount = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return RELATIVE.format(Math.round(amount), unit);
    amount /= size;
  }
  return RELATIVE.format(Math.round(amount), 'year');
}

/** A calendar date ('2026-03-09', a day counted by the server) as "Mar 9", never shifted by the browser's zone. */
export const formatDay = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
