import { describe, expect, it } from 'vitest';
import { checkDarpAnswer } from '../../bench/darp-check';
import { generateCordeau } from '../../bench/darp-generate';
import { cordeauProblem, parseCordeau } from '@/planner/darp/cordeau';
import type { DarpProblem } from '@/planner/darp/model';
import { solveDarp } from '@/planner/darp/solver';

const answerOf = (routes: number[][], cost: number) => ({ routes: routes.filter((r) => r.length > 0), cost });

describe('dial-a-ride planner', () => {
  it('serves every request of a small instance with a plan the independent checker accepts', () => {
    const instance = parseCordeau(generateCordeau({ vehicles: 3, requests: 18, capacity: 3, maxRideTime: 30, maxLoad: 1, seed: 5 }));
    const solution = solveDarp(cordeauProblem(instance), { timeLimitMs: 2000, maxIterations: 400, seed: 3 });
    expect(solution.unserved).toEqual([]);
    const check = checkDarpAnswer(instance, answerOf(solution.routes, solution.cost));
    expect(check.violations).toEqual([]);
    expect(check.cost).toBeCloseTo(solution.cost, 6);
  });

  it('returns a plan no single request can be moved in to lower the cost, by a search apart from the planner', () => {
    const instance = parseCordeau(generateCordeau({ vehicles: 2, requests: 10, capacity: 3, maxRideTime: 30, maxLoad: 1, seed: 21 }));
    const n = instance.requests;
    // a short search, so the answer stands on the polishing rather than on a long search finding the optimum
    const solution = solveDarp(cordeauProblem(instance), { timeLimitMs: 5000, maxIterations: 3, seed: 4 });
    const routes = solution.routes.map((r) => r.slice());
    expect(checkDarpAnswer(instance, answerOf(routes, solution.cost)).violations).toEqual([]);
    let cheaper = 0;
    for (let q = 1; q <= n; q++) {
      const without = routes.map((r) => r.filter((node) => node !== q && node !== q + n));
      without.forEach((route, r) => {
        for (let i = 0; i <= route.length; i++) {
          for (let j = i; j <= route.length; j++) {
            const moved = without.map((x) => x.slice());
            moved[r]!.splice(j, 0, q + n);
            moved[r]!.splice(i, 0, q);
            const check = checkDarpAnswer(instance, answerOf(moved, 0));
            if (check.violations.every((v) => v.startsWith('reported cost')) && check.cost < solution.cost - 1e-6) cheaper++;
          }
        }
      });
    }
    expect(cheaper).toBe(0);
  });

  it('gives the same plan for the same seed and iteration budget', () => {
    const problem = cordeauProblem(parseCordeau(generateCordeau({ vehicles: 2, requests: 12, capacity: 6, maxRideTime: 45, maxLoad: 3, seed: 8 })));
    const a = solveDarp(problem, { timeLimitMs: 5000, maxIterations: 200, seed: 9 });
    const b = solveDarp(problem, { timeLimitMs: 5000, maxIterations: 200, seed: 9 });
    expect(a.routes).toEqual(b.routes);
  });

  it('leaves out, with its reason, a request no vehicle can serve, and plans the rest', () => {
    // vehicles from their own positions; request 1 must be dropped before it can be reached
    const at = [0, 5, 100, 101, 8, 1, 9, 0, 50];
    const problem: DarpProblem = {
      nodes: [
        { service: 0, load: 0, earliest: 0, latest: 200 }, // 0 start of vehicle 0
        { service: 1, load: 1, earliest: 0, latest: 200 }, // 1 pickup of request 0
        { service: 1, load: 1, earliest: 0, latest: 200 }, // 2 pickup of request 1
        { service: 1, load: -1, earliest: 0, latest: 20 }, // 3 drop-off of request 1: too far to reach by 20
        { service: 1, load: -1, earliest: 0, latest: 200 }, // 4 drop-off of request 0
        { service: 1, load: 1, earliest: 0, latest: 200 }, // 5 pickup of request 2
        { service: 1, load: -1, earliest: 0, latest: 200 }, // 6 drop-off of request 2
        { service: 0, load: 0, earliest: 0, latest: 400 }, // 7 end of both vehicles
        { service: 0, load: 0, earliest: 0, latest: 200 }, // 8 start of vehicle 1
      ],
      requests: [
        { pickup: 1, dropoff: 4, maxRide: 30 },
        { pickup: 2, dropoff: 3, maxRide: 30 },
        { pickup: 5, dropoff: 6, maxRide: 30 },
      ],
      vehicles: [
        { start: 0, end: 7, capacity: 1, maxDuration: 300 },
        { start: 8, end: 7, capacity: 1, maxDuration: 300 },
      ],
      travel: (a, b) => Math.abs(at[a]! - at[b]!),
    };
    const solution = solveDarp(problem, { timeLimitMs: 1000, maxIterations: 100 });
    expect(solution.unserved).toEqual([expect.objectContaining({ request: 1, reason: 'infeasible-alone' })]);
    expect(solution.routes.flat().sort((a, b) => a - b)).toEqual([1, 4, 5, 6]);
    // capacity 1: one passenger aboard at a time
    for (const route of solution.routes) {
      let aboard = 0;
      for (const node of route) {
        aboard += problem.nodes[node]!.load;
        expect(aboard).toBeLessThanOrEqual(1);
      }
    }
  });

  it('puts a request only on a vehicle that may carry it, and leaves it out when none may', () => {
    // two vehicles at 0 and 10; request 0 (near 0) only vehicle 1 may carry, request 1 none
    const at = [0, 10, 1, 2, 3, 4, 5];
    const problem: DarpProblem = {
      nodes: [
        { service: 0, load: 0, earliest: 0, latest: 500 }, // 0 vehicle 0
        { service: 0, load: 0, earliest: 0, latest: 500 }, // 1 vehicle 1
        { service: 1, load: 1, earliest: 0, latest: 200 }, // 2 pickup 0
        { service: 1, load: -1, earliest: 0, latest: 200 }, // 3 drop-off 0
        { service: 1, load: 1, earliest: 0, latest: 200 }, // 4 pickup 1
        { service: 1, load: -1, earliest: 0, latest: 200 }, // 5 drop-off 1
        { service: 0, load: 0, earliest: 0, latest: 500 }, // 6 end
      ],
      requests: [
        { pickup: 2, dropoff: 3, maxRide: 30 },
        { pickup: 4, dropoff: 5, maxRide: 30 },
      ],
      vehicles: [
        { start: 0, end: 6, capacity: 1, maxDuration: 300 },
        { start: 1, end: 6, capacity: 1, maxDuration: 300 },
      ],
      travel: (a, b) => Math.abs(at[a]! - at[b]!),
      canServe: (vehicle, request) => request === 0 && vehicle === 1,
    };
    const solution = solveDarp(problem, { timeLimitMs: 1000, maxIterations: 50 });
    expect(solution.routes).toEqual([[], [2, 3]]);
    expect(solution.unserved).toEqual([expect.objectContaining({ request: 1, reason: 'infeasible-alone' })]);
  });
});

describe('dial-a-ride planner under its time limit', () => {
  // a clock that moves one millisecond each time the planner reads it, so what the planner does in its time is the same on any machine
  const ticking = () => {
    let t = 0;
    return () => t++;
  };
  const large = () => parseCordeau(generateCordeau({ vehicles: 10, requests: 150, capacity: 3, maxRideTime: 30, maxLoad: 1, seed: 31 }));

  it('places what its first plan had no time for one request at a time, and leaves the rest unserved when time is up', () => {
    const instance = large();
    // the first pricing of the regret insertion reads the clock once a request and has half of the limit, so it
    // does not finish; placing one request at a time reads it once a request too, until the limit
    const solution = solveDarp(cordeauProblem(instance), { timeLimitMs: 80, now: ticking() });
    const served = solution.routes.flat().length / 2;
    expect(served).toBeGreaterThanOrEqual(30);
    expect(served + solution.unserved.length).toBe(150);
    expect(solution.unserved.length).toBeGreaterThan(0);
    expect(solution.unserved.every((u) => u.reason === 'no-room')).toBe(true);
    expect(solution.iterations).toBe(0);
    // past the limit, the clock is read only by the steps that then end at once
    expect(solution.elapsedMs).toBeLessThanOrEqual(80 + 5);
    const check = checkDarpAnswer(instance, answerOf(solution.routes, solution.cost));
    expect(check.violations.filter((v) => !v.endsWith('is not served'))).toEqual([]);
  });

  it('stops as soon as it is cancelled, with the best plan so far', () => {
    const instance = large();
    let asked = 0;
    const solution = solveDarp(cordeauProblem(instance), { timeLimitMs: 60_000, cancelled: () => ++asked > 300 });
    expect(solution.iterations).toBeLessThan(300);
    const check = checkDarpAnswer(instance, answerOf(solution.routes, solution.cost));
    expect(check.violations.filter((v) => !v.endsWith('is not served'))).toEqual([]);
  });
});

describe('solution checker', () => {
  // two requests on a line: pickups at x = 1 and 2, drop-offs at x = 3 and 4
  const instance = parseCordeau(`2 2 100 1 5
0 0 0 0 0 0 100
1 1 0 1 1 0 100
2 2 0 1 1 0 100
3 3 0 1 -1 0 100
4 4 0 1 -1 0 100
5 0 0 0 0 0 100`);
  const cost = (routes: number[][]) =>
    routes.reduce((sum, route) => {
      const stops = [0, ...route, 5];
      return sum + stops.slice(1).reduce((s, id, k) => s + Math.abs(instance.nodes[id]!.x - instance.nodes[stops[k]!]!.x), 0);
    }, 0);
  const check = (routes: number[][], reported = cost(routes)) => checkDarpAnswer(instance, { routes, cost: reported });

  it('accepts a feasible plan', () => {
    expect(check([[1, 3], [2, 4]]).violations).toEqual([]);
  });

  it('catches a request served twice, left out, split between vehicles or dropped before its pickup', () => {
    expect(check([[1, 3, 1], [2, 4]]).violations).toContain('node 1 is visited twice');
    expect(check([[1, 3]]).violations).toContain('request 2 is not served');
    expect(check([[1, 4], [2, 3]]).violations).toContain('request 1 is picked up and dropped off by different vehicles');
    expect(check([[3, 1], [2, 4]]).violations).toContain('route 1: drop-off 3 comes before its pickup 1');
  });

  it('catches too many vehicles, capacity, ride time, time windows, route duration and a wrong cost', () => {
    expect(check([[1, 3], [2, 4], []]).violations).toContain('3 routes for 2 vehicles');
    expect(check([[1, 2, 3, 4]]).violations).toContain('route 1: 2 aboard after node 2, capacity 1');
    const tight = (line: string, replacement: string, routes: number[][]) =>
      checkDarpAnswer(parseCordeau(instanceText().replace(line, replacement)), { routes, cost: cost(routes) }).violations;
    // ride 5 allowed: request 1 picked at x = 1 and dropped at x = 4 rides 3 + service 1 ... too long through x = 8
    expect(tight('4 4 0 1 -1 0 100', '4 9 0 1 -1 0 100', [[1, 3], [2, 4]])).toEqual(['route 2: the time windows and ride times cannot all be met', expect.stringMatching(/reported cost/)]);
    expect(tight('3 3 0 1 -1 0 100', '3 3 0 1 -1 0 2', [[1, 3], [2, 4]])).toContain('route 1: the time windows cannot all be met');
    expect(tight('5 0 0 0 0 0 100', '5 0 0 0 0 0 100', [[1, 3], [2, 4]])).toEqual([]);
    expect(checkDarpAnswer(parseCordeau(instanceText().replace('2 2 100 1 5', '2 2 7 1 5')), { routes: [[1, 3], [2, 4]], cost: cost([[1, 3], [2, 4]]) }).violations).toContain(
      'route 2: the route duration cannot be met with the windows and ride times',
    );
    expect(check([[1, 3], [2, 4]], 1).violations).toEqual([expect.stringMatching(/reported cost 1 but the routes cost 14/)]);
  });

  function instanceText() {
    return `2 2 100 1 5
0 0 0 0 0 0 100
1 1 0 1 1 0 100
2 2 0 1 1 0 100
3 3 0 1 -1 0 100
4 4 0 1 -1 0 100
5 0 0 0 0 0 100`;
  }
});
