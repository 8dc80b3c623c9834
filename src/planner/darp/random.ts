// A small seeded generator (mulberry32) so that a run with the same seed and budget is repeatable.
import { mulberry32 } from '@/domain/planning/seeded-random';

export class SeededRandom {
  /** uniform in [0, 1) */
  readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed >>> 0 || 0x9e3779b9);
  }

  /** integer in [low, high] */
  int(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1));
  }
}
