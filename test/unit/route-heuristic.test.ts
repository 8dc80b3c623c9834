import { describe, expect, it } from 'vitest';
import { optimizeRoute } from '@/planner/route';
import { checkPlan, greedyAppendScore, randomProblem } from './route-support';

// Beyond 10 requests the answer is the best the heuristic finds in its time: feasible, and never worse than a greedy.
describe('route optimizer: heuristic beyond 10 requests', () => {
  it('returns a feasible route no worse than carrying next whichever request raises the score most', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const capacity = seed % 3 === 0 ? 3 : 1;
      const problem = {
        ...randomProblem(500 + seed, { requests: 12 + seed * 2, capacity, horizon: 600, varySettings: seed % 2 === 0, misfits: seed % 4 === 0 }),
        maxIterations: 40,
      };
      const plan = optimizeRoute(problem);
      expect(plan.exact, `seed ${seed}`).toBe(false);
      expect(checkPlan(problem, plan), `seed ${seed}`).toEqual([]);
      expect(plan.totals.score, `seed ${seed}`).toBeGreaterThanOrEqual(greedyAppendScore(problem) - 0.01);
    }
  });

  it('gives the same answer for the same seed and number of rounds', () => {
    const problem = { ...randomProblem(77, { requests: 30, horizon: 600 }), maxIterations: 30, seed: 5 };
    const a = optimizeRoute(problem);
    const b = optimizeRoute(problem);
    expect(a.stops).toEqual(b.stops);
  });

  it('plans 200 requests within its time limit, feasibly, each request either carried or left out with a reason', () => {
    for (const capacity of [1, 3]) {
      const problem = { ...randomProblem(4242 + capacity, { requests: 200, capacity, horizon: 720, spread: 25, misfits: true }), timeLimitMs: 1500 };
      const plan = optimizeRoute(problem);
      expect(plan.exact).toBe(false);
      expect(checkPlan(problem, plan)).toEqual([]);
      expect(plan.sequence.length).toBeGreaterThan(3);
      expect(plan.sequence.length + plan.leftOut.length).toBe(200);
      expect(plan.leftOut.every((l) => l.reason.length > 0)).toBe(true);
    }
  }, 20_000);
});
