// POST /api/optimize/plan: every pending request a caller may take, planned over its available units for the shift
// as a dial-a-ride problem (pickup before drop-off on one unit, ready windows, longest ride, capacity, shift length,
// fewest miles). Shown per unit; an agency accepts a unit's part, which is the trips' accept calls.
import { z } from 'zod';
import { MAX_REQUESTS_PER_CALL } from './route-optimization';

export const DISPATCH_PLAN_PATH = '/api/optimize/plan';
/** How long the planner searches for a plan, in seconds. */
export const DISPATCH_PLAN_SECONDS = 3;
/** A patient rides at most this long between pickup and hand-over: the direct ride plus this many minutes. */
export const DISPATCH_EXTRA_RIDE_MINUTES = 30;
/** A unit works at most this long when no shift end is known. */
export const DISPATCH_DEFAULT_SHIFT_HOURS = 12;
export const MAX_UNITS_PER_PLAN = 100;

export const DISPATCH_PLAN_MESSAGES = {
  unitIds: `unitIds may name at most ${MAX_UNITS_PER_PLAN} units`,
  requestIds: `requestIds may name at most ${MAX_REQUESTS_PER_CALL} requests at once`,
  noUnits: 'No available unit to plan for',
  foreignUnits: (ids: readonly string[]) => `Not a unit you may plan: ${ids.join(', ')}`,
  unknownUnits: (ids: readonly string[]) => `No such unit: ${ids.join(', ')}`,
  unservable: 'No available unit can carry it within its ready window, its longest ride and the units’ shifts',
  noRoom: 'The units have no room for it beside the requests they carry',
  noLocation: 'Its pickup or destination has no map position',
  windowPassed: 'Its ready window has already passed',
  levelOfCare: 'No available unit can carry it: its level of care, mobility or bariatric need',
  declined: 'The agencies of the units able to carry it declined it',
  afterShifts: 'Its ready window opens after the shifts of the units able to carry it end',
} as const;

/** Both lists may be left out: every available unit, every pending request the caller may take. */
export const dispatchPlanBody = z.strictObject({
  unitIds: z.array(z.string().max(100)).max(MAX_UNITS_PER_PLAN, DISPATCH_PLAN_MESSAGES.unitIds).optional(),
  requestIds: z.array(z.string().max(100)).max(MAX_REQUESTS_PER_CALL, DISPATCH_PLAN_MESSAGES.requestIds).optional(),
});
