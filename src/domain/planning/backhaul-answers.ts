// What GET and POST /api/optimize/backhaul answer: pairs of requests one unit can carry back to back, best first.
import { z } from 'zod';
import { TRANSPORT_LEVELS, TRIP_PRIORITIES } from '../common/enums';

/** A request as a backhaul pair names it. */
export const backhaulRequestViewSchema = z.object({
  id: z.string(),
  tripNumber: z.string(),
  patientId: z.string(),
  transportLevel: z.enum(TRANSPORT_LEVELS),
  priority: z.enum(TRIP_PRIORITIES),
  fromLocation: z.string(),
  toLocation: z.string(),
  readyStart: z.string(),
});
export type BackhaulRequestView = z.output<typeof backhaulRequestViewSchema>;

export const backhaulPairViewSchema = z.object({
  request1: backhaulRequestViewSchema.describe("Carried first; its drop-off is near request2's pickup"),
  request2: backhaulRequestViewSchema,
  efficiency: z.number().describe('Loaded miles over all miles of the two, in per cent'),
  revenueBonus: z.number().describe("The score's bonus for carrying them back to back (the backhaulBonus weight)"),
  distance: z.number().describe('Road miles driven empty between them'),
  timeWindow: z.number().describe('Minutes between their ready times'),
});
export type BackhaulPairView = z.output<typeof backhaulPairViewSchema>;

export const backhaulAnswerSchema = z
  .object({
    pairs: z.array(backhaulPairViewSchema),
    total: z.number().int().describe('Every pair found, of which `pairs` are the best'),
    requests: z.number().int().describe('Requests looked at'),
  })
  .meta({ id: 'BackhaulPairs' });
export type BackhaulAnswer = z.output<typeof backhaulAnswerSchema>;
