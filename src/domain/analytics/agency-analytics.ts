// GET /api/trips/agency-analytics: an EMS agency's own figures, for its dashboard's Overview cards and Analytics tab.
import { z } from 'zod';
import type { AgencyDayFigures } from './overview-answers';
import { zonedWallTimeToInstant } from '../trips/scheduled-time';

export const AGENCY_ANALYTICS_DAYS = { default: 30, min: 1, max: 90 } as const;

/** ?days=30: how many local days, today included, the period and the per-day chart cover. */
export const agencyAnalyticsQuery = z.object({
  days: z.coerce.number().int().min(AGENCY_ANALYTICS_DAYS.min).max(AGENCY_ANALYTICS_DAYS.max).default(AGENCY_ANALYTICS_DAYS.default),
});

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormatFor = (timeZone: string) => {
  let f = dateFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, f);
  }
  return f;
};

/** The local date ('YYYY-MM-DD') an instant falls on in the zone. */
export function localDate(instant: number, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const p of dateFormatFor(timeZone).formatToParts(new Date(instant))) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Midnight of a 'YYYY-MM-DD' date `offsetDays` later (or earlier), as wall time in UTC milliseconds. */
const wallMidnight = (date: string, offsetDays = 0) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d + offsetDays);
};
const isoDate = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/**
 * The last `days` local days ending today, oldest first; the instant the first of them began and the instant today
 * began, each at local midnight (or the first moment after it, where a daylight-saving change skips midnight).
 */
export function localDayWindow(now: number, days: number, timeZone: string) {
  const today = localDate(now, timeZone);
  const dates = Array.from({ length: days }, (_, i) => isoDate(wallMidnight(today, i - days + 1)));
  return {
    dates,
    from: new Date(zonedWallTimeToInstant(wallMidnight(dates[0]!), timeZone)),
    todayStart: new Date(zonedWallTimeToInstant(wallMidnight(today), timeZone)),
  };
}

/** The per-day figures for every date given, in its order: a date with no row counts zero trips and $0. */
export function zeroFilledDays(dates: readonly string[], rows: readonly AgencyDayFigures[]): AgencyDayFigures[] {
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return dates.map((date) => ({ date, completed: byDate.get(date)?.completed ?? 0, revenue: byDate.get(date)?.revenue ?? 0 }));
}
