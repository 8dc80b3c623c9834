// The Route Optimization calls: which requests a planner call takes, its refusals, and the backhaul answer (pairs of
// requests one unit can carry back to back).
import { z } from 'zod';

export const OPTIMIZE_ROUTES_PATH = '/api/optimize/routes';
export const OPTIMIZE_BACKHAUL_PATH = '/api/optimize/backhaul';

/** More requests than this in one call are refused: a shift's work, not the whole region's history. */
export const MAX_REQUESTS_PER_CALL = 200;
/** Backhaul pairs a call answers at most, best first (with the count of all it found). */
export const BACKHAUL_PAIR_LIMIT = { default: 50, max: 500 } as const;

export const ROUTE_OPTIMIZATION_MESSAGES = {
  // the two validation texts: the screen shows them before calling, and the server answers them too
  selectUnitAndRequest: 'Please select a unit and at least one request',
  selectTwoRequests: 'Please select at least 2 requests for backhaul analysis',
  tooMany: `requestIds may name at most ${MAX_REQUESTS_PER_CALL} requests at once`,
  requestIds: 'requestIds must be a list of request ids',
  unitId: 'unitId must be a unit id',
  unknownRequests: (ids: readonly string[]) => `No such transport request: ${ids.join(', ')}`,
  foreignRequests: (ids: readonly string[]) => `Not a request you may plan: ${ids.join(', ')}`,
  notPending: (numbers: readonly string[]) => `Only pending requests can be planned; not pending: ${numbers.join(', ')}`,
  unknownUnit: 'No such unit',
  foreignUnit: 'That unit belongs to another agency',
  unitNotAvailable: (unitNumber: string, status: string) => `Unit ${unitNumber} is not available (${status.toLowerCase()})`,
  unitWithoutPosition: (unitNumber: string) => `Unit ${unitNumber} has no known position: neither a last drop-off nor its agency's base`,
} as const;

const M = ROUTE_OPTIMIZATION_MESSAGES;
const requestIds = z.array(z.string(M.requestIds).max(100, M.requestIds), M.requestIds).max(MAX_REQUESTS_PER_CALL, M.tooMany);

/** POST /api/optimize/routes */
export const optimizeRoutesBody = z.strictObject({
  unitId: z.string(M.unitId).max(100, M.unitId).optional(),
  requestIds: requestIds.optional(),
});

/** A unit named in a backhaul call: only pairs that unit can carry; absent, pairs one of the caller's units can carry. */
const backhaulUnitId = z.string(M.unitId).max(100, M.unitId).optional();

/** POST /api/optimize/backhaul */
export const backhaulBody = z.strictObject({ requestIds: requestIds.optional(), unitId: backhaulUnitId });

/** GET /api/optimize/backhaul */
export const backhaulQuery = z.object({
  limit: z.coerce.number().int().min(1).max(BACKHAUL_PAIR_LIMIT.max).default(BACKHAUL_PAIR_LIMIT.default),
  unitId: backhaulUnitId,
});
