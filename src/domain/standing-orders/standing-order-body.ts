// What the standing-order calls accept: the trip request each trip is made from, and the rule of its dates.
import { z } from 'zod';
import { enhancedTripBody } from '../trips/trip-request';
import { allowDuplicateField } from '../trips/duplicate-requests';
import { STANDING_ORDER_MAX_OCCURRENCES, STANDING_ORDER_MESSAGES } from './standing-order-messages';
import { WEEKDAYS, type StandingOrderRule } from './standing-order-rule';

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2027-03-01')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'must be a real calendar date');
export const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 06:30');

/** The interval a series may repeat at, in days. */
export const EVERY_DAYS = { min: 1, max: 365 } as const;

/** The wizard's request without its scheduled time: every trip of the series is this request at its date's time. */
export const standingTripBody = enhancedTripBody.omit({ scheduledTime: true, allowDuplicate: true });

/** POST /api/standing-orders and PUT /api/standing-orders/{id}. */
export const standingOrderBody = z.strictObject({
  trip: standingTripBody,
  daysOfWeek: z.array(z.enum(WEEKDAYS)).max(7).optional(),
  everyDays: z.int().min(EVERY_DAYS.min).max(EVERY_DAYS.max).optional(),
  time: wallTime,
  startDate: calendarDate,
  endDate: calendarDate.optional(),
  count: z.int().min(1).max(STANDING_ORDER_MAX_OCCURRENCES, `must be at most ${STANDING_ORDER_MAX_OCCURRENCES}`).optional(),
  /** The answer never gives the patient's number back, so an edit says to keep the one on file (with its consent). */
  keepPatientContact: z
    .boolean()
    .optional()
    .describe('Editing only: keep the patient contact phone on file, and its consent, instead of giving trip.patientContactPhone again'),
  allowDuplicate: allowDuplicateField.describe('true when a second series of the same patient to the same destination on common days within 60 minutes of an open one is intended; without it such a series is refused with 409 naming the match'),
});
export type StandingOrderInput = z.input<typeof standingOrderBody>;
export type StandingOrderBody = z.output<typeof standingOrderBody>;

/** PUT /api/standing-orders/{id}/dates/{date}: skip the date, or move its trip to another time that day. */
export const occurrenceChangeBody = z
  .strictObject({ skipped: z.literal(true).optional(), time: wallTime.optional() })
  .refine((c) => (c.skipped === true) !== (c.time !== undefined), { message: STANDING_ORDER_MESSAGES.oneChange, path: ['time'] })
  .transform((c): { skipped: true } | { time: string } => (c.time !== undefined ? { time: c.time } : { skipped: true }));
export type OccurrenceChangeInput = z.input<typeof occurrenceChangeBody>;
export type OccurrenceChange = z.output<typeof occurrenceChangeBody>;

export type RuleReading = { ok: true; rule: StandingOrderRule } | { ok: false; message: string };

/** The body's rule, or the sentence saying which part is missing or given twice. */
export function ruleOfBody(b: StandingOrderBody): RuleReading {
  if (b.daysOfWeek && b.everyDays) return { ok: false, message: STANDING_ORDER_MESSAGES.bothPatterns };
  if (!b.daysOfWeek?.length && !b.everyDays) return { ok: false, message: STANDING_ORDER_MESSAGES.noDays };
  if (b.endDate && b.count) return { ok: false, message: STANDING_ORDER_MESSAGES.bothEnds };
  if (!b.endDate && !b.count) return { ok: false, message: STANDING_ORDER_MESSAGES.noEnd };
  return {
    ok: true,
    rule: {
      daysOfWeek: b.daysOfWeek ? [...new Set(b.daysOfWeek)] : null,
      everyDays: b.everyDays ?? null,
      time: b.time,
      startDate: b.startDate,
      endDate: b.endDate ?? null,
      count: b.count ?? null,
    },
  };
}
