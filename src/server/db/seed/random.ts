import { mulberry32 } from '@/domain/planning/seeded-random';

/** A small seeded PRNG (mulberry32): the same seed gives the same demo data on every start. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Items weighted by their second element. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[int(0, items.length - 1)]!,
    weighted(items) {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [item, w] of items) {
        roll -= w;
        if (roll < 0) return item;
      }
      return items[items.length - 1]![0];
    },
  };
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The wizard's Generate ID format: the letter P and 8 uppercase alphanumerics. */
export const patientId = (rng: Rng) =>
  'P' + Array.from({ length: 8 }, () => ID_ALPHABET[rng.int(0, ID_ALPHABET.length - 1)]).join('');
