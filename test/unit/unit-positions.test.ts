// The live map's staleness rule and the position batch's limits (src/domain/units/unit-positions.ts).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isStalePosition, POSITION_BATCH_MAX, POSITION_STALE_MINUTES, positionBatchBody } from '@/domain/units/unit-positions';

const NOW = new Date('2026-06-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
const position = (over: object = {}) => ({ id: randomUUID(), at: NOW.toISOString(), latitude: 40.44, longitude: -79.99, ...over });

describe('a unit’s position', () => {
  it(`is stale only once older than ${POSITION_STALE_MINUTES} minutes; a unit never placed is not stale`, () => {
    expect(isStalePosition(minutesAgo(POSITION_STALE_MINUTES), NOW)).toBe(false);
    expect(isStalePosition(new Date(minutesAgo(POSITION_STALE_MINUTES).getTime() - 1), NOW)).toBe(true);
    expect(isStalePosition(minutesAgo(-1), NOW)).toBe(false);
    expect(isStalePosition(null, NOW)).toBe(false);
  });
});

describe('a batch of positions', () => {
  const batch = (positions: object[]) => positionBatchBody.safeParse({ sentAt: NOW.toISOString(), positions }).success;

  it(`holds 1 to ${POSITION_BATCH_MAX} positions of the phone's making, on the globe, and names no unit`, () => {
    expect(batch([position(), position({ accuracyMeters: 12 })])).toBe(true);
    expect(batch(Array.from({ length: POSITION_BATCH_MAX }, () => position()))).toBe(true);
    expect(batch([])).toBe(false);
    expect(batch(Array.from({ length: POSITION_BATCH_MAX + 1 }, () => position()))).toBe(false);
    for (const bad of [{ id: 'x' }, { at: 'yesterday' }, { latitude: 90.5 }, { longitude: -181 }, { accuracyMeters: -1 }, { unitId: randomUUID() }]) {
      expect(batch([position(bad)]), JSON.stringify(bad)).toBe(false);
    }
  });
});
