// The window every analytics, revenue, performance and financial call covers: `?timeframe=24h`, or `?from=&to=`.
import { z } from 'zod';
import { localDate } from './agency-analytics';
import { zonedWallTimeToInstant } from '../trips/scheduled-time';
import type { Window } from './figures';

/** The named windows, each ending now. */
export const TIMEFRAMES = { '1h': 3_600_000, '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000, '90d': 90 * 86_400_000 } as const;
export type Timeframe = keyof typeof TIMEFRAMES;
export const TIMEFRAME_NAMES = Object.keys(TIMEFRAMES) as Timeframe[];
export const DEFAULT_TIMEFRAME: Timeframe = '24h';
/** The longest window one call may ask for. */
export const MAX_WINDOW_DAYS = 731;

export const TIMEFRAME_MESSAGES = {
  timeframe: `timeframe must be one of ${TIMEFRAME_NAMES.join(', ')} (or give from and to instead)`,
  fromTo: 'from and to must both be given, as ISO 8601 instants with a time zone (2026-11-01T00:00:00Z)',
  order: 'from must be before to',
  tooLong: `The window from from to to must not be longer than ${MAX_WINDOW_DAYS} days`,
  both: 'Give either timeframe or from and to, not both',
} as const;

// An instant must say which instant it is: a date and time with Z or an offset.
const instant = z.iso.datetime({ offset: true, error: TIMEFRAME_MESSAGES.fromTo });

export const windowQuery = z.object({
  timeframe: z.string().max(20).optional(),
  from: instant.optional(),
  to: instant.optional(),
});
export type WindowQuery = z.infer<typeof windowQuery>;

/** The window a query asks for, or the message saying what is wrong with it. */
export function resolveWindow(q: WindowQuery, now: Date): Window | { error: string } {
  if (q.from !== undefined || q.to !== undefined) {
    if (q.timeframe !== undefined) return { error: TIMEFRAME_MESSAGES.both };
    if (q.from === undefined || q.to === undefined) return { error: TIMEFRAME_MESSAGES.fromTo };
    const from = new Date(q.from);
    const to = new Date(q.to);
    if (from >= to) return { error: TIMEFRAME_MESSAGES.order };
    if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * 86_400_000) return { error: TIMEFRAME_MESSAGES.tooLong };
    return { from, to };
  }
  const name = q.timeframe ?? DEFAULT_TIMEFRAME;
  if (!(name in TIMEFRAMES)) return { error: TIMEFRAME_MESSAGES.timeframe };
  return { from: new Date(now.getTime() - TIMEFRAMES[name as Timeframe]), to: now };
}

/**
 * Every local date ('YYYY-MM-DD') the window touches in the zone, oldest first, each with the instant it begins
 * within the window (its local midnight, or the window's start for the first): the bounds a day's events are counted in.
 */
export function localDaysIn(w: Window, timeZone: string): { date: string; starts: Date }[] {
  const dates = new Set<string>();
  // a step shorter than any day (23 h across daylight saving) visits every date at least once
  for (let t = w.from.getTime(); t < w.to.getTime(); t += 6 * 3_600_000) dates.add(localDate(t, timeZone));
  dates.add(localDate(w.to.getTime() - 1, timeZone));
  return [...dates].map((date, i) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return { date, starts: i === 0 ? w.from : new Date(zonedWallTimeToInstant(Date.UTC(year, month - 1, day), timeZone)) };
  });
}

const DAY_MS = 86_400_000;

/**
 * The window split for counts kept per UTC day: the whole days inside it ('YYYY-MM-DD', from inclusive, to
 * exclusive; null when it holds none) and the partial stretches before and after them, to be counted one by one.
 */
export function wholeUtcDaysOf(w: Window): { days: { from: string; to: string } | null; edges: Window[] } {
  const firstWhole = Math.ceil(w.from.getTime() / DAY_MS) * DAY_MS;
  const afterLastWhole = Math.floor(w.to.getTime() / DAY_MS) * DAY_MS;
  if (firstWhole >= afterLastWhole) return { days: null, edges: [w] };
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const edges = [
    { from: w.from, to: new Date(firstWhole) },
    { from: new Date(afterLastWhole), to: w.to },
  ].filter((e) => e.from < e.to);
  return { days: { from: day(firstWhole), to: day(afterLastWhole) }, edges };
}
