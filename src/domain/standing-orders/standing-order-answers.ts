// What the standing-order calls answer: the series, its coming dates with their trips, and what a change left alone.
import { z } from 'zod';
import { TRIP_STATUSES } from '../common/enums';
import { WEEKDAYS } from './standing-order-rule';

/** One date of the series as the screens list it. */
export const occurrenceSchema = z.object({
  date: z.string(),
  time: z.string().describe('The wall-clock time of the trip in the facility zone (the next valid one when the clocks skip the asked time)'),
  scheduledTime: z.iso.datetime(),
  skipped: z.boolean(),
  shifted: z.boolean().describe('True when the asked time does not exist that day and the next valid time is used'),
  tripId: z.string().nullable(),
  tripNumber: z.string().nullable(),
  tripStatus: z.enum(TRIP_STATUSES).nullable(),
  returnTrip: z
    .object({ id: z.string(), tripNumber: z.string(), status: z.enum(TRIP_STATUSES) })
    .nullable()
    .describe("The ride home booked with the date's trip, when the series books one and the trip is requested"),
});
export type OccurrenceView = z.output<typeof occurrenceSchema>;

export const standingOrderSchema = z
  .object({
    id: z.string(),
    hospitalId: z.string(),
    timeZone: z.string(),
    trip: z
      .looseObject({ patientId: z.string(), toLocation: z.string(), transportLevel: z.string(), urgencyLevel: z.string() })
      .describe('The request each trip is made from, without the patient contact phone and its consent (see patientContact)'),
    patientContact: z
      .object({ phone: z.string().describe('Only its last 4 digits: •••-•••-0123') })
      .nullable()
      .describe("The number each trip's patient is texted at, masked; null when the series has none, and for the control center"),
    daysOfWeek: z.array(z.enum(WEEKDAYS)).nullable(),
    everyDays: z.number().int().nullable(),
    time: z.string(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    count: z.number().int().nullable(),
    endedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    /** The dates from today on (at most the next 20), with the trip each has become so far. */
    nextDates: z.array(occurrenceSchema),
  })
  .meta({ id: 'StandingOrder' });
export type StandingOrderView = z.output<typeof standingOrderSchema>;

/** A trip an edit did not change because an agency had already taken it. */
export const leftAloneSchema = z.object({ date: z.string(), tripId: z.string(), tripNumber: z.string(), tripStatus: z.enum(TRIP_STATUSES) });

export const standingOrderAnswer = z.object({ success: z.literal(true), data: standingOrderSchema });
export const standingOrderListAnswer = z.object({ success: z.literal(true), data: z.array(standingOrderSchema) });
/** Create and edit: the series, the dates whose asked time the clocks skip, and (edit) the taken trips left as they were. */
export const standingOrderChangeAnswer = z.object({
  success: z.literal(true),
  data: standingOrderSchema,
  shiftedDates: z.array(z.object({ date: z.string(), time: z.string() })),
  leftAlone: z.array(leftAloneSchema),
});
