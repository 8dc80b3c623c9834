import { describe, expect, it } from 'vitest';
import { optimizeRoute } from '@/planner/route';
import { bruteForceBest, checkPlan, randomProblem } from './route-support';

// The optimizer's best against every subset and every order, on random cases of up to 8 requests.
describe('route optimizer: exact against brute force', () => {
  it('finds the best score with one patient at a time (up to 8 requests)', () => {
    for (let seed = 1; seed <= 120; seed++) {
      const problem = randomProblem(seed, { requests: 3 + (seed % 6), varySettings: seed % 2 === 0, misfits: seed % 5 === 0, horizon: 240 });
      const plan = optimizeRoute(problem);
      expect(plan.exact, `seed ${seed}`).toBe(true);
      expect(checkPlan(problem, plan), `seed ${seed}`).toEqual([]);
      expect(plan.totals.score, `seed ${seed}`).toBeCloseTo(bruteForceBest(problem), 2);
    }
  });

  it('finds the best score with two patients aboard at once (up to 6 requests)', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const problem = randomProblem(1000 + seed, { requests: 2 + (seed % 5), capacity: 2, varySettings: seed % 2 === 1, horizon: 150, spread: 10 });
      const plan = optimizeRoute(problem);
      expect(plan.exact, `seed ${seed}`).toBe(true);
      expect(checkPlan(problem, plan), `seed ${seed}`).toEqual([]);
      expect(plan.totals.score, `seed ${seed}`).toBeCloseTo(bruteForceBest(problem), 2);
    }
  });

  it('finds the best score on long days (8 requests over ten hours) and with three patients aboard', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const capacity = seed % 3 === 0 ? 3 : 1;
      const problem = randomProblem(2000 + seed, { requests: capacity === 3 ? 5 : 8, capacity, horizon: capacity === 3 ? 120 : 600, spread: 12, varySettings: seed % 4 === 1 });
      const plan = optimizeRoute(problem);
      expect(plan.exact, `seed ${seed}`).toBe(true);
      expect(checkPlan(problem, plan), `seed ${seed}`).toEqual([]);
      expect(plan.totals.score, `seed ${seed}`).toBeCloseTo(bruteForceBest(problem), 2);
    }
  });
});
