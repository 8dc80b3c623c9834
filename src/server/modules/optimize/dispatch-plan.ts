// POST /api/optimize/plan: the pending requests a caller may take, planned over its available units for the shift
// (src/domain/planning/dispatch-plan.ts), by the dial-a-ride planner on a planner thread of its own.
import { DISPATCH_DEFAULT_SHIFT_HOURS, DISPATCH_EXTRA_RIDE_MINUTES, DISPATCH_PLAN_MESSAGES } from '@/domain/planning/dispatch-plan';
import type { DispatchPlan, DispatchStop, DispatchUnitPlan } from '@/domain/planning/dispatch-plan-answers';
import type { AvailableUnit } from '@/domain/units/unit-answers';
import { planningOrganisation } from '@/domain/planning/planner-admission';
import { declinedBy, heldUnitOf, plannedTripActionOf, plannedTripOutcome } from '@/domain/planning/planned-trip';
import { loadedMilesBetween, tripRevenue } from '@/domain/planning/pricing';
import { MAX_REQUESTS_PER_CALL } from '@/domain/planning/route-optimization';
import { unitCanCarry, type UnitVehicle, type VehicleNeed } from '@/domain/units/vehicle-fit';
import type { DarpSolution } from '@/planner/darp/model';
import { shiftProblem, type ShiftProblem } from '@/planner/dispatch/shift-problem';
import type { AppContext } from '@/server/context';
import { badRequest, forbidden, notFound } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';
import { todayAtCenter } from '../credentials';
import { availableUnits, unitScopeOf } from '../units';
import type { PlanSlot } from './planner-pool';
import { plannedTripFacts } from './planned-trip-facts';
import { acceptedRequestsInScope, namedRequests, pendingRequestsInScope, type PlanningRequest } from './planning-requests';

const vehicleOf = (u: AvailableUnit): UnitVehicle => ({ type: u.type, capabilities: u.capabilities, customCapabilities: u.customCapabilities });
const needOf = (r: PlanningRequest): VehicleNeed => ({ transportLevel: r.transportLevel, mobilityLevel: r.mobilityLevel, bariatric: r.bariatric });
const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

type PlacedUnit = AvailableUnit & { position: NonNullable<AvailableUnit['position']> };
type PlacedRequest = PlanningRequest & { pickup: NonNullable<PlanningRequest['pickup']>; dropOff: NonNullable<PlanningRequest['dropOff']> };

/**
 * The units asked for (each the caller's to plan), or every available unit in the caller's scope; `committed` the
 * committed units holding accepted trips the plan keeps on them, listed when in scope (and asked for, when units are).
 */
async function unitsToPlan(
  ctx: Pick<AppContext, 'db' | 'center'>,
  caller: Caller,
  unitIds: readonly string[] | undefined,
  now: Date,
  committed: readonly string[],
) {
  const scope = await unitScopeOf(ctx.db, caller);
  const today = todayAtCenter(ctx.center);
  const { available: inScope, unavailable } = await availableUnits(ctx.db, scope, { now, timeZone: ctx.center.timeZone, today, committed });
  if (!unitIds) return inScope;
  const wanted = [...new Set(unitIds)];
  // a unit named but held back by an expired credential is refused in its own words
  const held = unavailable.find((u) => wanted.includes(u.id));
  if (held) throw badRequest(held.reason);
  const missing = wanted.filter((id) => !inScope.some((u) => u.id === id));
  if (missing.length > 0) {
    // an agency's stranger units are not its to plan; an id nobody has is unknown
    const anywhere = (await availableUnits(ctx.db, { agencyId: null }, { now, timeZone: ctx.center.timeZone, today })).available;
    const foreign = missing.filter((id) => anywhere.some((u) => u.id === id));
    if (foreign.length > 0 && caller.userType === 'EMS') throw forbidden(DISPATCH_PLAN_MESSAGES.foreignUnits(foreign));
    throw notFound(DISPATCH_PLAN_MESSAGES.unknownUnits(missing));
  }
  return inScope.filter((u) => wanted.includes(u.id));
}

/**
 * The requests named, or the soonest-ready pending ones first when there are more than one plan takes, with the
 * accepted trips waiting for their units (each kept on its unit).
 */
async function requestsToPlan(ctx: Pick<AppContext, 'db'>, caller: Caller, requestIds: readonly string[] | undefined, now: Date) {
  if (requestIds) return namedRequests(ctx.db, caller, requestIds);
  const all = await pendingRequestsInScope(ctx.db, caller);
  const pending = all.sort((a, b) => a.readyStart.getTime() - b.readyStart.getTime()).slice(0, MAX_REQUESTS_PER_CALL);
  return [...pending, ...(await acceptedRequestsInScope(ctx.db, caller, now, MAX_REQUESTS_PER_CALL))];
}

const minutesFrom = (now: Date, at: Date) => (at.getTime() - now.getTime()) / 60_000;

function unitPlan(unit: PlacedUnit, k: number, problem: ShiftProblem, solution: DarpSolution, requests: PlacedRequest[], now: Date): DispatchUnitPlan {
  const route = solution.routes[k] ?? [];
  const schedule = solution.schedules[k] ?? [];
  const K = problem.vehicles.length;
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  const stops: DispatchStop[] = [];
  let previous = problem.vehicles[k]!.start;
  // it leaves its position just in time for its first pickup rather than waiting there
  const departure = route.length > 0 ? Math.max(0, (schedule[1] ?? 0) - problem.minutes[previous * problem.size + route[0]!]!) : 0;
  let previousStart = departure;
  let distance = 0;
  route.forEach((node, i) => {
    const q = Math.floor((node - 2 * K) / 2);
    const pickup = (node - 2 * K) % 2 === 0;
    const request = requests[q]!;
    const leg = previous * problem.size + node;
    const arrival = previousStart + problem.nodes[previous]!.service + problem.minutes[leg]!;
    distance += problem.miles[leg]!;
    const serviceStart = schedule[i + 1] ?? arrival;
    stops.push({
      requestId: request.id,
      tripNumber: request.tripNumber,
      stop: pickup ? 'pickup' : 'dropoff',
      place: pickup ? request.fromLocation : request.toLocation,
      arrival: at(arrival),
      serviceStart: at(serviceStart),
    });
    previous = node;
    previousStart = serviceStart;
  });
  const carried = stops.filter((s) => s.stop === 'pickup').map((s) => requests.find((r) => r.id === s.requestId)!);
  return {
    unitId: unit.id,
    unitNumber: unit.unitNumber,
    agencyId: unit.agencyId,
    agencyName: unit.agencyName,
    requestIds: carried.map((r) => r.id),
    stops,
    distance: round1(distance),
    revenue: round2(carried.reduce((sum, r) => sum + (r.revenue ?? tripRevenue(r.transportLevel, r.priority, loadedMilesBetween(r.pickup, r.dropOff))), 0)),
    start: stops.length > 0 ? at(departure) : null,
    finish: stops.length > 0 ? stops.at(-1)!.serviceStart : null,
  };
}

type PlanBody = { unitIds?: readonly string[] | undefined; requestIds?: readonly string[] | undefined };

/**
 * The plan, made in a slot of the planner taken for the caller's organisation before anything is read (429 when it
 * has a plan in the works, or the planner has no free slot); `signal` aborts when the caller has gone.
 */
export async function dispatchPlan(
  ctx: Pick<AppContext, 'db' | 'center' | 'planner'>,
  caller: Caller,
  body: PlanBody,
  signal?: AbortSignal,
): Promise<DispatchPlan> {
  const slot = ctx.planner.planSlot(planningOrganisation(caller), signal);
  try {
    return await planInSlot(ctx, caller, body, slot);
  } finally {
    slot.release();
  }
}

async function planInSlot(ctx: Pick<AppContext, 'db' | 'center'>, caller: Caller, body: PlanBody, slot: PlanSlot): Promise<DispatchPlan> {
  const now = new Date();
  const asked = await requestsToPlan(ctx, caller, body.requestIds, now);
  // what became of each since an earlier plan: an accepted trip stays on its unit, a standing plan offer on the unit
  // offered, and the units of an agency that declined one are not given it again
  const facts = await plannedTripFacts(ctx.db, asked.map((r) => r.id));
  const factsOf = (r: PlanningRequest) => facts.get(r.id)!;
  const heldBy = new Map(asked.flatMap((r) => (facts.has(r.id) ? [[r.id, heldUnitOf(factsOf(r))] as const] : [])));
  const committed = asked.filter((r) => factsOf(r).status === 'ACCEPTED').map((r) => heldBy.get(r.id)!);
  const units = (await unitsToPlan(ctx, caller, body.unitIds, now, committed)).filter((u): u is PlacedUnit => u.position !== null);
  if (units.length === 0) throw badRequest(DISPATCH_PLAN_MESSAGES.noUnits);
  const unitIndex = new Map(units.map((u, k) => [u.id, k]));
  // an accepted trip whose unit is not planned is not the plan's to move
  const requests = asked.filter((r) => factsOf(r).status === 'PENDING' || unitIndex.has(heldBy.get(r.id) ?? ''));
  const onlyUnitsOf = (r: PlanningRequest): number[] | undefined => {
    const held = heldBy.get(r.id);
    if (held && unitIndex.has(held)) return [unitIndex.get(held)!];
    const declined = declinedBy(factsOf(r));
    return declined.length === 0 ? undefined : units.flatMap((u, k) => (declined.includes(u.agencyId) ? [] : [k]));
  };
  const placed = requests.filter((r): r is PlacedRequest => r.pickup !== null && r.dropOff !== null && r.readyEnd > now);
  const shiftEnd = (u: AvailableUnit) => (u.shiftEndsAt ? minutesFrom(now, new Date(u.shiftEndsAt)) : DISPATCH_DEFAULT_SHIFT_HOURS * 60);
  const problem = shiftProblem(
    units.map((u) => ({ vehicle: vehicleOf(u), position: u.position, shiftEndMinutes: shiftEnd(u), capacity: 1 })),
    placed.map((r) => ({
      need: needOf(r),
      pickup: r.pickup,
      dropOff: r.dropOff,
      readyFromMinutes: minutesFrom(now, r.readyStart),
      readyUntilMinutes: minutesFrom(now, r.readyEnd),
      ...(onlyUnitsOf(r) ? { onlyUnits: onlyUnitsOf(r)! } : {}),
    })),
    DISPATCH_EXTRA_RIDE_MINUTES,
  );
  const solution = await slot.solve(problem);
  const plans = units.map((u, k) => unitPlan(u, k, problem, solution, placed, now));
  // an accepted trip its unit cannot fit in this shift is its agency's already: not the plan's to list as unassigned
  const carried = new Set(plans.flatMap((p) => p.requestIds));
  const inPlan = requests.filter((r) => factsOf(r).status === 'PENDING' || carried.has(r.id));
  const unassigned = [
    ...inPlan.filter((r) => !r.pickup || !r.dropOff).map((r) => ({ requestId: r.id, tripNumber: r.tripNumber, reason: DISPATCH_PLAN_MESSAGES.noLocation })),
    ...inPlan
      .filter((r) => r.pickup && r.dropOff && r.readyEnd <= now)
      .map((r) => ({ requestId: r.id, tripNumber: r.tripNumber, reason: DISPATCH_PLAN_MESSAGES.windowPassed })),
    ...solution.unserved.flatMap((u) => {
      const r = placed[u.request]!;
      if (!inPlan.includes(r)) return [];
      const only = onlyUnitsOf(r);
      const able = units.filter((unit, k) => unitCanCarry(vehicleOf(unit), needOf(r)) && (only?.includes(k) ?? true));
      const reason =
        able.length === 0
          ? units.some((unit) => unitCanCarry(vehicleOf(unit), needOf(r)))
            ? DISPATCH_PLAN_MESSAGES.declined
            : DISPATCH_PLAN_MESSAGES.levelOfCare
          : able.every((unit) => minutesFrom(now, r.readyStart) > shiftEnd(unit))
            ? DISPATCH_PLAN_MESSAGES.afterShifts
            : u.reason === 'no-room'
              ? DISPATCH_PLAN_MESSAGES.noRoom
              : DISPATCH_PLAN_MESSAGES.unservable;
      return [{ requestId: r.id, tripNumber: r.tripNumber, reason }];
    }),
  ];
  const assigned = plans.reduce((n, p) => n + p.requestIds.length, 0);
  return {
    units: plans,
    unassigned,
    totals: {
      requests: inPlan.length,
      assigned,
      distance: round1(plans.reduce((sum, p) => sum + p.distance, 0)),
      revenue: round2(plans.reduce((sum, p) => sum + p.revenue, 0)),
    },
    trips: inPlan.map((r) => ({
      requestId: r.id,
      tripNumber: r.tripNumber,
      action: plannedTripActionOf(factsOf(r).acceptanceMode),
      sincePlanned: plannedTripOutcome(factsOf(r)),
    })),
  };
}
