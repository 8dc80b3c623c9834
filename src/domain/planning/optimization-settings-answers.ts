// What GET, PUT /api/optimize/settings and PUT /api/optimize/weights answer: the score's weights and the planner's
// limits (the planner reads the same types).
import { z } from 'zod';

/** What each unit of the score is worth: revenue·baseRevenue − deadhead·w − wait·w + backhaul pairs·bonus − overtime·w. */
export const optimizationWeightsSchema = z.object({
  deadheadMiles: z.number().describe('Per empty (deadhead) mile'),
  waitTime: z.number().describe('Per minute waiting for a ready window to open'),
  backhaulBonus: z.number().describe('Per backhaul pair in a route'),
  overtimeRisk: z.number().describe("Per hour past the shift's end"),
  baseRevenue: z.number().describe('Per dollar of revenue'),
});
export type OptimizationWeights = z.output<typeof optimizationWeightsSchema>;

export const optimizationConstraintsSchema = z.object({
  maxDeadheadMiles: z.number().describe('Longest empty leg, in road miles'),
  maxWaitTime: z.number().describe('Longest wait at a pickup, in minutes'),
  maxOvertimeHours: z.number().describe("Longest a route may run past the shift's end, in hours"),
  maxBackhaulDistance: z.number().describe('Longest empty leg between a drop-off and the next pickup for the two to be a backhaul pair, in road miles'),
  maxBackhaulTimeWindow: z.number().describe('Most minutes between the two ready times of a backhaul pair'),
});
export type OptimizationConstraints = z.output<typeof optimizationConstraintsSchema>;

export const optimizationSettingsSchema = z
  .object({
    weights: optimizationWeightsSchema,
    constraints: optimizationConstraintsSchema,
    autoOptimize: z.boolean(),
    refreshInterval: z.number().int().describe('Seconds between automatic re-plans while autoOptimize is on'),
  })
  .meta({ id: 'OptimizationSettings' });
export type OptimizationSettings = z.output<typeof optimizationSettingsSchema>;
