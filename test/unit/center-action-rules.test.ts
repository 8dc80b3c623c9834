import { describe, expect, it } from 'vitest';
import { type CenterActionTrip, centerActionsOn, offersStillOpen } from '@/domain/trips/center-action-rules';

const NOW = new Date('2026-12-01T15:00:00Z');
const LATER = '2026-12-01T15:10:00Z';
const EARLIER = '2026-12-01T14:50:00Z';
const trip = (over: Partial<CenterActionTrip> = {}): CenterActionTrip => ({
  status: 'PENDING',
  acceptanceMode: 'FIRST_TO_ACCEPT',
  offerDeadline: null,
  offersClosedAt: null,
  ...over,
});

describe('the control center actions a trip allows', () => {
  it('offers everything but the award on a request waiting for the first agency to accept', () => {
    expect(centerActionsOn(trip(), NOW)).toEqual(['cancel', 'change', 'reoffer', 'phoneAcceptance', 'note']);
  });

  it('offers the award instead of a phone acceptance while a compare-offers request takes offers', () => {
    const comparing = trip({ acceptanceMode: 'COMPARE_OFFERS', offerDeadline: LATER });
    expect(offersStillOpen(comparing, NOW)).toBe(true);
    expect(centerActionsOn(comparing, NOW)).toEqual(['cancel', 'change', 'reoffer', 'award', 'note']);
  });

  it('takes a phone acceptance again once the offers closed or their deadline passed', () => {
    const closed = trip({ acceptanceMode: 'COMPARE_OFFERS', offerDeadline: LATER, offersClosedAt: EARLIER });
    const pastDeadline = trip({ acceptanceMode: 'COMPARE_OFFERS', offerDeadline: EARLIER });
    for (const t of [closed, pastDeadline]) {
      expect(offersStillOpen(t, NOW)).toBe(false);
      expect(centerActionsOn(t, NOW)).toContain('phoneAcceptance');
      expect(centerActionsOn(t, NOW)).not.toContain('award');
    }
  });

  it('cancels an accepted trip and adds notes to it, nothing more', () => {
    expect(centerActionsOn(trip({ status: 'ACCEPTED' }), NOW)).toEqual(['cancel', 'note']);
  });

  it('only adds notes once the patient is aboard, the trip done or cancelled', () => {
    for (const status of ['IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const) expect(centerActionsOn(trip({ status }), NOW)).toEqual(['note']);
  });
});
