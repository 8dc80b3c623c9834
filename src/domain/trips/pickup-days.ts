// The days a facility narrows its Transport Requests by, on the pickup (scheduled) time, in the reader's zone: today,
// the days after it, the days before it, or the dates chosen (both included).
import { z } from 'zod';
import { dateInZone, zonedWallTimeToInstant } from './scheduled-time';

export const PICKUP_DAYS = ['today', 'upcoming', 'past', 'range'] as const;
export type PickupDay = (typeof PICKUP_DAYS)[number];

export const PICKUP_DAY_LABELS: Readonly<Record<PickupDay, string>> = {
  today: 'Today',
  upcoming: 'Upcoming (after today)',
  past: 'Past (before today)',
  range: 'Between dates',
};

/** Each sentence starts with the field it refuses, so the answer names it as written. */
export const PICKUP_DAY_ERRORS = {
  date: (field: DateField) => `${field} must be a date as YYYY-MM-DD`,
  rangeNeedsDate: (field: DateField) => `${field} is required with day=range`,
  dateNeedsRange: (field: DateField) => `${field} is only taken with day=range`,
  fromAfterTo: 'from must not be after to',
} as const;
type DateField = 'from' | 'to';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD' that exists (no February 30th). */
const calendarDate = (field: DateField) =>
  z.string().refine((s) => {
    const m = s.match(DATE);
    if (!m) return false;
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return d.toISOString().slice(0, 10) === s;
  }, PICKUP_DAY_ERRORS.date(field));

/** The query fields: `day`, and with day=range the first and last date. */
export const pickupDayFields = {
  day: z.enum(PICKUP_DAYS).optional(),
  from: calendarDate('from').optional(),
  to: calendarDate('to').optional(),
};

export interface PickupDayQuery {
  day?: PickupDay | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** What the three fields must agree on: the field refused and its sentence, or null. */
export function pickupDayProblem(q: PickupDayQuery): { path: DateField; message: string } | null {
  for (const field of ['from', 'to'] as const) {
    const given = q[field] !== undefined;
    if (q.day === 'range' && !given) return { path: field, message: PICKUP_DAY_ERRORS.rangeNeedsDate(field) };
    if (q.day !== 'range' && given) return { path: field, message: PICKUP_DAY_ERRORS.dateNeedsRange(field) };
  }
  if (q.from !== undefined && q.to !== undefined && q.from > q.to) return { path: 'from', message: PICKUP_DAY_ERRORS.fromAfterTo };
  return null;
}

/** Midnight starting a 'YYYY-MM-DD' date `plusDays` later, as the instant it is in the zone. */
function dayStart(date: string, plusDays: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(zonedWallTimeToInstant(Date.UTC(y, m - 1, d + plusDays), timeZone));
}

/** The instants the pickup falls in: from `since` (included) until `before` (excluded); an end left out is open. */
export interface PickupWindow {
  since?: Date;
  before?: Date;
}

/** The window a day choice covers in the zone at `now`; null when the query chooses no day. */
export function pickupWindow(q: PickupDayQuery, now: Date, timeZone: string): PickupWindow | null {
  const today = dateInZone(now, timeZone);
  switch (q.day) {
    case undefined:
      return null;
    case 'today':
      return { since: dayStart(today, 0, timeZone), before: dayStart(today, 1, timeZone) };
    case 'upcoming':
      return { since: dayStart(today, 1, timeZone) };
    case 'past':
      return { before: dayStart(today, 0, timeZone) };
    case 'range':
      return { since: dayStart(q.from!, 0, timeZone), before: dayStart(q.to!, 1, timeZone) };
  }
}
