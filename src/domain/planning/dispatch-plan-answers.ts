// What POST /api/optimize/plan and POST /api/optimize/plan/offers answer: the shift's plan per unit, and which requests
// of a unit's part were offered to its agency.
import { z } from 'zod';
import { PLANNED_TRIP_ACTIONS, plannedTripSchema } from './planned-trip';

export const dispatchStopSchema = z.object({
  requestId: z.string(),
  tripNumber: z.string(),
  stop: z.enum(['pickup', 'dropoff']),
  place: z.string().describe("The place's name: the request's from or to location"),
  arrival: z.string().describe('When the unit arrives'),
  serviceStart: z.string().describe('When it starts loading or handing over (after any wait for the ready window)'),
});
export type DispatchStop = z.output<typeof dispatchStopSchema>;

export const dispatchUnitPlanSchema = z.object({
  unitId: z.string(),
  unitNumber: z.string(),
  agencyId: z.string(),
  agencyName: z.string(),
  requestIds: z.array(z.string()).describe('The requests it carries, in pickup order'),
  stops: z.array(dispatchStopSchema),
  distance: z.number().describe('Road miles from its position to its last hand-over'),
  revenue: z.number(),
  start: z.string().nullable().describe('Leaving its position just in time for its first pickup (null with nothing to carry)'),
  finish: z.string().nullable().describe('The last hand-over (null with nothing to carry)'),
});
export type DispatchUnitPlan = z.output<typeof dispatchUnitPlanSchema>;

export const dispatchUnassignedSchema = z.object({ requestId: z.string(), tripNumber: z.string(), reason: z.string() });

export const dispatchPlanSchema = z
  .object({
    units: z.array(dispatchUnitPlanSchema),
    unassigned: z.array(dispatchUnassignedSchema),
    totals: z.object({ requests: z.number().int(), assigned: z.number().int(), distance: z.number(), revenue: z.number() }),
    trips: z
      .array(plannedTripSchema)
      .describe('Every request of the plan, placed or not: what the plan asks of its agency, and what became of it since it was planned'),
  })
  .meta({ id: 'DispatchPlan' });
export type DispatchPlan = z.output<typeof dispatchPlanSchema>;

export const planOffersAnswerSchema = z
  .object({
    agencyName: z.string(),
    unitNumber: z.string(),
    offered: z
      .array(
        z.object({
          requestId: z.string(),
          tripNumber: z.string(),
          action: z.enum(PLANNED_TRIP_ACTIONS).describe('ACCEPT: offered for its accept; INVITE_OFFER: a compare-offers request, the agency asked to offer a pickup time'),
        }),
      )
      .describe("The requests now offered to the unit's agency with the unit suggested"),
    skipped: z
      .array(z.object({ requestId: z.string(), tripNumber: z.string().nullable(), reason: z.string() }))
      .describe('The requests that could not be, with why'),
  })
  .meta({ id: 'PlanOffers' });
export type PlanOffersAnswer = z.output<typeof planOffersAnswerSchema>;
