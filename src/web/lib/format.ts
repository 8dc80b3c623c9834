// Display formats: times in the user's locale (ARCHITECTURE "Time"), shares as percentages, money in dollars.

export const formatDateTime = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The compact form for table cells: "11/19/26, 10:42 PM". */
export const formatShortDateTime = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** The two halves of a narrow table cell: "11/19/26" and "10:42 PM". */
export const formatShortDate = (iso: string): string => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'short' });
export const formatTime = (iso: string): string => new Date(iso).toLocaleTimeString(undefined, { timeStyle: 'short' });

/**
 * A moment on the clock of `timeZone` with the zone's abbreviation: "6/3/30, 5:30 AM EDT". Without a zone (not yet
 * known) the browser's own is used, still named.
 */
export const formatZonedDateTime = (iso: string, timeZone?: string): string =>
  new Date(iso).toLocaleString(undefined, {
    year: '2-digit',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });

/** A planned moment: the clock time alone today, with the date on any other day ("11/26/26, 1:15 PM"). */
export const formatPlanTime = (iso: string, now = new Date()): string =>
  new Date(iso).toDateString() === now.toDateString() ? formatTime(iso) : formatShortDateTime(iso);

export const formatDate = (iso: string): string => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

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

/** Dollars with two decimals (spec part 1 §9: revenue to two decimals). */
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
