import { describe, expect, it } from 'vitest';
import { compileProblem } from '@/planner/darp/compiled';
import type { DarpProblem } from '@/planner/darp/model';
import { RouteScheduler } from '@/planner/darp/schedule';

// nodes on a line: depot 0 at x = 0, pickups 1, 2 and drop-offs 3, 4 (request i: i → i + 2), end depot 5
const X = [0, 1, 2, 3, 4, 0];

function problem(overrides: { windows?: [number, number][]; capacity?: number; maxRide?: number; maxDuration?: number } = {}): DarpProblem {
  const windows = overrides.windows ?? [
    [0, 100],
    [0, 100],
    [0, 100],
    [0, 100],
    [0, 100],
    [0, 100],
  ];
  const loads = [0, 1, 1, -1, -1, 0];
  return {
    nodes: X.map((_, k) => ({ service: k === 0 || k === 5 ? 0 : 1, load: loads[k]!, earliest: windows[k]![0], latest: windows[k]![1] })),
    requests: [
      { pickup: 1, dropoff: 3, maxRide: overrides.maxRide ?? 10 },
      { pickup: 2, dropoff: 4, maxRide: overrides.maxRide ?? 10 },
    ],
    vehicles: [{ start: 0, end: 5, capacity: overrides.capacity ?? 2, maxDuration: overrides.maxDuration ?? 100 }],
    travel: (a, b) => Math.abs(X[a]! - X[b]!),
  };
}

const scheduler = (p: DarpProblem) => new RouteScheduler(compileProblem(p));

describe('route scheduling', () => {
  it('accepts a feasible route and gives its earliest schedule', () => {
    expect(scheduler(problem()).schedule(0, [1, 2, 3, 4])).toEqual([0, 1, 3, 5, 7, 12]);
  });

  it('rejects a route whose time window cannot be met', () => {
    const windows: [number, number][] = [
      [0, 100],
      [0, 100],
      [0, 100],
      [0, 4], // drop-off of request 1 before 4, but it cannot be reached before 5
      [0, 100],
      [0, 100],
    ];
    expect(scheduler(problem({ windows })).feasible(0, [1, 2, 3, 4])).toBe(false);
    expect(scheduler(problem({ windows })).feasible(0, [1, 3, 2, 4])).toBe(true);
  });

  it('delays a pickup to respect the ride time when waiting comes later', () => {
    // the drop-off of request 1 opens at 30: leaving at once would ride 28; the pickup must wait instead
    const windows: [number, number][] = [
      [0, 100],
      [0, 100],
      [0, 100],
      [30, 40],
      [0, 100],
      [0, 100],
    ];
    const schedule = scheduler(problem({ windows })).schedule(0, [1, 3, 2, 4]);
    expect(schedule).not.toBeNull();
    const [, pickup, drop] = schedule!;
    expect(drop! - (pickup! + 1)).toBeLessThanOrEqual(10);
  });

  it('rejects a route whose ride time cannot be met', () => {
    // request 1 rides past the other request's stops: 1 + 1 + 1 + 1 + 1 = 5 minutes > 4
    expect(scheduler(problem({ maxRide: 4 })).feasible(0, [1, 2, 4, 3])).toBe(false);
    expect(scheduler(problem({ maxRide: 4 })).feasible(0, [1, 3, 2, 4])).toBe(true);
  });

  it('rejects a route over capacity', () => {
    expect(scheduler(problem({ capacity: 1 })).feasible(0, [1, 2, 3, 4])).toBe(false);
    expect(scheduler(problem({ capacity: 1 })).feasible(0, [1, 3, 2, 4])).toBe(true);
  });

  it('rejects a drop-off before its pickup, a missing drop-off and a route over its duration', () => {
    const s = scheduler(problem());
    expect(s.feasible(0, [3, 1, 2, 4])).toBe(false);
    expect(s.feasible(0, [1, 2, 4])).toBe(false);
    expect(scheduler(problem({ maxDuration: 10 })).feasible(0, [1, 2, 3, 4])).toBe(false);
  });

  it('delays the departure to keep within the route duration', () => {
    const windows: [number, number][] = [
      [0, 100],
      [20, 30],
      [0, 100],
      [0, 100],
      [0, 100],
      [0, 100],
    ];
    const schedule = scheduler(problem({ windows, maxDuration: 15 })).schedule(0, [1, 2, 3, 4]);
    expect(schedule).not.toBeNull();
    expect(schedule![5]! - schedule![0]!).toBeLessThanOrEqual(15);
  });
});
