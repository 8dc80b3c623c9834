// GET /api/tcc/overview/attention: what on the control center's Overview needs a person now.
import { z } from 'zod';
import { TRIP_PRIORITIES } from '../common/enums';

/** An agency a waiting request was offered to, with its number and its answer so far: whom to call. */
const offeredAgencyToCall = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  answer: z.enum(['OFFERED', 'DECLINED']),
});

export const OVERVIEW_ATTENTION_PATH = '/api/tcc/overview/attention';
/** How many of the oldest requests each list names; the counts cover them all. */
export const ATTENTION_TRIPS = { default: 5, max: 20 } as const;

export const overviewAttentionQuery = z.strictObject({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ATTENTION_TRIPS.max, `limit must be a whole number from 1 to ${ATTENTION_TRIPS.max}`)
    .default(ATTENTION_TRIPS.default),
});

/** A request still waiting for an agency, with how long it has waited since it was made. */
const waitingTrip = z.object({
  id: z.string(),
  tripNumber: z.string(),
  patientId: z.string(),
  fromLocation: z.string(),
  toLocation: z.string(),
  priority: z.enum(TRIP_PRIORITIES),
  createdAt: z.string(),
  waitingMinutes: z.number().int().min(0),
  escalatedAt: z.string().nullable(),
  /** The requesting facility and its number, and the agencies it was offered to: whom the control center may call. */
  facility: z.object({ name: z.string(), phone: z.string().nullable() }),
  agencies: z.array(offeredAgencyToCall),
});
export type WaitingTrip = z.output<typeof waitingTrip>;

/** How many there are, and the oldest of them first. */
const waitingList = z.object({ count: z.number().int().min(0), oldest: z.array(waitingTrip) });

export const overviewAttention = z.object({
  /** The PENDING requests not escalated (yet): each request is in one list or the other. */
  waiting: waitingList,
  /** The PENDING requests escalated because no agency took them in time. */
  escalated: waitingList,
  /** Registrations awaiting the control center's review. */
  registrations: z.object({ facilities: z.number().int().min(0), agencies: z.number().int().min(0) }),
});
export type OverviewAttention = z.output<typeof overviewAttention>;

export const overviewAttentionAnswer = z.object({ success: z.literal(true), data: overviewAttention });
