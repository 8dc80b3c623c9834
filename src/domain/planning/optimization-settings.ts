// Optimization settings: the score's weights and the planner's limits,
// kept system-wide for the control center and per agency for its EMS users. Shared by the server, the planner and the
// Route Optimization screen.
import { z } from 'zod';
import type { OptimizationConstraints, OptimizationSettings, OptimizationWeights } from './optimization-settings-answers';

export const OPTIMIZE_SETTINGS_PATH = '/api/optimize/settings';
export const OPTIMIZE_WEIGHTS_PATH = '/api/optimize/weights';

/** The settings before any are saved, and each setting a saved row lacks. */
export const OPTIMIZATION_DEFAULTS: OptimizationSettings = {
  weights: { deadheadMiles: 0.5, waitTime: 0.1, backhaulBonus: 25, overtimeRisk: 2, baseRevenue: 1 },
  constraints: { maxDeadheadMiles: 50, maxWaitTime: 120, maxOvertimeHours: 2, maxBackhaulDistance: 15, maxBackhaulTimeWindow: 90 },
  autoOptimize: false,
  refreshInterval: 30,
};

/** The refresh interval, in seconds; a screen falls back to the default for anything outside. */
export const REFRESH_INTERVAL = { min: 10, max: 300, default: 30 } as const;

export const OPTIMIZATION_MESSAGES = {
  weight: (field: string) => `weights.${field} must be a number of zero or more`,
  limit: (field: string) => `constraints.${field} must be a number greater than zero`,
  refreshInterval: `refreshInterval must be a whole number of seconds from ${REFRESH_INTERVAL.min} to ${REFRESH_INTERVAL.max}`,
  autoOptimize: 'autoOptimize must be true or false',
} as const;

const weight = (field: keyof OptimizationWeights) =>
  z.number(OPTIMIZATION_MESSAGES.weight(field)).finite(OPTIMIZATION_MESSAGES.weight(field)).min(0, OPTIMIZATION_MESSAGES.weight(field)).max(1e6, OPTIMIZATION_MESSAGES.weight(field));
const limit = (field: keyof OptimizationConstraints) =>
  z.number(OPTIMIZATION_MESSAGES.limit(field)).finite(OPTIMIZATION_MESSAGES.limit(field)).gt(0, OPTIMIZATION_MESSAGES.limit(field)).max(1e6, OPTIMIZATION_MESSAGES.limit(field));

/** Any of the weights; one left out keeps its value. */
export const optimizationWeightsBody = z.strictObject({
  deadheadMiles: weight('deadheadMiles').optional(),
  waitTime: weight('waitTime').optional(),
  backhaulBonus: weight('backhaulBonus').optional(),
  overtimeRisk: weight('overtimeRisk').optional(),
  baseRevenue: weight('baseRevenue').optional(),
});

/** PUT /api/optimize/settings: any part of the settings; what is left out keeps its value. */
export const optimizationSettingsBody = z.strictObject({
  weights: optimizationWeightsBody.optional(),
  constraints: z
    .strictObject({
      maxDeadheadMiles: limit('maxDeadheadMiles').optional(),
      maxWaitTime: limit('maxWaitTime').optional(),
      maxOvertimeHours: limit('maxOvertimeHours').optional(),
      maxBackhaulDistance: limit('maxBackhaulDistance').optional(),
      maxBackhaulTimeWindow: limit('maxBackhaulTimeWindow').optional(),
    })
    .optional(),
  autoOptimize: z.boolean(OPTIMIZATION_MESSAGES.autoOptimize).optional(),
  refreshInterval: z
    .number(OPTIMIZATION_MESSAGES.refreshInterval)
    .int(OPTIMIZATION_MESSAGES.refreshInterval)
    .min(REFRESH_INTERVAL.min, OPTIMIZATION_MESSAGES.refreshInterval)
    .max(REFRESH_INTERVAL.max, OPTIMIZATION_MESSAGES.refreshInterval)
    .optional(),
});
export type OptimizationSettingsBody = z.output<typeof optimizationSettingsBody>;

/** The interval a screen uses: the saved one when within the spec's range, else 30 s. */
export const refreshIntervalOf = (seconds: unknown): number =>
  typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= REFRESH_INTERVAL.min && seconds <= REFRESH_INTERVAL.max
    ? seconds
    : REFRESH_INTERVAL.default;
