import { describe, expect, it } from 'vitest';
import { OPTIMIZATION_DEFAULTS } from '@/domain/planning/optimization-settings';
import { estimatedMinutesFor, loadedMilesBetween, tripRevenue } from '@/domain/planning/pricing';
import { ROUTE_LEFT_OUT_TEXTS, ROUTE_LEFT_OUT_WITH_OTHERS } from '@/domain/planning/route-left-out';
import { optimizeRoute, readyWindowOf, type RouteProblem, type RouteRequest } from '@/planner/route';
import { checkPlan } from './route-support';

const NOW = '2026-03-02T08:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(NOW) + minutes * 60000).toISOString();
const base = { lat: 40.4406, lng: -79.9959 };
// a point this many miles north of the base (a degree of latitude is about 69 miles)
const north = (miles: number) => ({ lat: base.lat + miles / 69.05, lng: base.lng });
const east = (miles: number) => ({ lat: base.lat, lng: base.lng + miles / 52.6 });

const request = (id: string, over: Partial<RouteRequest> = {}): RouteRequest => ({
  id,
  pickup: north(2),
  dropoff: north(8),
  transportLevel: 'BLS',
  priority: 'MEDIUM',
  readyFrom: at(0),
  readyUntil: at(60),
  ...over,
});

const problem = (requests: RouteRequest[], over: Partial<RouteProblem> = {}): RouteProblem => ({
  unit: { id: 'u1', vehicle: { type: 'AMBULANCE', capabilities: ['BLS'] }, capacity: 1, position: base, shiftEnd: at(12 * 60) },
  requests,
  weights: { ...OPTIMIZATION_DEFAULTS.weights },
  constraints: { ...OPTIMIZATION_DEFAULTS.constraints },
  now: NOW,
  ...over,
});

const reasonOf = (p: RouteProblem, id: string) => optimizeRoute(p).leftOut.find((l) => l.requestId === id);

describe('route optimizer: one request, legs and totals', () => {
  it('drives empty to the pickup, then loaded to the drop-off, at the pricing module\'s miles, minutes and fee', () => {
    const p = problem([request('a')]);
    const plan = optimizeRoute(p);
    expect(checkPlan(p, plan)).toEqual([]);
    const loaded = loadedMilesBetween(north(2), north(8));
    expect(plan.exact).toBe(true);
    expect(plan.sequence.map((s) => s.requestId)).toEqual(['a']);
    expect(plan.legs.map((l) => l.kind)).toEqual(['deadhead', 'loaded']);
    expect(plan.legs[0]).toMatchObject({ toRequestId: 'a', toStop: 'pickup', miles: loadedMilesBetween(base, north(2)), revenue: 0 });
    expect(plan.legs[0]!.fromRequestId).toBeUndefined();
    expect(plan.legs[1]).toMatchObject({ fromRequestId: 'a', toStop: 'dropoff', miles: loaded, minutes: estimatedMinutesFor(loaded) });
    expect(plan.legs[1]!.revenue).toBe(tripRevenue('BLS', 'MEDIUM', loaded));
    expect(plan.totals.revenue).toBe(tripRevenue('BLS', 'MEDIUM', loaded));
    expect(plan.totals.distance).toBeCloseTo(loadedMilesBetween(base, north(2)) + loaded, 5);
    expect(plan.totals.time).toBe(plan.legs[0]!.minutes + plan.legs[1]!.minutes);
    expect(plan.leftOut).toEqual([]);
  });

  it('leaves its position in time for a later window instead of waiting at the pickup', () => {
    const plan = optimizeRoute(problem([request('a', { readyFrom: at(90), readyUntil: at(150) })]));
    expect(plan.stops[0]).toMatchObject({ arrival: at(90), waitMinutes: 0 });
    expect(plan.departure).toBe(at(90 - plan.legs[0]!.minutes));
    expect(plan.totals.waitMinutes).toBe(0);
  });

  it('counts a drop-off next to the next pickup, ready within the time window, as a backhaul pair', () => {
    const p = problem([request('a'), request('b', { pickup: north(8.5), dropoff: north(1), readyFrom: at(45), readyUntil: at(105) })]);
    const plan = optimizeRoute(p);
    expect(checkPlan(p, plan)).toEqual([]);
    expect(plan.sequence.map((s) => s.requestId)).toEqual(['a', 'b']);
    expect(plan.totals.backhaulPairs).toBe(1);
    expect(plan.legs.filter((l) => l.backhaul).map((l) => l.toRequestId)).toEqual(['b']);
  });

  it('gives a trip the hour after its scheduled time', () => {
    expect(readyWindowOf(NOW)).toEqual({ readyFrom: NOW, readyUntil: at(60) });
  });
});

describe('route optimizer: every request left out has its reason, never an error', () => {
  it('a level of care the unit cannot carry', () => {
    expect(reasonOf(problem([request('a', { transportLevel: 'ALS' })]), 'a')).toEqual({
      requestId: 'a', code: 'LEVEL_OF_CARE', reason: ROUTE_LEFT_OUT_TEXTS.LEVEL_OF_CARE,
    });
  });

  it('a patient the vehicle cannot carry: a wheelchair van never takes a BLS trip, a stretcher needs an ambulance', () => {
    const van = { id: 'v1', capacity: 1, position: base, shiftEnd: at(12 * 60), vehicle: { type: 'WHEELCHAIR_VAN' as const, capabilities: ['WHEELCHAIR' as const] } };
    const p = problem([request('seated', { mobilityLevel: 'Wheelchair' })], { unit: van });
    expect(optimizeRoute(p).sequence).toEqual([]);
    expect(reasonOf(p, 'seated')).toEqual({ requestId: 'seated', code: 'LEVEL_OF_CARE', reason: ROUTE_LEFT_OUT_TEXTS.LEVEL_OF_CARE });
    const seatsOnly = { ...van, vehicle: { type: 'OTHER' as const, capabilities: ['BLS' as const, 'WHEELCHAIR' as const] } };
    expect(reasonOf(problem([request('lying', { mobilityLevel: 'Stretcher' })], { unit: seatsOnly }), 'lying')?.code).toBe('MOBILITY');
    expect(reasonOf(problem([request('heavy', { bariatric: true })]), 'heavy')?.code).toBe('BARIATRIC');
  });

  it('the fee of a route counts only the requests the unit can carry', () => {
    const p = problem([request('a'), request('b', { transportLevel: 'CCT', pickup: north(9), dropoff: north(12), readyFrom: at(30), readyUntil: at(90) })]);
    const plan = optimizeRoute(p);
    expect(plan.sequence.map((s) => s.requestId)).toEqual(['a']);
    expect(plan.totals.revenue).toBe(plan.sequence[0]!.revenue);
    expect(plan.leftOut.map((l) => l.code)).toEqual(['LEVEL_OF_CARE']);
  });

  it('a ready window already passed', () => {
    expect(reasonOf(problem([request('a', { readyFrom: at(-120), readyUntil: at(-60) })]), 'a')?.code).toBe('WINDOW_PASSED');
  });

  it('a pickup too far to reach before its window closes', () => {
    expect(reasonOf(problem([request('a', { pickup: north(30), readyFrom: at(-50), readyUntil: at(10) })]), 'a')?.code).toBe('UNREACHABLE');
  });

  it('an empty drive longer than the maximum deadhead', () => {
    const far = request('a', { pickup: east(45), dropoff: east(50) });
    expect(reasonOf(problem([far]), 'a')?.code).toBe('MAX_DEADHEAD');
    // the same pickup is fine right after a drop-off next to it
    const p = problem([request('b', { pickup: north(1), dropoff: east(44), readyFrom: at(0) }), { ...far, readyFrom: at(120), readyUntil: at(180) }]);
    const plan = optimizeRoute(p);
    expect(checkPlan(p, plan)).toEqual([]);
    expect(plan.sequence.map((s) => s.requestId)).toEqual(['b', 'a']);
  });

  it('a trip that would run past the shift end by more than the maximum overtime', () => {
    const p = problem([request('a', { dropoff: north(40) })], {
      unit: { id: 'u1', vehicle: { type: 'AMBULANCE', capabilities: ['BLS'] }, position: base, shiftEnd: at(30) },
      constraints: { ...OPTIMIZATION_DEFAULTS.constraints, maxOvertimeHours: 0.5 },
    });
    expect(reasonOf(p, 'a')?.code).toBe('MAX_OVERTIME');
  });

  it('a request that costs more in empty miles than it earns', () => {
    const p = problem([request('a', { pickup: north(20), dropoff: north(21) })], {
      weights: { ...OPTIMIZATION_DEFAULTS.weights, deadheadMiles: 40 },
    });
    const plan = optimizeRoute(p);
    expect(plan.sequence).toEqual([]);
    expect(plan.totals.score).toBe(0);
    expect(plan.leftOut[0]?.code).toBe('LOWERS_SCORE');
  });

  it('one patient at a time: of two ready together for long trips the unit takes the better, the other waits for a unit with room', () => {
    const p = problem([
      request('a', { dropoff: north(30), readyUntil: at(20) }),
      request('b', { dropoff: north(30), readyUntil: at(20), priority: 'HIGH' }),
    ]);
    const plan = optimizeRoute(p);
    expect(plan.sequence.map((s) => s.requestId)).toEqual(['b']);
    const out = plan.leftOut.find((l) => l.requestId === 'a')!;
    expect(out.code).toBe('CAPACITY');
    expect(out.reason.startsWith(ROUTE_LEFT_OUT_WITH_OTHERS)).toBe(true);
    // with room for two, both ride together
    const both = optimizeRoute({ ...p, unit: { ...p.unit, capacity: 2 } });
    expect(checkPlan({ ...p, unit: { ...p.unit, capacity: 2 } }, both)).toEqual([]);
    expect(both.sequence).toHaveLength(2);
    expect(Math.max(...both.stops.map((s) => s.aboard))).toBe(2);
  });

  it('a request named twice counts once; left-out reasons come in the order asked', () => {
    const plan = optimizeRoute(problem([request('x', { transportLevel: 'CCT' }), request('a'), request('a'), request('y', { readyUntil: at(-1), readyFrom: at(-61) })]));
    expect(plan.sequence.map((s) => s.requestId)).toEqual(['a']);
    expect(plan.leftOut.map((l) => [l.requestId, l.code])).toEqual([['x', 'LEVEL_OF_CARE'], ['y', 'WINDOW_PASSED']]);
  });
});
