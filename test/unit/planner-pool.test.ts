import { afterAll, describe, expect, it } from 'vitest';
import { PLANNER_MESSAGES, ROUTES_WAITING } from '@/domain/planning/planner-admission';
import { shiftProblem, type ShiftUnit } from '@/planner/dispatch/shift-problem';
import type { RoutePlan } from '@/planner/route';
import { HttpError } from '@/server/http/errors';
import { createPlanner } from '@/server/modules/optimize/planner-pool';
import { randomProblem } from './route-support';

// Plans that would search for a minute, so that whatever ends them sooner is plain to see.
const PLAN_MS = 60_000;
const ROUTE_MS = 2000;
const planner = createPlanner({ planTimeLimitMs: PLAN_MS, routeTimeLimitMs: ROUTE_MS });
afterAll(() => planner.close());

const BASE = { lat: 40.4406, lng: -79.9959 };
const unit: ShiftUnit = { vehicle: { type: 'AMBULANCE', capabilities: ['BLS'], customCapabilities: [] }, position: BASE, shiftEndMinutes: 720, capacity: 1 };
const busyShift = shiftProblem(
  [unit, unit, unit],
  Array.from({ length: 100 }, (_, k) => ({
    need: { transportLevel: 'BLS' as const, mobilityLevel: 'Ambulatory', bariatric: false },
    pickup: { lat: BASE.lat + ((k * 7) % 21) / 69, lng: BASE.lng + ((k * 9) % 17) / 53 },
    dropOff: { lat: BASE.lat + ((k * 11) % 21) / 69, lng: BASE.lng + ((k * 13) % 17) / 53 },
    readyFromMinutes: 15 + ((k * 37) % 600),
    readyUntilMinutes: 75 + ((k * 37) % 600),
  })),
  30,
);

/** What a call ended with: its answer, or the error it was refused with. */
const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (answer) => ({ answer }),
    (err: unknown) => ({ error: err as HttpError }),
  );

/** The error a call refuses with at once. */
function refusedAtOnce(call: () => unknown): HttpError | null {
  try {
    call();
    return null;
  } catch (err) {
    return err as HttpError;
  }
}

describe('the planner’s threads', () => {
  it('answers a route call while both plan threads search, and stops each plan once its caller has gone', async () => {
    await planner.warm();
    const callers = [new AbortController(), new AbortController()];
    const slots = ['agency a', 'control center'].map((organisation, k) => planner.planSlot(organisation, callers[k]!.signal));
    const plans = slots.map((slot) => settled(slot.solve(busyShift)));
    expect(planner.plans()).toEqual([
      { organisation: 'agency a', solving: true },
      { organisation: 'control center', solving: true },
    ]);

    const route = await planner.route(randomProblem(3, { requests: 4 }));
    expect(route.sequence.length).toBeGreaterThan(0);

    for (const caller of callers) caller.abort();
    // each plan ends at its next look at the clock, long before its minute is up
    const ended = await Promise.all(plans);
    for (const stopped of ended) {
      expect(stopped).toEqual({ error: expect.any(HttpError) });
      expect(stopped).toMatchObject({ error: { statusCode: 499, message: PLANNER_MESSAGES.callerGone } });
    }
    for (const slot of slots) slot.release();
    expect(planner.plans()).toEqual([]);
  }, 20_000);

  it('refuses a second plan of one organisation, and a third organisation while two plan, with when to ask again', async () => {
    const first = planner.planSlot('agency a');
    const second = planner.planSlot('agency b');
    expect(refusedAtOnce(() => planner.planSlot('agency a'))).toMatchObject({
      statusCode: 429,
      message: PLANNER_MESSAGES.organisationBusy(60),
      headers: { 'retry-after': '60' },
    });
    expect(refusedAtOnce(() => planner.planSlot('agency c'))).toMatchObject({ statusCode: 429, message: PLANNER_MESSAGES.plannerBusy(60) });
    first.release();
    second.release();
    const again = planner.planSlot('agency a');
    again.release();
  });

  it('keeps a short line of route calls, each answered within its limit from its call, and drops one whose caller has gone', async () => {
    // routes of 60 requests: each would plan for most of its limit were it not counted from its call
    const called = performance.now();
    const routes = Array.from({ length: 1 + ROUTES_WAITING }, () => new AbortController());
    const answers = routes.map((caller, k) => settled(planner.route(randomProblem(20 + k, { requests: 60 }), caller.signal)));
    expect(refusedAtOnce(() => planner.route(randomProblem(30, { requests: 3 })))).toMatchObject({
      statusCode: 429,
      message: PLANNER_MESSAGES.routesBusy(2),
      headers: { 'retry-after': '2' },
    });

    routes[1]!.abort();
    // it leaves the line at once, while the first route is still being planned
    expect(await answers[1]).toMatchObject({ error: { statusCode: 499 } });
    const ended = await Promise.all(answers);
    for (const k of [0, 2, 3, 4]) expect((ended[k] as { answer: RoutePlan }).answer.sequence.length).toBeGreaterThan(0);
    // the promise: each within its limit counted from its call. Twice that is room for a loaded machine; had each
    // been given its own limit from its turn, the last would end four limits after the call
    expect(performance.now() - called).toBeLessThan(2 * ROUTE_MS);
  }, 20_000);
});
