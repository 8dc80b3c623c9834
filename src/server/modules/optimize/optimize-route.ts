// POST /api/optimize/routes {unitId, requestIds}: the best order of the named requests for one available unit, by the
// pure route optimizer (src/planner/route), under the settings in force for the unit's agency.
import { eq } from 'drizzle-orm';
import { routeLeftOutText } from '@/domain/planning/route-left-out';
import { UNIT_STATUS_LABELS } from '@/domain/common/code-labels';
import { ROUTE_OPTIMIZATION_MESSAGES } from '@/domain/planning/route-optimization';
import type { RoutePlanAnswer } from '@/domain/planning/route-plan-answers';
import type { RouteRequest } from '@/planner/route';
import type { AppContext } from '@/server/context';
import type { Db } from '@/server/db/connect';
import { units } from '@/server/db/schema';
import { badRequest, forbidden, notFound } from '@/server/http/errors';
import { isUuid } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { todayAtCenter } from '../credentials';
import { availableUnits } from '../units';
import { readOptimizationSettings } from './optimization-settings';
import { plannedTrips } from './planned-trip-facts';
import { namedRequests, type PlanningRequest } from './planning-requests';

/** The unit named, available and the caller's to plan (an agency its own units; the control center any). */
async function plannableUnit(db: Db, caller: Caller, unitId: string, timeZone: string, now: Date) {
  const [unit] = isUuid(unitId)
    ? await db
        .select({ id: units.id, agencyId: units.agencyId, unitNumber: units.unitNumber, isActive: units.isActive, currentStatus: units.currentStatus })
        .from(units)
        .where(eq(units.id, unitId))
    : [];
  if (!unit) throw notFound(ROUTE_OPTIMIZATION_MESSAGES.unknownUnit);
  if (caller.userType === 'EMS' && unit.agencyId !== caller.agencyId) throw forbidden(ROUTE_OPTIMIZATION_MESSAGES.foreignUnit);
  const inAgency = await availableUnits(db, { agencyId: unit.agencyId }, { now, timeZone, today: todayAtCenter({ timeZone }) });
  const held = inAgency.unavailable.find((u) => u.id === unit.id);
  if (held) throw badRequest(held.reason);
  const [available] = inAgency.available.filter((u) => u.id === unit.id);
  if (!available) throw badRequest(ROUTE_OPTIMIZATION_MESSAGES.unitNotAvailable(unit.unitNumber, unit.isActive ? UNIT_STATUS_LABELS[unit.currentStatus] : 'inactive'));
  if (!available.position) throw badRequest(ROUTE_OPTIMIZATION_MESSAGES.unitWithoutPosition(unit.unitNumber));
  return { ...available, position: available.position };
}

const routeRequestOf = (r: PlanningRequest & { pickup: NonNullable<PlanningRequest['pickup']>; dropOff: NonNullable<PlanningRequest['dropOff']> }): RouteRequest => ({
  id: r.id,
  pickup: r.pickup,
  dropoff: r.dropOff,
  transportLevel: r.transportLevel,
  mobilityLevel: r.mobilityLevel,
  bariatric: r.bariatric,
  priority: r.priority,
  readyFrom: r.readyStart.toISOString(),
  readyUntil: r.readyEnd.toISOString(),
  ...(r.revenue === null ? {} : { revenue: r.revenue }),
});

export async function optimizeUnitRoute(
  ctx: Pick<AppContext, 'db' | 'planner' | 'center'>,
  caller: Caller,
  body: { unitId?: string | undefined; requestIds?: readonly string[] | undefined },
  signal?: AbortSignal,
): Promise<RoutePlanAnswer> {
  const { db } = ctx;
  if (!body.unitId || !body.requestIds?.length) throw badRequest(ROUTE_OPTIMIZATION_MESSAGES.selectUnitAndRequest);
  const now = new Date();
  const unit = await plannableUnit(db, caller, body.unitId, ctx.center.timeZone, now);
  const requests = await namedRequests(db, caller, body.requestIds);
  const settings = await readOptimizationSettings(db, unit.agencyId);
  const placed = requests.filter((r): r is Parameters<typeof routeRequestOf>[0] => r.pickup !== null && r.dropOff !== null);
  const plan = await ctx.planner.route({
    unit: {
      id: unit.id,
      vehicle: { type: unit.type, capabilities: unit.capabilities, customCapabilities: unit.customCapabilities },
      position: unit.position,
      shiftEnd: unit.shiftEndsAt,
    },
    requests: placed.map(routeRequestOf),
    weights: settings.weights,
    constraints: settings.constraints,
    now: now.toISOString(),
  }, signal);
  const unplaced = requests.filter((r) => !placed.includes(r as (typeof placed)[number]));
  return {
    ...plan,
    leftOut: [...plan.leftOut, ...unplaced.map((r) => ({ requestId: r.id, code: 'NO_LOCATION' as const, reason: routeLeftOutText('NO_LOCATION') }))],
    // read when the plan is made: what happened to each request since an earlier plan
    trips: await plannedTrips(db, requests.map((r) => r.id)),
  };
}
