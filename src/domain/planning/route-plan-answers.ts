// The route optimizer's answer, as POST /api/optimize/routes returns it and the route planner screen shows it; the
// planner (src/planner/route) builds it with these types.
import { z } from 'zod';
import { TRANSPORT_LEVELS, TRIP_PRIORITIES } from '../common/enums';
import { plannedTripSchema } from './planned-trip';
import { ROUTE_LEFT_OUT_CODES } from './route-left-out';

export const stopKindSchema = z.enum(['pickup', 'dropoff']);

/** One request in the order the unit picks them up. */
export const routeSequenceItemSchema = z.object({
  requestId: z.string(),
  transportLevel: z.enum(TRANSPORT_LEVELS),
  priority: z.enum(TRIP_PRIORITIES),
  pickupArrival: z.string().describe('ISO: the unit at the pickup'),
  pickupTime: z.string().describe("ISO: loading starts (the arrival, or the window's opening when the unit is early)"),
  dropoffTime: z.string().describe('ISO: the patient handed over at the destination'),
  loadedMiles: z.number().describe('Road miles pickup → drop-off, as billed'),
  revenue: z.number(),
});
export type RouteSequenceItem = z.output<typeof routeSequenceItemSchema>;

/** One stop in the unit's order (with capacity 1 pickups and drop-offs alternate). */
export const routeStopSchema = z.object({
  requestId: z.string(),
  stop: stopKindSchema,
  arrival: z.string(),
  waitMinutes: z.number(),
  aboard: z.number().int().describe('Patients aboard when the unit leaves the stop'),
});
export type RouteStop = z.output<typeof routeStopSchema>;

export const routeLegSchema = z.object({
  kind: z.enum(['deadhead', 'loaded']).describe('deadhead: nobody aboard (driving empty to a pickup); loaded: at least one patient aboard'),
  fromRequestId: z.string().optional().describe("Absent: the leg starts at the unit's position"),
  fromStop: stopKindSchema.optional(),
  toRequestId: z.string(),
  toStop: stopKindSchema,
  miles: z.number(),
  minutes: z.number().describe('Loading at the start of the leg when it starts at a pickup, plus driving'),
  start: z.string().describe("ISO: the leg starts (loading, or leaving the unit's position)"),
  arrival: z.string().describe("ISO: the unit at the leg's end"),
  waitMinutes: z.number().describe("Minutes waiting at the leg's end for the ready window to open"),
  revenue: z.number().describe("Fee earned at the leg's end: the revenue of the request dropped off there, else 0"),
  backhaul: z.boolean().describe('The leg joins a drop-off to the next pickup of a backhaul pair'),
});
export type RouteLeg = z.output<typeof routeLegSchema>;

export const routeTotalsSchema = z.object({
  revenue: z.number().describe('Dollars'),
  distance: z.number().describe('Miles, deadhead + loaded'),
  time: z.number().describe('Minutes from leaving the position to the last hand-over, waits included'),
  deadheadMiles: z.number(),
  loadedMiles: z.number(),
  waitMinutes: z.number(),
  overtimeHours: z.number(),
  backhaulPairs: z.number().int(),
  score: z.number().describe('revenue·baseRevenue − deadheadMiles·w − waitMinutes·w + backhaulPairs·bonus − overtimeHours·w'),
});

export const routeLeftOutSchema = z.object({ requestId: z.string(), code: z.enum(ROUTE_LEFT_OUT_CODES), reason: z.string() });
export type RouteLeftOut = z.output<typeof routeLeftOutSchema>;

/** The planner's answer: the order and its figures. */
const routeOrderFields = {
  unitId: z.string(),
  exact: z.boolean().describe('True: no other order or choice of the requests scores higher. False: the best the heuristic found in time'),
  sequence: z.array(routeSequenceItemSchema),
  stops: z.array(routeStopSchema),
  legs: z.array(routeLegSchema),
  totals: routeTotalsSchema,
  departure: z.string().nullable().describe('ISO: the unit leaves its position (null: empty route)'),
  finish: z.string().nullable().describe('ISO: the last hand-over (null: empty route)'),
  leftOut: z.array(routeLeftOutSchema),
};
export type RoutePlan = z.output<z.ZodObject<typeof routeOrderFields>>;

/** What POST /api/optimize/routes answers: the planner's order, and what became of each request since it was planned. */
export const routePlanSchema = z
  .object({
    ...routeOrderFields,
    trips: z.array(plannedTripSchema).describe('Every request of the call: what the plan asks of the agency for it, and what became of it since it was planned'),
  })
  .meta({ id: 'RoutePlan' });
export type RoutePlanAnswer = z.output<typeof routePlanSchema>;
