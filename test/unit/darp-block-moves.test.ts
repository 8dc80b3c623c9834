import { describe, expect, it } from 'vitest';
import { checkDarpAnswer } from '../../bench/darp-check';
import { generateCordeau } from '../../bench/darp-generate';
import { type BlockMoveKind, type BlockSearch, improveByBlocks } from '@/planner/darp/block-moves';
import { compileProblem } from '@/planner/darp/compiled';
import { type CordeauInstance, cordeauProblem, parseCordeau } from '@/planner/darp/cordeau';
import type { DarpProblem } from '@/planner/darp/model';
import { RouteScheduler } from '@/planner/darp/schedule';
import { solveDarp } from '@/planner/darp/solver';

function searchOf(problem: DarpProblem, kinds?: BlockMoveKind[]): BlockSearch {
  const cp = compileProblem(problem);
  return { cp, scheduler: new RouteScheduler(cp), serves: (request, vehicle) => problem.canServe?.(vehicle, request) ?? true, kinds };
}

/** Cost of the routes by the independent checker, or null when they are not a feasible plan (`partial`: of the requests they serve). */
function checked(instance: CordeauInstance, routes: number[][], partial = false): number | null {
  const check = checkDarpAnswer(instance, { routes, cost: 0 });
  const ignored = (v: string) => v.startsWith('reported cost') || (partial && v.endsWith('is not served'));
  return check.violations.every(ignored) ? check.cost : null;
}

/** Positions 0..m after which nobody is aboard (0 = before the first stop). */
function cuts(route: number[], n: number): number[] {
  const at = [0];
  let open = 0;
  route.forEach((node, k) => {
    open += node <= n ? 1 : -1;
    if (open === 0) at.push(k + 1);
  });
  return at;
}

/** Every plan one move of the kind away (blocks of up to three empty-to-empty runs), written apart from the planner. */
function* blockNeighbours(routes: number[][], n: number, kind: BlockMoveKind): Generator<number[][]> {
  const blocks = routes.flatMap((route, r) => {
    const c = cuts(route, n);
    return c.flatMap((from, x) => c.slice(x + 1, x + 4).map((to) => ({ r, from, to })));
  });
  for (const { r, from, to } of blocks) {
    const block = routes[r]!.slice(from, to);
    const without = [...routes[r]!.slice(0, from), ...routes[r]!.slice(to)];
    for (let b = 0; b < routes.length && kind === 'relocate'; b++) {
      const target = b === r ? without : routes[b]!;
      for (const at of cuts(target, n)) {
        const next = routes.map((x) => x.slice());
        next[r] = without;
        next[b] = [...target.slice(0, at), ...block, ...target.slice(at)];
        yield next;
      }
    }
    for (const other of blocks) {
      if (other.r <= r || kind !== 'exchange') continue;
      const next = routes.map((x) => x.slice());
      next[r] = [...routes[r]!.slice(0, from), ...routes[other.r]!.slice(other.from, other.to), ...routes[r]!.slice(to)];
      next[other.r] = [...routes[other.r]!.slice(0, other.from), ...block, ...routes[other.r]!.slice(other.to)];
      yield next;
    }
  }
  for (let a = 0; a < routes.length && kind === 'tails'; a++) {
    for (let b = a + 1; b < routes.length; b++) {
      for (const i of cuts(routes[a]!, n)) {
        for (const j of cuts(routes[b]!, n)) {
          const next = routes.map((x) => x.slice());
          next[a] = [...routes[a]!.slice(0, i), ...routes[b]!.slice(j)];
          next[b] = [...routes[b]!.slice(0, j), ...routes[a]!.slice(i)];
          yield next;
        }
      }
    }
  }
}

const KINDS: BlockMoveKind[] = ['relocate', 'exchange', 'tails'];

/** How many plans one block move away (of the kinds given) are feasible and cheaper. */
function cheaperBlockMoves(instance: CordeauInstance, routes: number[][], kinds = KINDS): number {
  const cost = checked(instance, routes)!;
  let cheaper = 0;
  for (const kind of kinds) {
    for (const next of blockNeighbours(routes, instance.requests, kind)) {
      const value = checked(instance, next);
      if (value !== null && value < cost - 1e-6) cheaper++;
    }
  }
  return cheaper;
}

// Two vehicles from a depot at (0, 0). Request 1 is on the right early, request 2 on the left at the same time, so
// no vehicle can take both. Requests 3 and 4 ride together on the right late in the day; vehicle 1 goes there from
// the left. Moving 3 or 4 alone saves vehicle 1 nothing (it still goes right for the other one); moving both saves
// the trip across.
const TWO_ROUTES = `2 4 1000 3 100
0 0 0 0 0 0 1000
1 10 0 1 1 20 30
2 -10 0 1 1 20 30
3 10 1 1 1 100 130
4 10.5 1 1 1 100 130
5 11 0 1 -1 0 1000
6 -11 0 1 -1 0 1000
7 11 1 1 -1 0 1000
8 11.5 1 1 -1 0 1000
9 0 0 0 0 0 1000`;
const START = [
  [1, 5],
  [2, 6, 3, 4, 7, 8],
];

describe('block moves', () => {
  it('moves a block of two rides that no single-request move can improve to the vehicle already nearby', () => {
    const instance = parseCordeau(TWO_ROUTES);
    const start = checked(instance, START)!;
    // no request alone can be moved anywhere for less
    let cheaper = 0;
    for (let q = 1; q <= 4; q++) {
      const without = START.map((route) => route.filter((node) => node !== q && node !== q + 4));
      without.forEach((route, r) => {
        for (let i = 0; i <= route.length; i++) {
          for (let j = i; j <= route.length; j++) {
            const next = without.map((x) => x.slice());
            next[r]!.splice(j, 0, q + 4);
            next[r]!.splice(i, 0, q);
            const value = checked(instance, next);
            if (value !== null && value < start - 1e-6) cheaper++;
          }
        }
      });
    }
    expect(cheaper).toBe(0);

    const routes = START.map((route) => route.slice());
    expect(improveByBlocks(searchOf(cordeauProblem(instance)), routes)).toBe(true);
    // the vehicles are alike, so either may take the right-hand side
    expect(routes).toContainEqual([1, 5, 3, 4, 7, 8]);
    expect(routes).toContainEqual([2, 6]);
    expect(checked(instance, routes)).toBeLessThan(start - 15);
  });

  it('moves nothing once the search’s time is up', () => {
    const routes = START.map((route) => route.slice());
    expect(improveByBlocks({ ...searchOf(cordeauProblem(parseCordeau(TWO_ROUTES))), stop: () => true }, routes)).toBe(false);
    expect(routes).toEqual(START);
  });

  it('leaves a block where it is when the other vehicle may not carry one of its requests', () => {
    const instance = parseCordeau(TWO_ROUTES);
    // vehicle 0 may not carry Cordeau request 4 (index 3), vehicle 1 not request 1 (index 0): no vehicle may take
    // request 1 and the block of 3 and 4 together
    const forbidden = (vehicle: number, request: number) => (vehicle === 0 && request === 3) || (vehicle === 1 && request === 0);
    const problem = { ...cordeauProblem(instance), canServe: (vehicle: number, request: number) => !forbidden(vehicle, request) };
    const routes = START.map((route) => route.slice());
    expect(improveByBlocks(searchOf(problem), routes)).toBe(false);
    expect(routes).toEqual(START);
  });

  describe('from a poor plan, each kind of move alone and all together', () => {
    const instance = parseCordeau(generateCordeau({ vehicles: 3, requests: 12, capacity: 3, maxRideTime: 30, maxLoad: 1, seed: 31 }));
    const n = instance.requests;
    // a poor start: each request in turn at the first place it fits, routes and positions in order
    let poor: number[][] = Array.from({ length: instance.vehicles }, () => []);
    for (let q = 1; q <= n; q++) {
      const options = poor.flatMap((route, r) =>
        Array.from({ length: route.length + 1 }, (_, i) =>
          Array.from({ length: route.length + 1 - i }, (_, k) => {
            const next = poor.map((x) => x.slice());
            next[r] = route.toSpliced(i + k, 0, q + n).toSpliced(i, 0, q);
            return next;
          }),
        ).flat(),
      );
      const first = options.find((option) => checked(instance, option, true) !== null);
      if (!first) throw new Error(`request ${q} fits nowhere in the poor start`);
      poor = first;
    }
    const start = checked(instance, poor)!;

    it.each([[['relocate']], [['exchange']], [['tails']], [KINDS]] as BlockMoveKind[][][])('%j: a feasible plan that no such move improves, by a search apart from the planner', (kinds) => {
      expect(cheaperBlockMoves(instance, poor, kinds)).toBeGreaterThan(0);
      const routes = poor.map((route) => route.slice());
      expect(improveByBlocks(searchOf(cordeauProblem(instance), kinds), routes)).toBe(true);
      const after = checked(instance, routes);
      expect(after).not.toBeNull();
      expect(after!).toBeLessThan(start - 1e-6);
      expect(routes.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 2 * n }, (_, k) => k + 1));
      expect(cheaperBlockMoves(instance, routes, kinds)).toBe(0);
    });
  });

  it('the planner returns a feasible plan that no block move improves', () => {
    const instance = parseCordeau(generateCordeau({ vehicles: 3, requests: 18, capacity: 3, maxRideTime: 30, maxLoad: 1, seed: 32 }));
    const solution = solveDarp(cordeauProblem(instance), { timeLimitMs: 5000, maxIterations: 30, seed: 2 });
    expect(solution.unserved).toEqual([]);
    const check = checkDarpAnswer(instance, { routes: solution.routes, cost: solution.cost });
    expect(check.violations).toEqual([]);
    expect(cheaperBlockMoves(instance, solution.routes)).toBe(0);
  });
});
