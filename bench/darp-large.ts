// The busy-day instances of the "darp" section: Cordeau-family instances (capacity 3, ride time 30, one seat per
// request) of 48 to 96 requests on 6 to 8 vehicles, made by bench/darp-generate.ts from fixed seeds, with the best
// cost known for each. No optimum is proven for them: each best known cost is the least found by long runs of the
// solver with block moves (docs/planner.md says which), so a gap is measured against these.
import type { GeneratedSpec } from './darp-generate';

export interface LargeInstance extends GeneratedSpec {
  name: string;
  bestKnown: number;
}

const family = { capacity: 3, maxRideTime: 30, maxLoad: 1 } as const;

export const LARGE_INSTANCES: readonly LargeInstance[] = [
  { name: 'gen a6-48', vehicles: 6, requests: 48, seed: 100, ...family, bestKnown: 633.786 },
  { name: 'gen a6-72', vehicles: 6, requests: 72, seed: 101, ...family, bestKnown: 875.839 },
  { name: 'gen a7-56', vehicles: 7, requests: 56, seed: 102, ...family, bestKnown: 720.82 },
  { name: 'gen a7-84', vehicles: 7, requests: 84, seed: 103, ...family, bestKnown: 951.989 },
  { name: 'gen a8-64', vehicles: 8, requests: 64, seed: 104, ...family, bestKnown: 806.67 },
  { name: 'gen a8-96', vehicles: 8, requests: 96, seed: 105, ...family, bestKnown: 1177.65 },
];
