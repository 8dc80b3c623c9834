import { describe, expect, it } from 'vitest';
import { POSITION_BATCH_MAX, POSITION_REPORT_SECONDS } from '@/domain/units/unit-positions';
import {
  nextPositionBatch,
  POSITIONS_KEPT_MAX,
  positionsOf,
  positionsPastKept,
  reportsPosition,
  wirePosition,
  type PendingPosition,
} from '@/web/features/crew/queue/position-queue-rules';

const position = (seq: number, over: Partial<PendingPosition> = {}): PendingPosition => ({
  seq,
  by: 'medic',
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  at: new Date(Date.UTC(2026, 10, 28, 10, 0, seq * POSITION_REPORT_SECONDS)).toISOString(),
  latitude: 40.7 + seq / 1000,
  longitude: -74,
  ...over,
});

describe('when the phone reports its position', () => {
  it('from En route until At destination, as the crew sees the trip (steps still queued included)', () => {
    expect(reportsPosition('ACCEPTED', null)).toBe(false);
    expect(reportsPosition('ACCEPTED', 'EN_ROUTE')).toBe(true);
    expect(reportsPosition('ACCEPTED', 'AT_PICKUP')).toBe(true);
    expect(reportsPosition('IN_PROGRESS', 'PATIENT_LOADED')).toBe(true);
    expect(reportsPosition('IN_PROGRESS', 'AT_DESTINATION')).toBe(true);
  });

  it('never once the patient is handed over, nor on a trip that ended', () => {
    expect(reportsPosition('COMPLETED', 'HANDED_OVER')).toBe(false);
    expect(reportsPosition('CANCELLED', 'EN_ROUTE')).toBe(false);
  });
});

describe('the positions the phone sends', () => {
  it('sends the oldest first, whatever order the store read them in, at most a batch at a time', () => {
    const kept = Array.from({ length: POSITION_BATCH_MAX + 5 }, (_, i) => position(i + 1)).reverse();
    const batch = nextPositionBatch(kept);
    expect(batch).toHaveLength(POSITION_BATCH_MAX);
    expect(batch.map((p) => p.seq)).toEqual(Array.from({ length: POSITION_BATCH_MAX }, (_, i) => i + 1));
  });

  it('sends only the signed-in crew member’s positions: another’s wait until they sign in again', () => {
    const kept = [position(3), position(1, { by: 'emt' }), position(2)];
    expect(positionsOf(kept, 'medic').map((p) => p.seq)).toEqual([2, 3]);
    expect(positionsOf(kept, 'emt').map((p) => p.seq)).toEqual([1]);
  });

  it('sends what the server takes: the phone’s bookkeeping stays on the phone, an unknown accuracy is left out', () => {
    expect(wirePosition(position(1, { accuracyMeters: 12 }))).toEqual({
      id: position(1).id,
      at: position(1).at,
      latitude: position(1).latitude,
      longitude: -74,
      accuracyMeters: 12,
    });
    expect(wirePosition(position(1))).not.toHaveProperty('accuracyMeters');
    expect(wirePosition(position(1))).not.toHaveProperty('seq');
    expect(wirePosition(position(1))).not.toHaveProperty('by');
  });
});

describe('how many positions the phone keeps without signal', () => {
  it('eight hours of reports', () => {
    expect(POSITIONS_KEPT_MAX * POSITION_REPORT_SECONDS).toBe(8 * 60 * 60);
  });

  it('lets the oldest go once past it, and none before', () => {
    const kept = [position(4), position(1), position(3), position(2), position(5)];
    expect(positionsPastKept(kept, 3)).toEqual([position(1).id, position(2).id]);
    expect(positionsPastKept(kept, 5)).toEqual([]);
    expect(positionsPastKept([], 3)).toEqual([]);
  });
});
